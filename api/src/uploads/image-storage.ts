import { randomBytes } from 'node:crypto';
import { mkdir, rm, rmdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { imageWidthFiles } from 'shared/contracts/uploaded-images';
import type { EncodedImage } from './encode-image.ts';

/** The folders of DATA_DIR/storage that the shop serves at /storage/{folder}/{id}/{image}. */
export type ImageFolder = 'product' | 'product_combo';

/** Stores encoded images; names them itself, so a client's file name never reaches the disk. */
export type ImageBatch = {
  /** Writes every width of the image into the owner's folder and answers its stored name. */
  store: (ownerId: number, image: EncodedImage) => Promise<string>;
};

export type ImageStorage = {
  /**
   * Runs a write to the catalogue (its database transaction) with a batch to store images in: when the
   * write fails, every file it stored is removed again, so a failed save leaves no orphan file.
   */
  withBatch: <T>(work: (batch: ImageBatch) => Promise<T>) => Promise<T>;
  /** Removes stored images (every width of each); a failure is logged, as the write it follows has committed. */
  remove: (ownerId: number, images: string[]) => Promise<void>;
};

/** Every file of a stored image: its widths for an upload, itself for a seeded one. */
const filesOf = (image: string) => {
  const widths = imageWidthFiles(image).map(({ file }) => file);
  return widths.length > 0 ? widths : [image];
};

/** A stored name is ours or the seed's and never a path; this guards the removal against a row edited by hand. */
const isPlainName = (name: string) => name === basename(name) && !name.startsWith('.');

export function imageStorage(storageDir: string, folder: ImageFolder, log: FastifyBaseLogger): ImageStorage {
  const ownerDirectory = (ownerId: number) => join(storageDir, folder, String(ownerId));

  return {
    async withBatch(work) {
      const written: string[] = [];
      const batch: ImageBatch = {
        async store(ownerId, image) {
          const directory = ownerDirectory(ownerId);
          await mkdir(directory, { recursive: true });
          const name = randomBytes(16).toString('hex');
          for (const { suffix, bytes } of image.variants) {
            const path = join(directory, `${name}${suffix}.webp`);
            await writeFile(path, bytes, { flag: 'wx' });
            written.push(path);
          }
          return `${name}.webp`;
        },
      };
      try {
        return await work(batch);
      } catch (error) {
        await Promise.all(written.map((path) => rm(path, { force: true })));
        // a folder made for a product that was never saved goes too; one holding other files stays
        await Promise.all(
          [...new Set(written.map((path) => dirname(path)))].map((dir) => rmdir(dir).catch(() => undefined)),
        );
        throw error;
      }
    },

    async remove(ownerId, images) {
      const paths = images
        .filter(isPlainName)
        .flatMap((image) => filesOf(image).map((file) => join(ownerDirectory(ownerId), file)));
      const results = await Promise.allSettled(paths.map((path) => rm(path, { force: true })));
      results.forEach((result, index) => {
        if (result.status === 'rejected')
          log.warn({ err: result.reason, path: paths[index] }, 'a deleted image could not be removed from storage');
      });
    },
  };
}
