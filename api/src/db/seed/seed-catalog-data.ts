import type { NutritionRow } from '../schema.ts';

/** The shop's real catalogue, written for Healthy Grains; prices in rupees. */

export type PackagingColours = { pouch: string; band: string; accent: string; background: string };

export type SeedProduct = {
  slug: string;
  name: string;
  /** a short line printed on the pack artwork */
  packLine: string;
  colours: PackagingColours;
  inStock: 0 | 1;
  isBestSeller: 0 | 1;
  prices: { weightUnit: string; price: number; discountedPrice: number }[];
  ingredients: string[];
  descriptions: string[];
  servingSize: string;
  servingPerContainer: string;
  nutrition: { title: string; columns: string[]; rows: NutritionRow[] }[];
  howToUse: string[];
  howToUseTip: string;
};

export type SeedCombo = {
  slug: string;
  name: string;
  comboPrice: number;
  isBestSeller: 0 | 1;
  items: { productSlug: string; weightUnit: string; discountedPrice: number }[];
};

const per100AndServing = (serving: string) => ['Per 100 g', `Per Serving (${serving})`];

const nutritionRows = (
  columns: string[],
  values: [label: string, per100: string, perServing: string][],
): NutritionRow[] =>
  values.map(([label, per100, perServing]) => ({
    label,
    values: { [columns[0]!]: per100, [columns[1]!]: perServing },
  }));

const flourColumns = per100AndServing('40 g');
const chillaColumns = per100AndServing('50 g');
const upmaColumns = per100AndServing('60 g');
const dosaColumns = per100AndServing('50 g');

