import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';

export function HighProteinDosaUttapamRecipe() {
  return (
    <>
      <p>
        Traditional dosa batter needs soaking, grinding and a warm night to ferment. It is worth every minute, but not
        on a weekday. This recipe gives you crisp dosas and thick, soft uttapams from one instant batter, with more
        protein than the usual rice and urad dal version.
      </p>
      <p>
        The base is our <Link to={paths.products}>Ragi Dosa Mix</Link>, made from ragi, rice flour, urad dal flour and
        fenugreek. We add a little High-Protein Chilla Mix for moong dal and besan, and curd for the gentle sourness
        that fermentation usually brings.
      </p>

      <h2>The batter</h2>
      <p>Makes 8 to 10 dosas, or 6 uttapams. Ready in 20 minutes, including the rest.</p>
      <h3>Ingredients</h3>
      <ul>
        <li>1 cup Ragi Dosa Mix</li>
        <li>½ cup High-Protein Chilla Mix</li>
        <li>½ cup thick curd, lightly beaten</li>
        <li>About 1 cup water</li>
        <li>Salt to taste (the mixes are already lightly salted)</li>
      </ul>
      <h3>Method</h3>
      <ol>
        <li>Whisk both mixes with the curd, then add the water little by little until there are no lumps.</li>
        <li>
          Rest the batter for 10 minutes. For dosas it should flow like buttermilk; for uttapams keep it as thick as
          idli batter.
        </li>
      </ol>

      <h2>Crisp ragi dosa</h2>
      <h3>Method</h3>
      <ol>
        <li>Heat a cast-iron or non-stick tawa until a sprinkle of water sizzles and vanishes at once.</li>
        <li>Wipe the tawa with a halved onion dipped in oil; it seasons the surface and stops sticking.</li>
        <li>Stir the batter, then pour a ladle of it from the outside of the tawa towards the centre in a spiral.</li>
        <li>Drizzle half a teaspoon of oil or ghee over the dosa and cook on medium-high heat for 2 minutes.</li>
        <li>When the edges lift and the underside is crisp and brown, fold the dosa and serve at once.</li>
      </ol>

      <h2>Vegetable uttapam</h2>
      <h3>Toppings for 6 uttapams</h3>
      <ul>
        <li>1 onion, finely chopped</li>
        <li>1 tomato, deseeded and finely chopped</li>
        <li>½ capsicum, finely chopped</li>
        <li>2 tablespoons grated carrot</li>
        <li>1 green chilli and a few curry leaves, chopped</li>
        <li>50 g paneer, crumbled (optional, for extra protein)</li>
      </ul>
      <h3>Method</h3>
      <ol>
        <li>Heat the tawa on medium heat and pour a ladle of the thick batter, spreading it into a 12 cm round.</li>
        <li>Scatter a spoonful of the toppings over the top and press them gently into the batter.</li>
        <li>Drizzle oil around the edge, cover and cook for 3 minutes, until the base is golden.</li>
        <li>Flip carefully and cook the topping side for 2 minutes, so the onions soften and brown.</li>
        <li>Serve with coconut chutney and sambar.</li>
      </ol>

      <h2>A quick coconut chutney</h2>
      <p>
        Grind ½ cup fresh grated coconut with 2 tablespoons roasted chana dal, a green chilli, a small piece of ginger,
        salt and a little water. Temper with mustard seeds, curry leaves and a dried red chilli in a teaspoon of oil. If
        you cook for someone with coeliac disease, use a hing labelled gluten-free: most compounded hing is mixed with
        wheat flour.
      </p>

      <h2>Storing the batter</h2>
      <p>
        The batter keeps in the fridge for up to two days. It thickens as the ragi absorbs water, so thin it with a
        spoonful of water and stir well before cooking. Ragi settles at the bottom of the bowl, so stir before every
        dosa, too.
      </p>
    </>
  );
}
