import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';

export function HighProteinChillaMixRecipes() {
  return (
    <>
      <p>
        A chilla is North India&apos;s answer to the pancake: a thin, savoury crêpe of moong dal or besan, cooked on a
        tawa and eaten hot with chutney. Our <Link to={paths.products}>High-Protein Chilla Mix</Link> blends moong dal
        and besan with jowar, ragi, dried spinach and spices, so the batter is ready as soon as you add water. Every 100
        g of the mix carries about 18 g of protein.
      </p>
      <p>
        Here are the three chillas we make most often at home. Each batch uses one cup (about 120 g) of mix and makes
        four to five chillas.
      </p>

      <h2>Classic masala chilla</h2>
      <p>Serves 2. Ready in 15 minutes.</p>
      <h3>Ingredients</h3>
      <ul>
        <li>1 cup High-Protein Chilla Mix</li>
        <li>About ¾ cup water</li>
        <li>1 small onion, finely chopped</li>
        <li>1 small tomato, deseeded and chopped</li>
        <li>1 green chilli, finely chopped (optional)</li>
        <li>2 tablespoons chopped coriander</li>
        <li>2 teaspoons oil or ghee, for the tawa</li>
      </ul>
      <h3>Method</h3>
      <ol>
        <li>Whisk the mix with the water into a smooth, pourable batter, about as thick as dosa batter.</li>
        <li>Rest the batter for 5 minutes, then stir in the onion, tomato, chilli and coriander.</li>
        <li>Heat a non-stick or cast-iron tawa on medium heat and smear it with a few drops of oil.</li>
        <li>Pour a ladle of batter in the centre and spread it outwards in a circle with the back of the ladle.</li>
        <li>Drizzle oil around the edge and cook for about 2 minutes, until the underside is golden.</li>
        <li>Flip and cook the other side for 1 minute. Serve hot with green chutney or curd.</li>
      </ol>

      <h2>Paneer-stuffed chilla</h2>
      <p>Serves 2. Ready in 20 minutes.</p>
      <h3>Ingredients</h3>
      <ul>
        <li>Batter from the classic recipe above, without the tomato</li>
        <li>100 g paneer, grated</li>
        <li>½ capsicum, finely chopped</li>
        <li>¼ teaspoon chaat masala</li>
        <li>A pinch of salt and black pepper</li>
        <li>2 tablespoons green chutney</li>
      </ul>
      <h3>Method</h3>
      <ol>
        <li>Mix the paneer, capsicum, chaat masala, salt and pepper in a bowl.</li>
        <li>Cook a chilla as in the classic recipe, and flip it once the first side is golden.</li>
        <li>Spread a teaspoon of green chutney over the cooked side and spoon the paneer filling onto one half.</li>
        <li>Fold the chilla over the filling, press gently and cook for another minute so the paneer warms through.</li>
      </ol>
      <p>
        With 100 g of paneer shared between two, this is one of the most filling vegetarian breakfasts we know, and
        children who refuse plain chilla rarely refuse this one.
      </p>

      <h2>Mini chilla bites for the lunchbox</h2>
      <p>Makes about 20 bites. Ready in 20 minutes.</p>
      <h3>Ingredients</h3>
      <ul>
        <li>1 cup High-Protein Chilla Mix</li>
        <li>About ½ cup water (a thicker batter than for chilla)</li>
        <li>¼ cup grated carrot</li>
        <li>¼ cup sweet corn or green peas</li>
        <li>2 tablespoons curd</li>
        <li>Oil for the appe pan</li>
      </ul>
      <h3>Method</h3>
      <ol>
        <li>Whisk the mix, water and curd into a thick batter that drops from a spoon, and fold in the vegetables.</li>
        <li>Heat an appe (paniyaram) pan and add a few drops of oil to each cavity.</li>
        <li>Fill each cavity three-quarters full, cover and cook on low heat for 3 minutes.</li>
        <li>
          Turn the bites with a skewer, add a drop of oil and cook for 2 to 3 minutes more, until golden all over.
        </li>
        <li>Cool completely before packing, so they stay crisp until lunchtime.</li>
      </ol>

      <h2>Tips for perfect chillas</h2>
      <ul>
        <li>
          A thin batter gives crisp edges; a thicker one gives soft, pancake-like chillas. Adjust the water to taste.
        </li>
        <li>
          Heat the tawa well before the first chilla, then lower the flame. The first one is always the cook&apos;s.
        </li>
        <li>Stir the batter before each chilla, as the millet flours settle at the bottom of the bowl.</li>
        <li>The mix is gluten-free and has no baking soda, so you can keep the batter in the fridge for a day.</li>
      </ul>
    </>
  );
}
