import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

const shellPage = '<!doctype html><title>Healthy Grains</title><div id="root"></div>';

let frontEndRoot: string;
let shop: TestShop;

before(async () => {
  frontEndRoot = await mkdtemp(join(tmpdir(), 'hg-path-spelling-'));
  await mkdir(join(frontEndRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(join(frontEndRoot, 'shell', 'dist', 'index.html'), shellPage);
  await writeFile(join(frontEndRoot, 'remotes.json'), '{}');
  shop = await startTestShop({ frontEnds: { frontEndRoot, remotesFile: join(frontEndRoot, 'remotes.json') } });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
});

after(async () => {
  await shop.close();
  await rm(frontEndRoot, { recursive: true, force: true });
});

/** A request whose path goes out as written: clients and `inject` read it as a URL first, as browsers do. */
async function ask(path: string, method: 'GET' | 'HEAD' = 'GET') {
  const { port } = shop.app.server.address() as AddressInfo;
  const request = httpRequest({ host: '127.0.0.1', port, path, method });
  request.end();
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  let body = '';
  for await (const chunk of response) body += String(chunk);
  return { statusCode: response.statusCode, headers: response.headers, body, json: () => JSON.parse(body) as unknown };
}

/** Each asked path answers a 301 to its location. */
async function assertSentTo(redirects: [asked: string, location: string][], method: 'GET' | 'HEAD' = 'GET') {
  for (const [asked, location] of redirects) {
    const response = await ask(asked, method);
    assert.equal(response.statusCode, 301, asked);
    assert.equal(response.headers.location, location, asked);
  }
}

test('a page path with doubled slashes is sent for good to its one spelling, the query kept', async () => {
  await assertSentTo([
    ['//viewProduct/1', '/viewProduct/1'],
    ['//anything/viewProduct/1', '/anything/viewProduct/1'],
    ['/viewProduct//1?ref=mail&q=ragi', '/viewProduct/1?ref=mail&q=ragi'],
    ['///blogs', '/blogs'],
  ]);
  await assertSentTo([['//viewProduct/1', '/viewProduct/1']], 'HEAD');
});

test('a backslash or a dot segment is no other address of a page either', async () => {
  await assertSentTo([
    ['/\\anything/viewProduct/1', '/anything/viewProduct/1'],
    ['/viewProduct\\1', '/viewProduct/1'],
    ['/x/../viewProduct/1', '/viewProduct/1'],
    ['/./viewProduct/1', '/viewProduct/1'],
  ]);
});

test('no redirect leads to another site: the location is always a path of this shop', async () => {
  await assertSentTo([['//\\evil.example/', '/evil.example/']]);
});

test('a page’s one spelling is answered as before', async () => {
  const response = await ask('/viewProduct/1?ref=mail');
  assert.equal(response.statusCode, 200);
  assert.equal(response.body, shellPage);
});

test('an API path spelled with doubled slashes is the API’s 404, neither a page nor a redirect', async () => {
  for (const asked of ['//api/products', '/api//products', '//api/products/1', '/x/../api/products']) {
    const response = await ask(asked);
    assert.equal(response.statusCode, 404, asked);
    assert.deepEqual(response.json(), { status: false, message: 'Not found.' }, asked);
  }
  const products = await ask('/api/products');
  assert.equal(products.statusCode, 200);
});
