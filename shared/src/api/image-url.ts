import { shop } from 'shared/config/shop';
import { comboImagePath, productImagePath } from 'shared/contracts/storage-paths';
import { imageWidthFiles } from 'shared/contracts/uploaded-images';

export const productImageUrl = (productId: number, image: string) => shop.apiBase + productImagePath(productId, image);

export const comboImageUrl = (comboId: number, image: string) => shop.apiBase + comboImagePath(comboId, image);

/** `sizes` of the images that `srcset` offers widths for, by where the storefront shows them. */
const IMAGE_SIZES = {
  /** a card of the product grid: columns of at least 15rem inside the 1200px page */
  card: '(min-width: 1200px) 300px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw',
  /** the main image of a product or combo page: half the page from the mobile breakpoint */
  detail: '(min-width: 1200px) 600px, (min-width: 768px) 50vw, 100vw',
  /** the how-to-use picture, at most 28rem wide */
  howToUse: '(min-width: 480px) 448px, 100vw',
} as const;

export type ImagePlace = keyof typeof IMAGE_SIZES;

/** The source attributes of an `<img>`. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * An image uploaded through the back office is offered at each of its widths, with the `sizes` of the place it is
 * shown in; one stored at one width only (the seeded ones) has its `src` alone, since `sizes` without `srcset` is
 * not valid HTML.
 */
function imageSources(urlOf: (file: string) => string, image: string, place: ImagePlace): ImageSources {
  const files = imageWidthFiles(image);
  if (files.length === 0) return { src: urlOf(image) };
  return {
    src: urlOf(image),
    srcSet: files.map(({ file, width }) => `${urlOf(file)} ${width}w`).join(', '),
    sizes: IMAGE_SIZES[place],
  };
}

export const productImageSources = (productId: number, image: string, place: ImagePlace) =>
  imageSources((file) => productImageUrl(productId, file), image, place);

export const comboImageSources = (comboId: number, image: string, place: ImagePlace) =>
  imageSources((file) => comboImageUrl(comboId, file), image, place);
