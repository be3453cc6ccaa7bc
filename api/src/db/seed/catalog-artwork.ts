import { comboSvg, howToUseSvg, pouchBackSvg, pouchFrontSvg, servingBowlSvg } from './product-artwork.ts';
import { type SeedCombo, type SeedProduct, seedCombos, seedProducts } from './seed-catalog-data.ts';

export const fullImageSize = 800;
export const thumbnailSize = 200;

const productViews = [
  { view: 'front', draw: pouchFrontSvg },
  { view: 'bowl', draw: servingBowlSvg },
  { view: 'back', draw: pouchBackSvg },
] as const;

/** The image rows of a seeded product, default (the pouch front) first. */
export const productImageFiles = (product: SeedProduct) =>
  productViews.map(({ view }, index) => ({
    image: `${product.slug}-${view}.webp`,
    thumbnail: `${product.slug}-${view}-thumb.webp`,
    isDefault: index === 0 ? 1 : 0,
  }));

export const howToUseImageFile = (product: SeedProduct) => `${product.slug}-how-to-use.webp`;

export const comboImageFile = (combo: SeedCombo) => `${combo.slug}.webp`;

export type Artwork = { size: number; svg: () => string };

/** Every seeded image by file name, so a missing file can be drawn again from its name. */
export function seedArtworkByFile(): Map<string, Artwork> {
  const artwork = new Map<string, Artwork>();
  for (const product of seedProducts) {
    productViews.forEach(({ draw }, index) => {
      const files = productImageFiles(product)[index]!;
      artwork.set(files.image, { size: fullImageSize, svg: () => draw(product) });
      artwork.set(files.thumbnail, { size: thumbnailSize, svg: () => draw(product) });
    });
    artwork.set(howToUseImageFile(product), { size: fullImageSize, svg: () => howToUseSvg(product, product.howToUse) });
  }
  for (const combo of seedCombos) {
    const products = combo.items.map((item) => seedProducts.find((product) => product.slug === item.productSlug)!);
    artwork.set(comboImageFile(combo), { size: fullImageSize, svg: () => comboSvg(combo, products) });
  }
  return artwork;
}
