import type {
  Combo,
  ComboSummary,
  NutritionTable,
  Product,
  ProductImage,
  ProductPrice,
  ProductSummary,
} from 'shared/contracts/catalog';

let lastId = 100;
const nextId = () => ++lastId;

export const anImage = (image: Partial<ProductImage> = {}): ProductImage => {
  const id = image.id ?? nextId();
  return { id, image: `pack-${id}.webp`, thumbnail: `pack-${id}-thumb.webp`, is_default: 0, ...image };
};

export const aPrice = (price: Partial<ProductPrice> = {}): ProductPrice => ({
  id: nextId(),
  weight_unit: '500 Gm',
  price: 449,
  discounted_price: 399,
  ...price,
});

export const aNutritionTable = (table: Partial<NutritionTable> = {}): NutritionTable => ({
  id: nextId(),
  title: 'Nutritional Information',
  columns: ['Per 100 g', 'Per Serving (50 g)'],
  rows: [
    { label: 'Energy', values: { 'Per 100 g': '348 kcal', 'Per Serving (50 g)': '174 kcal' } },
    { label: 'Protein', values: { 'Per 100 g': '18.2 g', 'Per Serving (50 g)': '9.1 g' } },
  ],
  ...table,
});

export const aProductSummary = (product: Partial<ProductSummary> = {}): ProductSummary => ({
  id: nextId(),
  name: 'High-Protein Chilla Mix',
  in_stock: 1,
  is_best_seller: 0,
  images: [anImage({ is_default: 1 })],
  prices: [aPrice({ weight_unit: '250 Gm', price: 249, discounted_price: 219 }), aPrice()],
  ...product,
});

export const aProduct = (product: Partial<Product> = {}): Product => ({
  ...aProductSummary(),
  ingredients: [
    { id: nextId(), ingredient: 'Moong dal' },
    { id: nextId(), ingredient: 'Jowar flour' },
  ],
  descriptions: [{ id: nextId(), description: 'A savoury pancake batter mix for busy mornings.' }],
  nutritional_information: [aNutritionTable()],
  serving_size: '50 g (2 chillas)',
  serving_per_container: '10 (500 Gm pack)',
  how_to_use: [
    { id: nextId(), step_order: 1, step_details: 'Mix 1 cup of chilla mix with ¾ cup of water.' },
    { id: nextId(), step_order: 2, step_details: 'Cook on a hot tawa for 2 minutes on each side.' },
  ],
  how_to_use_image: null,
  how_to_use_tip: 'Keep the tawa hot before you pour.',
  ...product,
});

export const aComboSummary = (combo: Partial<ComboSummary> = {}): ComboSummary => ({
  id: nextId(),
  name: 'Breakfast Combo',
  image: 'breakfast-combo.webp',
  combo_price: 699,
  is_best_seller: 0,
  combo_items: [],
  ...combo,
});

/** A combo holding the given products in full. */
export const aCombo = (products: Product[], combo: Partial<Omit<Combo, 'combo_items'>> = {}): Combo => ({
  ...aComboSummary(combo),
  combo_items: products.map((product) => ({ id: nextId(), product })),
});
