import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../app.ts';
import { get } from '../test/requests.ts';
import { startTestShop, type TestShop } from '../test/test-shop.ts';

const immutable = 'public, max-age=31536000, immutable';
const shellIndex = '<!doctype html><title>Healthy Grains</title><script src="/main.0123abcd89.js"></script>';

let frontEndRoot: string;
let unbuiltRoot: string;
let shop: TestShop;
let unbuiltShop: FastifyInstance;

async function writeFiles(root: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

/** What the build writes beside a text file: its brotli and gzip copies (their bytes do not matter here). */
const compressedCopies = (paths: string[]) =>
  Object.fromEntries(paths.flatMap((path) => [`${path}.br`, `${path}.gz`].map((copy) => [copy, `bytes of ${copy}`])));

before(async () => {
  frontEndRoot = await mkdtemp(join(tmpdir(), 'hg-front-ends-'));
  await writeFiles(frontEndRoot, {
    'shell/dist/index.html': shellIndex,
    'shell/dist/main.0123abcd89.js': 'console.log("shell");',
    'shell/dist/favicon.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>',
    'shell/dist/share-image.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="9" height="9"/></svg>',
    'shell/dist/remotes.json': '{"stale":"copy in dist"}',
    'mfe-catalog/dist/remoteEntry.js': 'var catalog = {};',
    'mfe-catalog/dist/mf-manifest.json': '{"name":"catalog"}',
    'mfe-catalog/dist/static/js/product-page.4f5e6d7c8b.js': 'export default 1;',
    'mfe-catalog/dist/static/css/product-page.4f5e6d7c8b.css': 'body{}',
    'mfe-catalog/dist/static/js/vendor.9a8b7c6d5e.js': 'export const grains = ["jowar", "bajra", "ragi"];\n'.repeat(
      200,
    ),
    'mfe-account/dist/remoteEntry.js': 'var account = {};',
    'mfe-account/dist/remoteEntry.js.br': 'brotli bytes made by the build',
    ...compressedCopies([
      'shell/dist/main.0123abcd89.js',
      'mfe-catalog/dist/static/js/product-page.4f5e6d7c8b.js',
      'mfe-catalog/dist/remoteEntry.js',
      'mfe-catalog/dist/mf-manifest.json',
    ]),
    'remotes.json': '{"catalog":"/mfe/mfe-catalog/mf-manifest.json"}',
  });
  shop = await startTestShop({
    images: true,
    frontEnds: { frontEndRoot, remotesFile: join(frontEndRoot, 'remotes.json') },
  });

  unbuiltRoot = await mkdtemp(join(tmpdir(), 'hg-unbuilt-'));
  unbuiltShop = await buildApp({
    db: shop.db,
    storageDir: shop.storageDir,
    frontEnds: { frontEndRoot: unbuiltRoot, remotesFile: join(unbuiltRoot, 'remotes.json') },
  });
});

after(async () => {
  await unbuiltShop.close();
  await shop.close();
  await rm(frontEndRoot, { recursive: true, force: true });
  await rm(unbuiltRoot, { recursive: true, force: true });
});

test("/ serves the shell's index.html, never cached", async () => {
  const response = await get(shop, '/');
  assert.equal(response.statusCode, 200);
  assert.equal(response.body, shellIndex);
  assert.equal(response.headers['cache-control'], 'no-cache');
});

test('a content-hashed file is cached for a year as immutable', async () => {
  for (const url of [
    '/main.0123abcd89.js',
    '/mfe/mfe-catalog/static/js/product-page.4f5e6d7c8b.js',
    '/mfe/mfe-catalog/static/css/product-page.4f5e6d7c8b.css',
  ]) {
    const response = await get(shop, url);
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.headers['cache-control'], immutable, url);
  }
});

test('a file keeps its caching in every encoding: hashed ones immutable, entries and manifests revalidated', async () => {
  const cacheControlOf = {
    '/main.0123abcd89.js': immutable,
    '/mfe/mfe-catalog/static/js/product-page.4f5e6d7c8b.js': immutable,
    '/mfe/mfe-catalog/remoteEntry.js': 'no-cache',
    '/mfe/mfe-catalog/mf-manifest.json': 'no-cache',
  };
  for (const [url, cacheControl] of Object.entries(cacheControlOf)) {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await get(shop, url, { 'accept-encoding': encoding });
      assert.equal(response.statusCode, 200, `${url} (${encoding})`);
      assert.equal(response.headers['content-encoding'] ?? 'identity', encoding, url);
      assert.equal(response.headers['cache-control'], cacheControl, `${url} (${encoding})`);
    }
  }
});

test('/favicon.ico answers the shop’s icon: an ICO file holding a 32 px PNG', async () => {
  const response = await get(shop, '/favicon.ico');
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-type'], 'image/x-icon');
  const ico = response.rawPayload;
  assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)], [0, 1, 1]);
  const png = ico.subarray(ico.readUInt32LE(18));
  assert.equal(png.length, ico.readUInt32LE(14));
  const { format, width, height } = await sharp(png).metadata();
  assert.deepEqual({ format, width, height }, { format: 'png', width: 32, height: 32 });
});

