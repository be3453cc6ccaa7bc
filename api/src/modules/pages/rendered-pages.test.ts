import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { readConfig, repoRoot } from '../../config.ts';
import { products } from '../../db/schema.ts';
import { eventually } from '../../test/eventually.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { changedProducts } from '../catalog/catalog-change.ts';
import { invalidateCatalog } from '../catalog/service.ts';

const built = existsSync(join(repoRoot, 'shell', 'dist-server', 'render-worker.js'));

let shop: TestShop | undefined;
let origin: string;

before(async () => {
  if (!built) return;
  shop = await startTestShop({
    frontEnds: {
      frontEndRoot: repoRoot,
      remotesFile: join(repoRoot, 'shell', 'dist', 'remotes.json'),
      renderThreads: 1,
      // every render misses the data's budget, as under load; the head keeps its own
      renderBudgets: { dataMs: 0 },
    },
    // one searched page per address in this file's lifetime
    rateLimits: { ...readConfig({}).rateLimits, productSearch: { max: 1, timeWindowMs: 600_000 } },
  });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
  // the render thread's first start (the shell and the remotes' code) may outlast the wait for a thread
  await eventually(async () => {
    const warm = await fetch(`${origin}/no-such-page`);
    assert.ok(warm.headers.get('x-page-cache'));
  }, 60_000);
});

after(() => shop?.close());

const skip = !built && 'needs the front ends built (npm run build)';

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (head: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(head)?.[1];
const jsonLdTypes = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => (JSON.parse(json!) as { '@type': string })['@type'],
  );

/** The page's head, from a render that missed the data's budget: such a page is not kept, so each request renders it. */
async function headPastDataBudget(path: string): Promise<string> {
  const answers = [await fetch(`${origin}${path}`), await fetch(`${origin}${path}`)];
  assert.deepEqual(
    answers.map((answer) => [answer.status, answer.headers.get('x-page-cache')]),
    [
      [200, 'miss'],
      [200, 'miss'],
    ],
  );
  return headOf(await answers[1]!.text());
}

test('a product page rendered past its data’s budget still carries its whole head', { skip }, async () => {
  const [product] = await shop!.db.select().from(products).where(eq(products.id, 1));
  const head = await headPastDataBudget('/viewProduct/1');
  assert.match(head, new RegExp(`<title>${product!.name} \\| Healthy Grains</title>`));
  const description = metaContent(head, 'name', 'description');
  assert.ok(description && description.length > 20, description);
  assert.match(head, /<link rel="canonical" href="[^"]*\/viewProduct\/1">/);
  assert.equal(metaContent(head, 'property', 'og:type'), 'product');
  assert.equal(metaContent(head, 'property', 'og:title'), `${product!.name} | Healthy Grains`);
  assert.equal(metaContent(head, 'property', 'og:description'), description);
  assert.match(metaContent(head, 'property', 'og:image') ?? '', /\/storage\/product\/1\//);
  assert.equal(metaContent(head, 'property', 'product:price:currency'), 'INR');
  assert.equal(metaContent(head, 'name', 'twitter:card'), 'summary_large_image');
  assert.equal(metaContent(head, 'name', 'twitter:description'), description);
  assert.deepEqual(jsonLdTypes(head), ['Product', 'BreadcrumbList']);
});

test('the home page rendered past its data’s budget still says who the shop is', { skip }, async () => {
  const head = await headPastDataBudget('/');
  assert.ok(metaContent(head, 'property', 'og:description'));
  assert.equal(metaContent(head, 'name', 'twitter:card'), 'summary_large_image');
  assert.deepEqual(jsonLdTypes(head), ['Organization', 'WebSite']);
});

test('the sitemap is made once and served kept until the catalogue changes', { skip }, async () => {
  const sitemap = async () => {
    const answer = await fetch(`${origin}/sitemap.xml`);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'application/xml');
    return { kept: answer.headers.get('x-page-cache'), body: await answer.text() };
  };
  const first = await sitemap();
  const again = await Promise.all(Array.from({ length: 4 }, sitemap));
  assert.deepEqual(
    again.map(({ kept }) => kept),
    ['hit', 'hit', 'hit', 'hit'],
  );
  assert.ok(again.every(({ body }) => body === first.body));

  await shop!.db.update(products).set({ productStatus: 0 }).where(eq(products.id, 1));
  invalidateCatalog(changedProducts(1));
  const afterChange = await sitemap();
  assert.equal(afterChange.kept, 'miss');
  assert.doesNotMatch(afterChange.body, /\/viewProduct\/1</);
  assert.match(first.body, /\/viewProduct\/1</);
  assert.equal((await sitemap()).kept, 'hit');
});

test(
  'past the search limit a searched page is left to the browser, whose own search call is limited',
  { skip },
  async () => {
    const emptyRoot = /<div id="root"><\/div>/;
    const searchPage = (words: string) => fetch(`${origin}/healthy-grains/e-commerce/product?q=${words}`);
    const rendered = await searchPage('multigrain');
    assert.equal(rendered.status, 200);
    assert.ok(rendered.headers.get('x-page-cache'));
    assert.doesNotMatch(await rendered.text(), emptyRoot);

    const leftToBrowser = await searchPage('ragi');
    assert.equal(leftToBrowser.status, 200);
    assert.equal(leftToBrowser.headers.get('x-page-cache'), null);
    assert.match(await leftToBrowser.text(), emptyRoot);
    // a page without words is no search, and is still rendered
    assert.ok((await fetch(`${origin}/healthy-grains/e-commerce/product`)).headers.get('x-page-cache'));
  },
);
