import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';

export function GlutenFreeMultigrainAttaRecipes() {
  return (
    <>
      <p>
        Wheat dough is forgiving because gluten stretches. A gluten-free dough behaves differently: it needs warm water,
        a rest and a gentle hand. Our <Link to={paths.products}>Gluten-Free Multigrain Flour</Link> blends jowar, bajra,
        ragi, brown rice and chana dal with flaxseed and psyllium husk, which does the binding that gluten usually does.
        With the habits below it rolls out smoothly and the rotis stay soft in the casserole.
      </p>

      <h2>Soft multigrain rotis</h2>
      <p>Makes 8 rotis. Ready in 30 minutes.</p>
      <h3>Ingredients</h3>
      <ul>
        <li>2 cups Gluten-Free Multigrain Flour, plus a little for dusting</li>
        <li>About 1 cup warm water</li>
        <li>A pinch of salt</li>
        <li>1 teaspoon oil or ghee</li>
      </ul>
      <h3>Method</h3>
      <ol>
        <li>Mix the flour and salt in a wide bowl or paraat.</li>
        <li>Add the warm water a little at a time and knead into a soft dough that does not stick to your fingers.</li>
        <li>Rub the oil over the dough, cover it and rest it for 10 minutes so the fibre can absorb the water.</li>
        <li>Knead again for a minute and divide into 8 balls.</li>
        <li>Roll each ball between two sheets of butter paper, or on a well-dusted board, into a thin circle.</li>
        <li>Cook on a hot tawa until small brown spots appear underneath, flip, and cook the other side.</li>
        <li>Puff the roti over an open flame for a few seconds with tongs, and brush it with ghee if you like.</li>
      </ol>

      <h2>Methi thepla</h2>
      <p>Makes 10 theplas. Ready in 35 minutes. Theplas keep well for two days, which makes them ideal for travel.</p>
      <h3>Ingredients</h3>
      <ul>
        <li>2 cups Gluten-Free Multigrain Flour</li>
        <li>1 cup fresh methi (fenugreek) leaves, washed and finely chopped</li>
        <li>3 tablespoons curd</li>
        <li>½ teaspoon each of turmeric, red chilli powder and ajwain</li>
        <li>1 teaspoon ginger-green chilli paste</li>
        <li>1 tablespoon oil, plus more for cooking</li>
        <li>Salt to taste, and warm water as needed</li>
      </ul>
      <h3>Method</h3>
      <ol>
        <li>Mix the flour, methi, spices, ginger-chilli paste, salt, curd and oil.</li>
        <li>Add warm water a spoonful at a time and knead into a soft dough. Rest it, covered, for 10 minutes.</li>
        <li>Divide into 10 balls and roll each one thin between sheets of butter paper.</li>
        <li>
          Cook on a medium-hot tawa with a little oil on both sides, pressing with a spatula, until golden spots appear.
        </li>
        <li>Serve warm with curd and pickle, or cool completely on a rack before packing.</li>
      </ol>

      <h2>Aloo paratha</h2>
      <p>Makes 6 parathas. Ready in 40 minutes.</p>
      <h3>Ingredients</h3>
      <ul>
        <li>Roti dough from 2 cups of flour, rested</li>
        <li>3 medium potatoes, boiled, peeled and mashed while warm</li>
        <li>1 small onion and 1 green chilli, finely chopped</li>
        <li>2 tablespoons chopped coriander</li>
        <li>½ teaspoon each of roasted cumin powder, amchur and garam masala</li>
        <li>Salt to taste, and ghee for cooking</li>
      </ul>
      <h3>Method</h3>
      <ol>
        <li>Mix the potatoes with the onion, chilli, coriander, spices and salt, and divide into 6 portions.</li>
        <li>
          Roll a ball of dough into a small circle, place a portion of filling in the centre and gather the edges over
          it.
        </li>
        <li>Pinch the edges closed, flatten gently, and roll out between butter paper to a thick paratha.</li>
        <li>
          Cook on a medium tawa, flipping twice, and spread ghee on both sides until golden and crisp. Gluten-free
          parathas need a little longer on a slightly lower flame than wheat ones.
        </li>
      </ol>

      <h2>When the dough cracks</h2>
      <ul>
        <li>Use warm water, never cold: the flour absorbs it faster and the dough turns pliable.</li>
        <li>Do not skip the rest. Ten minutes makes more difference than any amount of kneading.</li>
        <li>If the edges still crack, wet your palms and knead again, or add a spoonful of curd.</li>
        <li>Knead only as much dough as you will cook within the hour; gluten-free dough dries out as it stands.</li>
      </ul>
    </>
  );
}
