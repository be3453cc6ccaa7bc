import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';

export function HighProteinMultigrainWrapTortillaRecipe() {
  return (
    <>
      <p>
        Shop-bought wraps and tortillas are almost always made from refined wheat flour. These are made at home in the
        time it takes to make rotis, from our <Link to={paths.products}>Gluten-Free Multigrain Flour</Link> with a
        little High-Protein Chilla Mix for moong dal and besan. They stay soft and foldable, so they roll around a
        filling without tearing, and they travel well in a lunchbox.
      </p>

      <h2>The wraps</h2>
      <p>Makes 6 wraps of about 20 cm. Ready in 30 minutes.</p>
      <h3>Ingredients</h3>
      <ul>
        <li>1½ cups Gluten-Free Multigrain Flour, plus a little for dusting</li>
        <li>½ cup High-Protein Chilla Mix</li>
        <li>2 tablespoons curd</li>
        <li>1 tablespoon oil</li>
        <li>About ¾ cup warm water</li>
        <li>¼ teaspoon salt</li>
      </ul>
      <h3>Method</h3>
      <ol>
        <li>Mix the flour, chilla mix and salt, then rub in the oil and curd with your fingertips.</li>
        <li>Add the warm water gradually and knead into a soft, smooth dough. Cover and rest for 15 minutes.</li>
        <li>Divide into 6 balls. Roll each between two sheets of butter paper into a thin circle of about 20 cm.</li>
        <li>
          Cook on a medium-hot tawa for about 40 seconds on each side, until light brown spots appear. Do not let them
          crisp: a wrap should stay pliable.
        </li>
        <li>Stack the cooked wraps in a cloth-lined casserole so their own steam keeps them soft.</li>
      </ol>

      <h2>Paneer tikka filling</h2>
      <p>Enough for 4 wraps.</p>
      <h3>Ingredients</h3>
      <ul>
        <li>200 g paneer, cut into fingers</li>
        <li>3 tablespoons thick curd</li>
        <li>1 teaspoon ginger-garlic paste</li>
        <li>½ teaspoon each of Kashmiri chilli powder, garam masala and chaat masala</li>
        <li>1 onion and 1 capsicum, cut into thin strips</li>
        <li>1 teaspoon lemon juice, salt to taste, and 1 tablespoon oil</li>
      </ul>
      <h3>Method</h3>
      <ol>
        <li>
          Mix the curd, ginger-garlic paste, spices, lemon juice and salt, and coat the paneer in it for 15 minutes.
        </li>
        <li>Sear the paneer in a hot pan with the oil for 2 minutes on each side, until charred at the edges.</li>
        <li>Add the onion and capsicum and toss on high heat for a minute, so they soften but keep their crunch.</li>
      </ol>

      <h2>Mint-curd dip and assembly</h2>
      <ol>
        <li>Whisk ½ cup hung curd with 2 tablespoons mint-coriander chutney and a pinch of salt.</li>
        <li>Spread a spoonful of the dip over a warm wrap and add shredded lettuce or cabbage and sliced cucumber.</li>
        <li>Lay a quarter of the paneer filling in a line across the lower third.</li>
        <li>Fold in the sides, roll tightly from the bottom, and wrap in butter paper to carry or serve.</li>
      </ol>

      <h2>Other fillings to try</h2>
      <ul>
        <li>Spiced chana or rajma, mashed lightly with onion, tomato and lemon.</li>
        <li>Scrambled eggs or egg bhurji with spring onion.</li>
        <li>Sautéed tofu with peppers and a chilli sauce labelled gluten-free (most soy sauces contain wheat).</li>
        <li>Leftover sabzi with a spoon of curd: the quickest lunch there is.</li>
      </ul>
      <p>
        Cooked wraps keep for a day in an airtight box. Warm them for a few seconds on each side on a tawa before
        filling, and they will be as soft as when they were made.
      </p>
    </>
  );
}
