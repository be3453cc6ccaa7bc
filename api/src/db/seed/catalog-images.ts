import { access, mkdir, rename } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Database } from '../open-database.ts';
import { productCombos, productImages, products } from '../schema.ts';
import { seedArtworkByFile } from './catalog-artwork.ts';

type StoredImage = { folder: 'product' | 'product_combo'; ownerId: number; file: string };

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function imagesReferencedByCatalog(db: Database): Promise<StoredImage[]> {
  const [imageRows, productRows, comboRows] = await Promise.all([
    db
      .select({ productId: productImages.productId, image: productImages.image, thumbnail: productImages.thumbnail })
      .from(productImages),
    db.select({ id: products.id, howToUseImage: products.howToUseImage }).from(products),
    db.select({ id: productCombos.id, image: productCombos.image }).from(productCombos),
  ]);
  return [
    ...imageRows.flatMap((row) => [
      { folder: 'product' as const, ownerId: row.productId, file: row.image },
      { folder: 'product' as const, ownerId: row.productId, file: row.thumbnail },
    ]),
    ...productRows.flatMap((row) =>
      row.howToUseImage ? [{ folder: 'product' as const, ownerId: row.id, file: row.howToUseImage }] : [],
    ),
    ...comboRows.map((row) => ({ folder: 'product_combo' as const, ownerId: row.id, file: row.image })),
  ];
}

/**
 * Draws every seeded catalogue image the database refers to but storage lacks
 * (a first start, or a partly wiped DATA_DIR). Images uploaded later are not ours to redraw. Stops between two
 * images once `signal` is aborted. Each image is written aside and renamed into place, since the shop serves
 * storage while it draws.
 */
export async function renderMissingCatalogImages(
  db: Database,
  storageDir: string,
  { signal, atOnce = availableParallelism() }: { signal?: AbortSignal; atOnce?: number } = {},
): Promise<number> {
  const artworkByFile = seedArtworkByFile();
  const images = await imagesReferencedByCatalog(db);
  let rendered = 0;
  // a few at a time: a restored catalogue of thousands drawn all at once holds every image in memory together
  const drawNext = async (): Promise<void> => {
    for (let image = images.pop(); image && !signal?.aborted; image = images.pop()) {
      const { folder, ownerId, file } = image;
      const artwork = artworkByFile.get(file);
      const directory = join(storageDir, folder, String(ownerId));
      const path = join(directory, file);
      if (!artwork || (await exists(path))) continue;
      await mkdir(directory, { recursive: true });
      const aside = `${path}.${process.pid}.drawing`;
      await sharp(Buffer.from(artwork.svg()))
        .resize(artwork.size, artwork.size)
        .webp({ quality: 78, effort: 4 })
        .toFile(aside);
      await rename(aside, path);
      rendered += 1;
    }
  };
  await Promise.all(Array.from({ length: atOnce }, drawNext));
  return rendered;
}
