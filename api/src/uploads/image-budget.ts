import { ShopError } from '../shop-error.ts';
import { imagePixels } from './encode-image.ts';
import type { UploadedFile } from './uploaded-file.ts';

/**
 * The pixels one form may bring in all, its thumbnails included: four 12-megapixel phone photos, or two at the
 * largest an image may be. A form takes 21 files, and decoding its pixels is what an upload costs (about a second
 * of CPU per 12 megapixels of a 16-bit PNG): past this it would hold the server for many seconds.
 */
export const MAX_FORM_MEGAPIXELS = 50;

export const FORM_PIXELS_EXCEEDED =
  `The images of one form may hold at most ${MAX_FORM_MEGAPIXELS} megapixels in all: ` +
  'send smaller images (the shop stores them at most 1024 pixels wide), or fewer at a time.';

/** Reads every image's header (nothing decoded) and refuses the form before any is encoded when they are too many pixels. */
export async function checkImageBudget(files: UploadedFile[]): Promise<void> {
  let pixels = 0;
  for (const file of files) pixels += await imagePixels(file);
  if (pixels > MAX_FORM_MEGAPIXELS * 1_000_000) throw new ShopError(400, FORM_PIXELS_EXCEEDED);
}