export const seedProducts: SeedProduct[] = [
  {
    slug: 'multigrain-flour',
    name: 'Gluten-Free Multigrain Flour',
    packLine: 'Gluten-free atta',
    colours: { pouch: '#c98a2b', band: '#7a4b12', accent: '#f6d58b', background: '#fbf1dc' },
    inStock: 1,
    isBestSeller: 1,
    prices: [
      { weightUnit: '500 Gm', price: 199, discountedPrice: 179 },
      { weightUnit: '1 Kg', price: 379, discountedPrice: 339 },
      { weightUnit: '2 Kg', price: 729, discountedPrice: 649 },
    ],
    ingredients: [
      'Jowar (sorghum)',
      'Bajra (pearl millet)',
      'Ragi (finger millet)',
      'Brown rice',
      'Chana dal',
      'Flaxseed',
      'Psyllium husk',
    ],
    descriptions: [
      'Our everyday atta for soft rotis, parathas and theplas without a grain of wheat. Five millets and pulses are cleaned, lightly roasted and stone-ground in small batches, so the flour keeps its nutty aroma and its fibre.',
      'Psyllium husk does the binding that gluten usually does: the dough rolls out without cracking and the rotis stay soft in the casserole. Chana dal and flaxseed add protein and omega-3 to every meal.',
      'Milled and packed in a dedicated gluten-free unit in Karnataka. No maida, no preservatives, no added sugar.',
    ],
    servingSize: '40 g (about 2 rotis)',
    servingPerContainer: '12 (500 Gm pack)',
    nutrition: [
      {
        title: 'Nutritional Information',
        columns: flourColumns,
        rows: nutritionRows(flourColumns, [
          ['Energy', '362 kcal', '145 kcal'],
          ['Protein', '12.4 g', '5.0 g'],
          ['Carbohydrate', '68.5 g', '27.4 g'],
          ['Dietary Fibre', '10.2 g', '4.1 g'],
          ['Total Fat', '4.6 g', '1.8 g'],
          ['Sugar', '1.2 g', ''],
          ['Sodium', '8 mg', ''],
        ]),
      },
    ],
    howToUse: [
      'Take 2 cups of flour in a wide bowl and add a pinch of salt.',
      'Pour in about 1 cup of warm water little by little and knead into a soft dough.',
      'Cover and rest the dough for 10 minutes so the fibre absorbs the water.',
      'Roll into rotis between two sheets of butter paper, dusting with a little flour.',
      'Cook on a hot tawa until brown spots appear on both sides, then puff over the flame.',
    ],
    howToUseTip: 'Knead with warm water, not cold: the dough turns softer and the rotis do not crack.',
  },
  {
    slug: 'high-protein-chilla-mix',
    name: 'High-Protein Chilla Mix',
    packLine: '18 g protein per 100 g',
    colours: { pouch: '#3f8f4a', band: '#1f5327', accent: '#c8e6a0', background: '#eef7e4' },
    inStock: 1,
    isBestSeller: 1,
    prices: [
      { weightUnit: '250 Gm', price: 249, discountedPrice: 219 },
      { weightUnit: '500 Gm', price: 449, discountedPrice: 399 },
      { weightUnit: '1 Kg', price: 849, discountedPrice: 749 },
    ],
    ingredients: [
      'Moong dal',
      'Besan (chickpea flour)',
      'Jowar flour',
      'Ragi flour',
      'Dried spinach',
      'Cumin',
      'Ajwain',
      'Turmeric',
      'Rock salt',
    ],
    descriptions: [
      'A savoury pancake batter mix for busy mornings: whisk with water, pour, and a protein-rich breakfast is ready in five minutes. Moong dal and besan give 18 g of protein in every 100 g.',
      'Millets keep it light on the stomach and dried spinach, cumin and ajwain give it the taste of a chilla made at home. Add grated paneer, onions or tomatoes to make it your own.',
      'Gluten-free, with no baking soda and no preservatives.',
    ],
    servingSize: '50 g (2 chillas)',
    servingPerContainer: '10 (500 Gm pack)',
    nutrition: [
      {
        title: 'Nutritional Information',
        columns: chillaColumns,
        rows: nutritionRows(chillaColumns, [
          ['Energy', '348 kcal', '174 kcal'],
          ['Protein', '18.2 g', '9.1 g'],
          ['Carbohydrate', '55.6 g', '27.8 g'],
          ['Dietary Fibre', '9.4 g', '4.7 g'],
          ['Total Fat', '3.9 g', '2.0 g'],
          ['Sugar', '', ''],
          ['Sodium', '410 mg', '205 mg'],
        ]),
      },
    ],
    howToUse: [
      'Mix 1 cup of chilla mix with about ¾ cup of water into a smooth, pourable batter.',
      'Rest the batter for 5 minutes; add chopped onion, tomato or grated paneer if you like.',
      'Heat a non-stick tawa, grease lightly and pour a ladle of batter, spreading it in a circle.',
      'Cook on medium heat for 2 minutes on each side until golden, and serve hot with green chutney.',
    ],
    howToUseTip: 'For crisp edges keep the batter a little thin and the tawa hot before you pour.',
  },
  {
    slug: 'millet-upma-mix',
    name: 'Millet Upma Mix',
    packLine: 'Ready in 10 minutes',
    colours: { pouch: '#d4572a', band: '#8a2f12', accent: '#ffd3a8', background: '#fdeee4' },
    inStock: 1,
    isBestSeller: 1,
    prices: [
      { weightUnit: '250 Gm', price: 199, discountedPrice: 179 },
      { weightUnit: '500 Gm', price: 379, discountedPrice: 339 },
      { weightUnit: '1 Kg', price: 699, discountedPrice: 629 },
    ],
    ingredients: [
      'Foxtail millet rava',
      'Little millet rava',
      'Roasted chana dal',
      'Urad dal',
      'Curry leaves',
      'Mustard seeds',
      'Green chilli',
      'Ginger',
      'Cold-pressed groundnut oil',
      'Rock salt',
    ],
    descriptions: [
      'Classic South Indian upma made with foxtail and little millet instead of semolina. The rava is pre-roasted with the tempering of mustard, urad dal and curry leaves, so all it needs is boiling water.',
      'Millets release their energy slowly, which keeps you full through the morning, and roasted chana dal adds a gentle crunch and extra protein.',
      'Naturally gluten-free; no MSG, no artificial colour and no preservatives.',
    ],
    servingSize: '60 g (1 bowl)',
    servingPerContainer: '8 (500 Gm pack)',
    nutrition: [
      {
        title: 'Nutritional Information',
        columns: upmaColumns,
        rows: nutritionRows(upmaColumns, [
          ['Energy', '385 kcal', '231 kcal'],
          ['Protein', '11.8 g', '7.1 g'],
          ['Carbohydrate', '63.2 g', '37.9 g'],
          ['Dietary Fibre', '7.6 g', '4.6 g'],
          ['Total Fat', '9.1 g', '5.5 g'],
          ['Sugar', '0.9 g', ''],
          ['Sodium', '520 mg', '312 mg'],
        ]),
      },
    ],
    howToUse: [
      'Bring 2½ cups of water to a boil in a kadhai with a teaspoon of ghee or oil.',
      'Add 1 cup of upma mix slowly while stirring, so no lumps form.',
      'Cover and cook on low heat for 5 to 6 minutes until the water is absorbed.',
      'Fluff with a fork, squeeze in some lemon and garnish with coriander.',
    ],
    howToUseTip: 'Stir in a handful of peas, carrots or beans with the boiling water for a complete one-bowl meal.',
  },
  {
    slug: 'ragi-dosa-mix',
    name: 'Ragi Dosa Mix',
    packLine: 'No fermentation needed',
    colours: { pouch: '#7b3f61', band: '#4a1f39', accent: '#e8c1d6', background: '#f6e9f0' },
    inStock: 0,
    isBestSeller: 0,
    prices: [
      { weightUnit: '500 Gm', price: 299, discountedPrice: 269 },
      { weightUnit: '1 Kg', price: 549, discountedPrice: 499 },
    ],
    ingredients: ['Ragi flour', 'Rice flour', 'Urad dal flour', 'Fenugreek', 'Rock salt'],
    descriptions: [
      'Instant ragi dosa without soaking or grinding: mix, rest for ten minutes and make thin, lacy dosas rich in calcium and iron.',
      "Back in stock soon. We make this mix in small batches after the ragi harvest, and the new season's grain is on its way to the mill.",
    ],
    servingSize: '50 g (2 dosas)',
    servingPerContainer: '10 (500 Gm pack)',
    nutrition: [
      {
        title: 'Nutritional Information',
        columns: dosaColumns,
        rows: nutritionRows(dosaColumns, [
          ['Energy', '', ''],
          ['Protein', '', ''],
          ['Carbohydrate', '', ''],
          ['Dietary Fibre', '', ''],
          ['Total Fat', '', ''],
        ]),
      },
    ],
    howToUse: [
      'Whisk 1 cup of dosa mix with 1¼ cups of water into a thin batter.',
      'Rest the batter for 10 minutes.',
      'Pour onto a hot tawa from the outside in, drizzle oil and cook until crisp.',
    ],
    howToUseTip: 'Stir the batter before every dosa: ragi settles at the bottom of the bowl.',
  },
];

export const seedCombos: SeedCombo[] = [
  {
    slug: 'breakfast-combo',
    name: 'Breakfast Combo',
    comboPrice: 699,
    isBestSeller: 1,
    items: [
      { productSlug: 'high-protein-chilla-mix', weightUnit: '500 Gm', discountedPrice: 379 },
      { productSlug: 'millet-upma-mix', weightUnit: '500 Gm', discountedPrice: 320 },
    ],
  },
  {
    slug: 'family-pack',
    name: 'Family Pack',
    comboPrice: 999,
    isBestSeller: 1,
    items: [
      { productSlug: 'multigrain-flour', weightUnit: '1 Kg', discountedPrice: 319 },
      { productSlug: 'high-protein-chilla-mix', weightUnit: '500 Gm', discountedPrice: 369 },
      { productSlug: 'millet-upma-mix', weightUnit: '500 Gm', discountedPrice: 311 },
    ],
  },
];
