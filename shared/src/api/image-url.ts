import { shop } from 'shared/config/shop';
import { comboImagePath, productImagePath } from 'shared/contracts/storage-paths';
import { imageWidthFiles } from 'shared/contracts/uploaded-images';

export const productImageUrl = (productId: number, image: string) => shop.apiBase + productImagePath(productId, image);

export const comboImageUrl = (comboId: number, image: string) => shop.apiBase + comboImagePath(comboId, image);

/** The `srcset` of an image uploaded through the back office; undefined for one stored at one width only. */
function srcSet(urlOf: (file: string) => string, image: string): string | undefined {
  const files = imageWidthFiles(image);
  if (files.length === 0) return undefined;
  return files.map(({ file, width }) => `${urlOf(file)} ${width}w`).join(', ');
}

export const productImageSrcSet = (productId: number, image: string) =>
  srcSet((file) => productImageUrl(productId, file), image);

export const comboImageSrcSet = (comboId: number, image: string) =>
  srcSet((file) => comboImageUrl(comboId, file), image);

/** `sizes` of the images that `srcset` offers widths for, by where the storefront shows them. */
export const IMAGE_SIZES = {
  /** a card of the product grid: columns of at least 15rem inside the 1200px page */
  card: '(min-width: 1200px) 300px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw',
  /** the main image of a product or combo page: half the page from the mobile breakpoint */
  detail: '(min-width: 1200px) 600px, (min-width: 768px) 50vw, 100vw',
  /** the how-to-use picture, at most 28rem wide */
  howToUse: '(min-width: 480px) 448px, 100vw',
} as const;
