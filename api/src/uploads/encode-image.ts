import sharp, { type SharpOptions } from 'sharp';
import { THUMBNAIL_WIDTH, UPLOADED_IMAGE_WIDTHS } from 'shared/contracts/uploaded-images';
import { ShopError } from '../shop-error.ts';
import type { UploadedFile } from './uploaded-file.ts';

/** An image re-encoded for storage: one WebP per width, the widest under the plain name (suffix ''). */
export type EncodedImage = { variants: { suffix: string; bytes: Buffer }[] };

/** What libvips decodes that a browser shows as a photo; SVG, PDF and the rest are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

/**
 * A 5 MB file can still claim tens of megapixels (a 300 KB PNG of 6300 × 6300 at 16 bits took 3 s to encode);
 * 25 fits a 24-megapixel camera's photo, and the widest stored width is 1024 pixels anyway.
 */
export const MAX_IMAGE_MEGAPIXELS = 25;
const MAX_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
const decoding: SharpOptions = { limitInputPixels: MAX_PIXELS, pages: 1 };

const notAnImage = (file: UploadedFile) => new ShopError(400, `${file.label} is not an image.`);

/**
 * The image's pixel count, from its header alone (nothing decoded yet): a file that is no image of the accepted
 * formats, or has more than `MAX_IMAGE_MEGAPIXELS`, is refused here, before it costs anything.
 */
export async function imagePixels(file: UploadedFile): Promise<number> {
  let metadata;
  try {
    // without limitInputPixels: with it, an image over the limit fails here as if it were no image at all
    metadata = await sharp(file.bytes, { pages: 1 }).metadata();
  } catch {
    throw notAnImage(file);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ShopError(400, `${file.label} is not a JPEG, PNG, WebP, GIF or AVIF image.`);
  }
  const pixels = metadata.width * metadata.height;
  if (pixels > MAX_PIXELS) {
    throw new ShopError(
      400,
      `${file.label} has more than ${MAX_IMAGE_MEGAPIXELS} megapixels (${metadata.width} × ${metadata.height}).`,
    );
  }
  return pixels;
}

/**
 * Decodes the file (its name and declared type say nothing) and re-encodes it as WebP at each width, turned
 * upright by its EXIF orientation and never enlarged. The output carries no metadata (sharp's default): no
 * EXIF, GPS or camera data leaves the shop.
 */
async function encodeAtWidths(file: UploadedFile, widths: readonly number[]): Promise<EncodedImage> {
  await imagePixels(file);
  const widest = Math.max(...widths);
  try {
    const upright = sharp(file.bytes, decoding).rotate();
    const variants = [];
    for (const width of widths) {
      const bytes = await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer();
      variants.push({ suffix: width === widest ? '' : `-${width}w`, bytes });
    }
    return { variants };
  } catch {
    // the header decoded but the pixels did not: a truncated or corrupt file
    throw notAnImage(file);
  }
}

/** A product, how-to-use or combo image, at every width the storefront's `srcset` offers. */
export const encodeShopImage = (file: UploadedFile) => encodeAtWidths(file, UPLOADED_IMAGE_WIDTHS);

export const encodeThumbnail = (file: UploadedFile) => encodeAtWidths(file, [THUMBNAIL_WIDTH]);
