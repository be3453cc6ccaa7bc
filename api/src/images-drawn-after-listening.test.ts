import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { type ShopProcess, startShopProcess } from '../../scripts/testing/shop-process.ts';
import { openDatabase } from './db/open-database.ts';
import { productImages } from './db/schema.ts';
import { seedCatalog } from './db/seed/seed-catalog.ts';
import { emptyPostgres, onPostgres, testDatabaseUrl } from './test/test-shop.ts';

/** Copies of each seeded product (off sale), each with the seeded images: a restored catalogue of about 1,700 images. */
const COPIES = 60;

let shop: ShopProcess | undefined;
let dataDir = '';
after(async () => {
  await shop?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A restored database: a catalogue whose image rows name files its storage (empty here) does not hold. */
async function restoredDatabase(): Promise<string> {
  if (onPostgres) await emptyPostgres(testDatabaseUrl());
  const database = await openDatabase(
    onPostgres ? { kind: 'postgres', url: testDatabaseUrl() } : { kind: 'pglite', dataDir: join(dataDir, 'pgdata') },
  );
  try {
    await seedCatalog(database.db);
    await database.db.execute(sql`
      insert into products (name, slug, product_status, how_to_use_image)
      select p.name || ' ' || copy, p.slug || '-copy-' || copy, 0, p.how_to_use_image
      from products p cross join generate_series(1, ${COPIES}) copy`);
    await database.db.execute(sql`
      insert into product_images (product_id, image, thumbnail, is_default)
      select c.id, i.image, i.thumbnail, i.is_default
      from product_images i join products p on p.id = i.product_id
      cross join generate_series(1, ${COPIES}) copy join products c on c.slug = p.slug || '-copy-' || copy`);
    const [image] = await database.db
      .select({ productId: productImages.productId, image: productImages.image })
      .from(productImages)
      .orderBy(productImages.id)
      .limit(1);
    return `/storage/product/${image!.productId}/${image!.image}`;
  } finally {
    await database.close();
  }
}

test('a start whose images are missing answers at once, says it draws them, and serves a placeholder meanwhile', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hg-images-at-start-'));
  const missingImage = await restoredDatabase();
  // resolves once /api/health answers: before the drawing of some 1,700 images ends
  shop = await startShopProcess({
    command: [process.execPath, '--import', 'tsx', 'api/src/server.ts'],
    tempDirPrefix: 'hg-images-at-start-',
    env: () => ({
      RENDER_THREADS: '0',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@images.example',
      ADMIN_PASSWORD: 'images-at-start-password',
      ...(onPostgres ? { DATABASE_URL: testDatabaseUrl() } : {}),
    }),
    startupTimeoutMs: 90_000,
  });
  const health = () => fetch(`${shop!.baseURL}/api/health`).then((response) => response.json());
  assert.deepEqual(await health(), { status: true, data: { database: 'reachable', images: 'drawing' } });

  const image = await fetch(`${shop.baseURL}${missingImage}`);
  assert.equal(image.status, 200);
  assert.equal(image.headers.get('content-type'), 'image/webp');
  assert.equal(image.headers.get('cache-control'), 'no-store');
  assert.ok((await image.arrayBuffer()).byteLength > 0);
  // the placeholder was served while the drawing went on
  assert.deepEqual(await health(), { status: true, data: { database: 'reachable', images: 'drawing' } });

  const notAnImage = await fetch(`${shop.baseURL}/api/no-such-route`);
  assert.equal(notAnImage.status, 404);
});
