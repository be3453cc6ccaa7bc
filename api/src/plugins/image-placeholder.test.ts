import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildApp } from '../app.ts';
import { ImageDrawing } from '../db/seed/image-drawing.ts';
import { openTestDatabase } from '../test/test-shop.ts';

test('a missing image answers a placeholder only while the drawing is under way, as health says', async (t) => {
  const database = await openTestDatabase();
  const storageDir = await mkdtemp(join(tmpdir(), 'hg-placeholder-'));
  const imageDrawing = new ImageDrawing();
  const app = await buildApp({ db: database.db, storageDir, imageDrawing });
  t.after(async () => {
    await app.close();
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  });
  let finishDrawing: () => void = () => undefined;
  imageDrawing.start(() => new Promise<void>((resolve) => (finishDrawing = resolve)));

  const during = await app.inject({ method: 'GET', url: '/storage/product/1/ragi-front.webp' });
  assert.equal(during.statusCode, 200);
  assert.equal(during.headers['content-type'], 'image/webp');
  assert.equal(during.headers['cache-control'], 'no-store');
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  assert.deepEqual(health.json(), { status: true, data: { database: 'reachable', images: 'drawing' } });
  const elsewhere = await app.inject({ method: 'GET', url: '/api/no-such-route' });
  assert.equal(elsewhere.statusCode, 404);

  finishDrawing();
  await imageDrawing.stop();
  const afterwards = await app.inject({ method: 'GET', url: '/storage/product/1/ragi-front.webp' });
  assert.equal(afterwards.statusCode, 404);
  assert.deepEqual(afterwards.json(), { status: false, message: 'Not found.' });
  const healthAfter = await app.inject({ method: 'GET', url: '/api/health' });
  assert.deepEqual(healthAfter.json(), { status: true, data: { database: 'reachable' } });
});

test('closing the shop stops the drawing between two images', async () => {
  const database = await openTestDatabase();
  const storageDir = await mkdtemp(join(tmpdir(), 'hg-placeholder-'));
  const imageDrawing = new ImageDrawing();
  const app = await buildApp({ db: database.db, storageDir, imageDrawing });
  let stoppedBy: AbortSignal | undefined;
  imageDrawing.start(
    (signal) =>
      new Promise<void>((resolve) => {
        stoppedBy = signal;
        signal.addEventListener('abort', () => resolve());
      }),
  );
  await app.close();
  assert.equal(stoppedBy?.aborted, true);
  assert.equal(imageDrawing.underWay, false);
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
});
