import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import Fastify from 'fastify';
import sharp from 'sharp';
import { imageWidthFiles } from 'shared/contracts/uploaded-images';
import { encodeShopImage, encodeThumbnail } from './encode-image.ts';
import { imageStorage } from './image-storage.ts';
import { UploadedFile } from './uploaded-file.ts';

let storageDir: string;
before(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'hg-uploads-'));
});
after(() => rm(storageDir, { recursive: true, force: true }));

const storage = () => imageStorage(storageDir, 'product_combo', Fastify().log);

/** A photo taken sideways: 600 × 300 pixels stored, EXIF orientation 6 (turn 90° clockwise to show). */
const sidewaysPhoto = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: '#336699' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam' } })
    .toBuffer();

test('an image is turned upright and stored at every width without its metadata', async () => {
  const encoded = await encodeShopImage(new UploadedFile('image', 'side.jpg', await sidewaysPhoto()));
  assert.deepEqual(
    encoded.variants.map((variant) => variant.suffix),
    ['-320w', '-640w', ''],
  );
  const widest = await sharp(encoded.variants[2]!.bytes).metadata();
  assert.equal(widest.format, 'webp');
  // upright: 300 wide and 600 tall, not enlarged past the source
  assert.deepEqual([widest.width, widest.height], [300, 600]);
  assert.equal(widest.exif, undefined);
  assert.equal(widest.orientation, undefined);
  const thumbnail = await encodeThumbnail(new UploadedFile('thumbnail', '', await sidewaysPhoto()));
  assert.equal((await sharp(thumbnail.variants[0]!.bytes).metadata()).width, 200);
});

test('a file named as an image but holding none is refused by its content; the field names it when the file has no name', async () => {
  await assert.rejects(encodeShopImage(new UploadedFile('image', '', Buffer.from('GIF89a but not really'))), {
    statusCode: 400,
    message: 'image is not an image.',
  });
});

test('a failed write removes every file its batch stored, and the folder it made', async () => {
  const encoded = await encodeThumbnail(new UploadedFile('image', 'a.png', await sidewaysPhoto()));
  await assert.rejects(
    storage().withBatch(async (batch) => {
      await batch.store(41, encoded);
      throw new Error('the transaction failed');
    }),
    /the transaction failed/,
  );
  assert.deepEqual(await readdir(join(storageDir, 'product_combo')), []);
});

test('removing a stored image removes each of its widths and nothing else', async () => {
  const encoded = await encodeShopImage(new UploadedFile('image', 'a.jpg', await sidewaysPhoto()));
  const [kept, removed] = await storage().withBatch(async (batch) => [
    await batch.store(42, encoded),
    await batch.store(42, encoded),
  ]);
  assert.ok(kept && removed);
  await storage().remove(42, [removed, '../../escape.webp']);
  assert.deepEqual(
    (await readdir(join(storageDir, 'product_combo', '42'))).sort(),
    imageWidthFiles(kept)
      .map(({ file }) => file)
      .sort(),
  );
});
