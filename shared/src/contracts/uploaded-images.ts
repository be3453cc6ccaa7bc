/**
 * Images uploaded through the back office are stored as WebP at a few widths under one generated name
 * (`{32 hex}.webp` is the widest; `{32 hex}-{width}w.webp` the narrower ones), so the storefront can offer
 * them in `srcset`. Seeded images and thumbnails have one width only. Plain functions, no schema library.
 */

/** The widths of an uploaded product, how-to-use or combo image; the last one is the stored name itself. */
export const UPLOADED_IMAGE_WIDTHS = [320, 640, 1024] as const;

/** An uploaded thumbnail's one width. */
export const THUMBNAIL_WIDTH = 200;

const generatedName = /^([0-9a-f]{32})\.webp$/;

const widestWidth = UPLOADED_IMAGE_WIDTHS[UPLOADED_IMAGE_WIDTHS.length - 1]!;

/** The file of an uploaded image at one of `UPLOADED_IMAGE_WIDTHS`. */
export function imageFileAtWidth(image: string, width: number): string {
  const base = generatedName.exec(image)?.[1];
  if (!base || width === widestWidth) return image;
  return `${base}-${width}w.webp`;
}

/**
 * The files of an image for `srcset`, narrowest first; empty for an image stored at one width only.
 * A source narrower than a width is not enlarged: that file is as wide as the source, which the browser tolerates.
 */
export function imageWidthFiles(image: string): { file: string; width: number }[] {
  if (!generatedName.test(image)) return [];
  return UPLOADED_IMAGE_WIDTHS.map((width) => ({ file: imageFileAtWidth(image, width), width }));
}
