import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { eventually } from '../test/eventually.ts';
import { get } from '../test/requests.ts';
import { startTestShop, type TestShop } from '../test/test-shop.ts';
import { remoteOrigins } from './content-security-policy.ts';

const LOADER = 'document.head.append(Object.assign(document.createElement("script"),{src:"/main.0123abcd89.js"}))';
const SPLASH = '"/"!==location.pathname||location.replace("/render")';
const shellIndex =
  `<!doctype html><head><title>Healthy Grains</title><script>${SPLASH}</script></head><body><div id="root"></div>` +
  `<script type="application/json" id="shop-state">{"a":1}</script><script src="/main.0123abcd89.js"></script>` +
  `<script>${LOADER}</script></body>`;
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

let frontEndRoot: string;
let remotesFile: string;
let shop: TestShop;

before(async () => {
  frontEndRoot = await mkdtemp(join(tmpdir(), 'hg-security-headers-'));
  remotesFile = join(frontEndRoot, 'remotes.json');
  await mkdir(join(frontEndRoot, 'shell', 'dist'), { recursive: true });
  await mkdir(join(frontEndRoot, 'mfe-catalog', 'dist'), { recursive: true });
  await writeFile(join(frontEndRoot, 'shell', 'dist', 'index.html'), shellIndex);
  await writeFile(join(frontEndRoot, 'shell', 'dist', 'main.0123abcd89.js'), 'console.log("shell");');
  await writeFile(join(frontEndRoot, 'mfe-catalog', 'dist', 'remoteEntry.js'), 'var catalog = {};');
  await writeFile(remotesFile, '{"mfe_catalog":"/mfe/mfe-catalog/mf-manifest.json"}');
  shop = await startTestShop({ images: true, frontEnds: { frontEndRoot, remotesFile } });
});

after(async () => {
  await shop.close();
  await rm(frontEndRoot, { recursive: true, force: true });
});

/** The sources of one directive of the answer's policy. */
function directive(response: LightMyRequestResponse, name: string): string[] {
  const policy = String(response.headers['content-security-policy']);
  const found = policy.split('; ').find((entry) => entry.startsWith(`${name} `));
  assert.ok(found, `no ${name} in ${policy}`);
  return found.split(' ').slice(1);
}

const imagePath = async () => {
  const product = (await get(shop, '/api/products/1')).json<{ data: { images: { image: string }[] } }>();
  return `/storage/product/1/${product.data.images[0]!.image}`;
};

test('pages, API answers, the shell and remotes files, images and 404s all carry the security headers', async () => {
  for (const url of [
    '/',
    '/viewProduct/1',
    '/api/products',
    '/api/nothing-here',
    '/main.0123abcd89.js',
    await imagePath(),
  ]) {
    const response = await get(shop, url);
    assert.ok(response.statusCode < 500, url);
    assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
    assert.equal(response.headers['x-frame-options'], 'DENY', url);
    assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
    assert.deepEqual(directive(response, 'frame-ancestors'), ["'none'"], url);
    assert.deepEqual(directive(response, 'default-src'), ["'self'"], url);
  }
  const remoteEntry = await get(shop, '/mfe/mfe-catalog/remoteEntry.js');
  assert.equal(remoteEntry.statusCode, 200);
  assert.equal(remoteEntry.headers['x-content-type-options'], 'nosniff');
  // a remote is loaded by shells on other origins, an image by mail readers; the API's answers stay at home
  assert.equal(remoteEntry.headers['cross-origin-resource-policy'], 'cross-origin');
  assert.equal((await get(shop, await imagePath())).headers['cross-origin-resource-policy'], 'cross-origin');
  assert.equal((await get(shop, '/api/products')).headers['cross-origin-resource-policy'], 'same-origin');
});

test("scripts: the shop's own origin and the shell page's inline scripts by hash, nothing inline otherwise", async () => {
  const response = await get(shop, '/');
  assert.equal(response.body, shellIndex);
  assert.deepEqual(directive(response, 'script-src'), ["'self'", hashOf(SPLASH), hashOf(LOADER)]);
  assert.deepEqual(directive(response, 'script-src-attr'), ["'none'"]);
  assert.deepEqual(directive(response, 'object-src'), ["'none'"]);
  assert.deepEqual(directive(response, 'frame-src'), ['https://www.openstreetmap.org']);
});

test('a remote repointed to another origin in the remotes map is allowed within a second and a half, no restart', async () => {
  await writeFile(
    remotesFile,
    JSON.stringify({
      mfe_catalog: '/mfe/mfe-catalog/mf-manifest.json',
      mfe_content: 'https://content.cdn.example.in/v2/mf-manifest.json',
    }),
  );
  try {
    await eventually(async () => {
      const response = await get(shop, '/api/products');
      for (const name of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
        assert.ok(directive(response, name).includes('https://content.cdn.example.in'), name);
      }
    }, 1500);
  } finally {
    await writeFile(remotesFile, '{"mfe_catalog":"/mfe/mfe-catalog/mf-manifest.json"}');
  }
});

test('a remotes map entry can add an origin, never a directive or a scheme other than http(s)', () => {
  const origins = remoteOrigins(
    JSON.stringify({
      a: 'https://cdn.example.in:8443/a/mf-manifest.json',
      b: "https://evil.example/;script-src * 'unsafe-inline'",
      c: "https://evil.example;script-src * 'unsafe-inline'/mf-manifest.json",
      d: 'javascript:alert(1)',
      e: '/mfe/mfe-content/mf-manifest.json',
      f: 7,
    }),
  );
  assert.deepEqual(origins, ['https://cdn.example.in:8443', 'https://evil.example']);
  assert.deepEqual(remoteOrigins('not json'), []);
  assert.deepEqual(remoteOrigins('null'), []);
});

test("with Razorpay on, its checkout script, frames and calls are allowed; with the sandbox, none of Razorpay's", async () => {
  const sandbox = await get(shop, '/');
  assert.ok(!String(sandbox.headers['content-security-policy']).includes('razorpay'));
  const app = await buildApp({
    db: shop.db,
    storageDir: shop.storageDir,
    frontEnds: { frontEndRoot, remotesFile },
    payments: {
      provider: 'razorpay',
      keyId: 'rzp_test_0123456789',
      keySecret: 'razorpay-key-secret-0123456789',
      webhookSecret: 'razorpay-webhook-secret-0123456789',
    },
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/healthy-grains/e-commerce/checkout' });
    assert.ok(directive(response, 'script-src').includes('https://checkout.razorpay.com'));
    assert.ok(directive(response, 'frame-src').includes('https://api.razorpay.com'));
    assert.ok(directive(response, 'connect-src').includes('https://api.razorpay.com'));
  } finally {
    await app.close();
  }
});

test('the API documentation has a policy of its own: its scripts, from its own origin only', async () => {
  const page = await get(shop, '/api/docs');
  assert.equal(page.statusCode, 200);
  assert.deepEqual(directive(page, 'script-src'), ["'self'"]);
  assert.deepEqual(directive(page, 'frame-ancestors'), ["'none'"]);
  assert.ok(!String(page.headers['content-security-policy']).includes('openstreetmap'));
  assert.equal(page.headers['x-content-type-options'], 'nosniff');
});
