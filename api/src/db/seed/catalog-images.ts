import { access, mkdir } from 'node:fs/promises';
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
 * (a first start, or a partly wiped DATA_DIR). Images uploaded later are not ours to redraw.
 */
export async function renderMissingCatalogImages(db: Database, storageDir: string): Promise<number> {
  const artworkByFile = seedArtworkByFile();
  let rendered = 0;
  await Promise.all(
    (await imagesReferencedByCatalog(db)).map(async ({ folder, ownerId, file }) => {
      const artwork = artworkByFile.get(file);
      const directory = join(storageDir, folder, String(ownerId));
      const path = join(directory, file);
      if (!artwork || (await exists(path))) return;
      await mkdir(directory, { recursive: true });
      await sharp(Buffer.from(artwork.svg()))
        .resize(artwork.size, artwork.size)
        .webp({ quality: 78, effort: 4 })
        .toFile(path);
      rendered += 1;
    }),
  );
  return rendered;
}
