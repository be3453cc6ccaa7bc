import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PageRenderResult } from 'shared/contracts/page-rendering';
import { changedProducts, changeTouches } from '../catalog/catalog-change.ts';
import { CachedPage, PageCache } from './page-cache.ts';

const BUILD = 'remotes and shell of one build';

/** A render that answers on a later turn of the event loop and says which render of the page it was. */
function renders(reads: string[]) {
  const made: string[] = [];
  const render = (url: string) => async (): Promise<PageRenderResult> => {
    made.push(url);
    await new Promise((resolve) => setImmediate(resolve));
    return { kind: 'page', status: 200, html: `${url} #${made.length}`, complete: true, reads };
  };
  return { made, render };
}

const htmlOf = ({ result }: { result: unknown }) => (result as CachedPage).text;

test('a change to one product leaves the other products’ pages kept, and outdates its own and the lists', async () => {
  const cache = new PageCache();
  const one = renders(['products/1']);
  const two = renders(['products/2']);
  const list = renders(['products', 'product-combos']);
  const about = renders([]);
  const pages = [
    ['/product/1', one],
    ['/product/2', two],
    ['/product', list],
    ['/about', about],
  ] as const;
  for (const [url, page] of pages) await cache.page(url, BUILD, page.render(url));

  cache.outdate((read) => changeTouches(changedProducts(2), read));

  const statuses = await Promise.all(
    pages.map(async ([url, page]) => [url, (await cache.page(url, BUILD, page.render(url))).status]),
  );
  assert.deepEqual(statuses, [
    ['/product/1', 'hit'],
    ['/product/2', 'miss'],
    ['/product', 'miss'],
    ['/about', 'hit'],
  ]);
  assert.deepEqual(one.made, ['/product/1']);
  assert.deepEqual(two.made, ['/product/2', '/product/2']);
});

test('an outdated page is rendered once; visitors during that render get the page as it was', async () => {
  const cache = new PageCache();
  const page = renders(['products/2']);
  await cache.page('/product/2', BUILD, page.render('/product/2'));
  cache.outdate(() => true);

  const first = cache.page('/product/2', BUILD, page.render('/product/2'));
  const during = await Promise.all(
    Array.from({ length: 5 }, () => cache.page('/product/2', BUILD, page.render('/product/2'))),
  );
  assert.deepEqual(
    during.map(({ status }) => status),
    ['stale', 'stale', 'stale', 'stale', 'stale'],
  );
  assert.deepEqual(during.map(htmlOf), Array(5).fill('/product/2 #1'));
  assert.equal(htmlOf(await first), '/product/2 #2');
  assert.deepEqual(await cache.page('/product/2', BUILD, page.render('/product/2')).then(htmlOf), '/product/2 #2');
  assert.equal(page.made.length, 2);
});

test('visitors asking at once for a page nobody kept share one render', async () => {
  const cache = new PageCache();
  const page = renders(['products/3']);
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => cache.page('/product/3', BUILD, page.render('/product/3'))),
  );
  assert.equal(page.made.length, 1);
  assert.deepEqual(new Set(answers.map(htmlOf)), new Set(['/product/3 #1']));
});

test('a page whose render began before a change is kept as outdated', async () => {
  const cache = new PageCache();
  const page = renders(['products/4']);
  const rendering = cache.page('/product/4', BUILD, page.render('/product/4'));
  cache.outdate(() => false);
  await rendering;
  assert.equal((await cache.page('/product/4', BUILD, page.render('/product/4'))).status, 'miss');
});

test('a page left partly to the browser is not kept, and a new build drops every kept page', async () => {
  const cache = new PageCache();
  const partial = async (): Promise<PageRenderResult> => ({
    kind: 'page',
    status: 200,
    html: 'partial',
    complete: false,
    reads: [],
  });
  await cache.page('/faqs', BUILD, partial);
  assert.equal((await cache.page('/faqs', BUILD, partial)).status, 'miss');

  const page = renders([]);
  await cache.page('/about', BUILD, page.render('/about'));
  assert.equal((await cache.page('/about', 'a new build', page.render('/about'))).status, 'miss');
});

test('a remote deployed anew drops its pages at once, and a render of its older build is not kept', async () => {
  const deployed: Record<string, string> = { mfe_content: 'v1', mfe_catalog: 'c1' };
  const cache = new PageCache(({ pageRemote }) => !pageRemote || deployed[pageRemote.name] === pageRemote.build);
  let rendersOf = 'v1';
  const made: string[] = [];
  const render = (url: string, pageRemote?: { name: string; build: string }) => async (): Promise<PageRenderResult> => {
    made.push(url);
    await new Promise((resolve) => setImmediate(resolve));
    return { kind: 'page', status: 200, html: url, complete: true, reads: [], ...(pageRemote && { pageRemote }) };
  };
  const faqs = () => render('/faqs', { name: 'mfe_content', build: rendersOf });
  await cache.page('/faqs', BUILD, faqs());
  await cache.page('/product/1', BUILD, render('/product/1', { name: 'mfe_catalog', build: 'c1' }));
  await cache.page('/cart', BUILD, render('/cart'));

  deployed.mfe_content = 'v2';
  cache.forget(({ pageRemote }) => pageRemote?.name === 'mfe_content' && pageRemote.build !== 'v2');

  // the renderer has not loaded the new build yet: its page is served but not kept
  assert.equal((await cache.page('/faqs', BUILD, faqs())).status, 'miss');
  assert.equal((await cache.page('/faqs', BUILD, faqs())).status, 'miss');
  rendersOf = 'v2';
  assert.equal((await cache.page('/faqs', BUILD, faqs())).status, 'miss');
  assert.equal((await cache.page('/faqs', BUILD, faqs())).status, 'hit');
  assert.equal((await cache.page('/product/1', BUILD, render('/product/1'))).status, 'hit');
  assert.equal((await cache.page('/cart', BUILD, render('/cart'))).status, 'hit');
  assert.deepEqual(made, ['/faqs', '/product/1', '/cart', '/faqs', '/faqs', '/faqs']);
});

test('a crawler file is made once and kept, past the pages’ age, until a change touches a list it was made from', async (t) => {
  t.mock.timers.enable({ apis: ['Date'] });
  const cache = new PageCache();
  const made: string[] = [];
  const file = (url: string, reads: string[]) => async (): Promise<PageRenderResult> => {
    made.push(url);
    return { kind: 'file', contentType: 'application/xml', body: `${url} #${made.length}`, reads };
  };
  const sitemap = () => cache.page('/sitemap.xml', BUILD, file('/sitemap.xml', ['products', 'product-combos']));
  const robots = () => cache.page('/robots.txt', BUILD, file('/robots.txt', []));

  assert.equal((await sitemap()).status, 'miss');
  assert.equal((await robots()).status, 'miss');
  t.mock.timers.tick(60 * 60_000);
  const kept = await Promise.all(Array.from({ length: 4 }, sitemap));
  assert.deepEqual(
    kept.map(({ status }) => status),
    ['hit', 'hit', 'hit', 'hit'],
  );
  assert.equal((kept[0]!.result as CachedPage).text, '/sitemap.xml #1');

  cache.outdate((read) => changeTouches(changedProducts(5), read));
  const afterChange = await sitemap();
  assert.equal(afterChange.status, 'miss');
  assert.equal((afterChange.result as CachedPage).text, '/sitemap.xml #3');
  assert.equal((await sitemap()).status, 'hit');
  assert.equal((await robots()).status, 'hit');
  assert.deepEqual(made, ['/sitemap.xml', '/robots.txt', '/sitemap.xml']);
});
