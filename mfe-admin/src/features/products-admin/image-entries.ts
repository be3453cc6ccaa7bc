import { emptyImage, withoutEntry, type ImageEntry } from './product-form-state.ts';

/** Exactly one image is the default; choosing one clears the others. */
export const chooseDefaultImage = (images: ImageEntry[], index: number): ImageEntry[] =>
  images.map((image, position) => ({ ...image, isDefault: position === index }));

export const addImage = (images: ImageEntry[]): ImageEntry[] => [...images, emptyImage()];

/** Removes an image (never the last); when it was the default, the first left takes over. */
export function removeImage(images: ImageEntry[], index: number): ImageEntry[] {
  const left = withoutEntry(images, index);
  return left.some((image) => image.isDefault) ? left : chooseDefaultImage(left, 0);
}

/** The images in the order they are sent: the default first. */
export const defaultImageFirst = (images: ImageEntry[]): ImageEntry[] => [
  ...images.filter((image) => image.isDefault),
  ...images.filter((image) => !image.isDefault),
];