test('each remote found at start is served at /mfe/<folder>/, its entry and manifest never cached', async () => {
  for (const [url, body] of [
    ['/mfe/mfe-catalog/remoteEntry.js', 'var catalog = {};'],
    ['/mfe/mfe-catalog/mf-manifest.json', '{"name":"catalog"}'],
    ['/mfe/mfe-account/remoteEntry.js', 'var account = {};'],
  ] as const) {
    const response = await get(shop, url);
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.body, body);
    assert.equal(response.headers['cache-control'], 'no-cache', url);
  }
});

test('/remotes.json comes from REMOTES_FILE, never cached', async () => {
  const response = await get(shop, '/remotes.json');
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { catalog: '/mfe/mfe-catalog/mf-manifest.json' });
  assert.equal(response.headers['cache-control'], 'no-cache');
  assert.match(response.headers['content-type'] as string, /application\/json/);
});

test('a client route such as /viewProduct/1 gets the shell page, so a reload works', async () => {
  for (const url of ['/viewProduct/1', '/healthy-grains/e-commerce/product', '/comboView/2?tab=1']) {
    const response = await get(shop, url);
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.body, shellIndex);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(response.headers['content-type'] as string, /text\/html/);
  }
});

test('a client route is answered once: nothing logs that the reply was already sent', async () => {
  const logged: string[] = [];
  const app = await buildApp({
    db: shop.db,
    storageDir: shop.storageDir,
    frontEnds: { frontEndRoot, remotesFile: join(frontEndRoot, 'remotes.json') },
    logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/viewProduct/1' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, shellIndex);
    assert.deepEqual(logged, []);
  } finally {
    await app.close();
  }
});

test('missing files under /api, /storage and /mfe are 404s, not the shell page', async () => {
  for (const url of [
    '/api/unknown',
    '/storage/product/1/missing.webp',
    '/mfe/mfe-catalog/missing.js',
    '/mfe/mfe-unknown/remoteEntry.js',
  ]) {
    const response = await get(shop, url);
    assert.equal(response.statusCode, 404, url);
    assert.deepEqual(response.json(), { status: false, message: 'Not found.' }, url);
  }
});

test('an API path asked with a method it lacks is a 405 beside the static files too, not their 404', async () => {
  for (const [url, allow] of [
    ['/api/login', 'POST'],
    ['/api/payment/webhook', 'POST'],
  ] as const) {
    const response = await get(shop, url);
    assert.equal(response.statusCode, 405, url);
    assert.equal(response.headers.allow, allow, url);
  }
});

test('JavaScript and JSON are compressed for a browser that accepts it', async () => {
  for (const [encoding, url] of [
    ['br', '/mfe/mfe-catalog/static/js/vendor.9a8b7c6d5e.js'],
    ['gzip', '/api/products'],
  ] as const) {
    const response = await get(shop, url, { 'accept-encoding': encoding });
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.headers['content-encoding'], encoding, url);
  }
});

test('product and combo images are served as WebP, cached for a day, and not recompressed', async () => {
  for (const url of [
    '/storage/product/1/multigrain-flour-front.webp',
    '/storage/product/1/multigrain-flour-front-thumb.webp',
    '/storage/product_combo/1/breakfast-combo.webp',
  ]) {
    const response = await get(shop, url, { 'accept-encoding': 'br, gzip' });
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.headers['content-type'], 'image/webp');
    assert.equal(response.headers['cache-control'], 'public, max-age=86400');
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.rawPayload.subarray(8, 12).toString('ascii'), 'WEBP');
  }
});

test('before the shell is built, / answers 503 saying to run the build', async () => {
  const response = await unbuiltShop.inject({ method: 'GET', url: '/' });
  assert.equal(response.statusCode, 503);
  assert.match(response.headers['content-type'] as string, /text\/plain/);
  assert.match(response.body, /npm run build/);
});

test('/logo.png answers the shop’s icon at 512 px', async () => {
  const response = await get(shop, '/logo.png');
  assert.equal(response.statusCode, 200);
  const { format, width, height } = await sharp(response.rawPayload).metadata();
  assert.deepEqual({ format, width, height }, { format: 'png', width: 512, height: 512 });
});

test('/share-image.png answers the link-preview picture, drawn from the shell’s SVG at 1200 × 630', async () => {
  const response = await get(shop, '/share-image.png');
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-type'], 'image/png');
  const { format, width, height } = await sharp(response.rawPayload).metadata();
  assert.deepEqual({ format, width, height }, { format: 'png', width: 1200, height: 630 });
});

test('before the shell is built, its icon and preview picture answer 404', async () => {
  for (const url of ['/favicon.ico', '/logo.png', '/share-image.png']) {
    const response = await unbuiltShop.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 404, url);
  }
});

test('before the shell is built, the API still answers', async () => {
  const response = await unbuiltShop.inject({ method: 'GET', url: '/api/products' });
  assert.equal(response.statusCode, 200);
});

test('a file the build compressed ahead is sent as its .br to a browser that accepts brotli', async () => {
  const response = await get(shop, '/mfe/mfe-account/remoteEntry.js', { 'accept-encoding': 'br, gzip' });
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-encoding'], 'br');
  assert.equal(response.body, 'brotli bytes made by the build');
  assert.match(String(response.headers.vary), /accept-encoding/i);
});

test('a browser that accepts no compression gets the plain file', async () => {
  const response = await get(shop, '/mfe/mfe-account/remoteEntry.js', { 'accept-encoding': 'identity' });
  assert.equal(response.headers['content-encoding'], undefined);
  assert.equal(response.body, 'var account = {};');
});
