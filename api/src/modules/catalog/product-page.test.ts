import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  comboListResponse,
  comboPageResponse,
  productListResponse,
  productPageResponse,
} from 'shared/contracts/catalog';
import { errorEnvelope } from 'shared/contracts/envelope';
import { products } from '../../db/schema.ts';
import { get } from '../../test/requests.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { invalidateCatalog } from './service.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

const pageOf = async (query: string) => {
  const response = await get(shop, `/api/products?${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return productPageResponse.parse(response.json());
};
const namesOf = async (query: string) => (await pageOf(query)).data.map((product) => product.name);
const idsOf = async (query: string) => (await pageOf(query)).data.map((product) => product.id);

test('without paging parameters the answer is the whole list, as before; a stray parameter changes nothing', async () => {
  for (const url of ['/api/products', '/api/products?utm_source=newsletter']) {
    const body = (await get(shop, url)).json();
    assert.deepEqual(Object.keys(body).sort(), ['data', 'status']);
    assert.deepEqual(
      productListResponse.parse(body).data.map((product) => product.id),
      [1, 2, 3, 4],
    );
  }
});

test('a page holds per_page products in the catalogue order, with the total over every page', async () => {
  assert.deepEqual(await pageOf('page=1&per_page=3'), {
    ...(await pageOf('page=1&per_page=3')),
    total: 4,
    page: 1,
    per_page: 3,
  });
  assert.deepEqual(await idsOf('page=1&per_page=3'), [1, 2, 3]);
  assert.deepEqual(await idsOf('page=2&per_page=3'), [4]);
  const beyond = await pageOf('page=9&per_page=3');
  assert.deepEqual([beyond.data, beyond.total], [[], 4]);
  const byDefault = await pageOf('page=1');
  assert.equal(byDefault.per_page, 24);
  assert.equal(byDefault.data.length, 4);
});

test('a page lists products as the whole list does, field for field', async () => {
  const whole = productListResponse.parse((await get(shop, '/api/products')).json()).data;
  assert.deepEqual((await pageOf('page=1')).data, whole);
});

test('sorts by lowest price either way and by newest, ties by id', async () => {
  // lowest prices: 179, 219, 179, 269 rupees
  assert.deepEqual(await idsOf('sort=price-asc'), [1, 3, 2, 4]);
  assert.deepEqual(await idsOf('sort=price-desc'), [4, 2, 1, 3]);
  assert.deepEqual(await idsOf('sort=newest'), [4, 3, 2, 1]);
});

test('in_stock=1 leaves out what is out of stock, best_seller=1 what is not a best seller', async () => {
  assert.deepEqual(await idsOf('in_stock=1'), [1, 2, 3]);
  assert.deepEqual(await idsOf('in_stock=0'), [1, 2, 3, 4]);
  assert.deepEqual(await idsOf('best_seller=1'), [1, 2, 3]);
  await shop.db.update(products).set({ isBestSeller: 0 }).where(eq(products.id, 2));
  try {
    assert.deepEqual(await idsOf('best_seller=1&per_page=1&page=2'), [3]);
    assert.equal((await pageOf('best_seller=1')).total, 2);
  } finally {
    await shop.db.update(products).set({ isBestSeller: 1 }).where(eq(products.id, 2));
  }
});

test('search finds names despite a typo, and ingredients, a name match first', async () => {
  assert.deepEqual(await namesOf('q=multigrian'), ['Gluten-Free Multigrain Flour']);
  assert.deepEqual(await namesOf('q=protien'), ['High-Protein Chilla Mix']);
  assert.deepEqual(await namesOf('q=fenugreek'), ['Ragi Dosa Mix']);
  // a name with the word outranks products that only contain it
  assert.deepEqual(await namesOf('q=millet'), ['Millet Upma Mix', 'Gluten-Free Multigrain Flour']);
  assert.deepEqual(await namesOf('q=RAGI'), [
    'Ragi Dosa Mix',
    'Gluten-Free Multigrain Flour',
    'High-Protein Chilla Mix',
  ]);
  assert.deepEqual(await namesOf('q=ragi&in_stock=1'), ['Gluten-Free Multigrain Flour', 'High-Protein Chilla Mix']);
  assert.deepEqual(await namesOf('q=ragi&sort=price-desc'), [
    'Ragi Dosa Mix',
    'High-Protein Chilla Mix',
    'Gluten-Free Multigrain Flour',
  ]);
});

test('a search that matches nothing answers an empty page; blank words search nothing', async () => {
  const none = await pageOf('q=chocolate');
  assert.deepEqual([none.data, none.total], [[], 0]);
  assert.deepEqual(await idsOf(`q=${encodeURIComponent('   ')}`), [1, 2, 3, 4]);
});

test('hostile search text is only text', async () => {
  for (const text of ["'; drop table products; --", '%%', '__', '\\\\', '""', '<script>', '🌾🌾🌾']) {
    const page = await pageOf(`q=${encodeURIComponent(text)}`);
    assert.equal(page.total, 0, text);
  }
  assert.deepEqual(await namesOf(`q=${encodeURIComponent('ragi) or (1=1')}`), await namesOf('q=ragi'));
  assert.deepEqual(await idsOf('page=1'), [1, 2, 3, 4]);
});

test('single letters are not searched, and the answer says so', async () => {
  const page = await pageOf('q=a%20ragi%20b');
  assert.deepEqual(page.ignored_words, ['a', 'b']);
  assert.deepEqual(
    page.data.map((product) => product.name),
    await namesOf('q=ragi'),
  );
  assert.equal((await pageOf('q=ragi')).ignored_words, undefined);
  // nothing left to search: every product, as for blank words
  const lettersOnly = await pageOf(`q=${encodeURIComponent('% _ x X x')}`);
  assert.deepEqual([lettersOnly.total, lettersOnly.ignored_words], [4, ['%', '_', 'x']]);
});

test('the first 8 different words are searched, the others listed as not searched', async () => {
  const words = ['ragi', 'dosa', 'mix', 'ragi', 'dal', 'rice', 'salt', 'flour', 'millet', 'fenugreek', 'besan', 'oats'];
  const page = await pageOf(`q=${encodeURIComponent(words.join(' '))}`);
  assert.deepEqual(page.ignored_words, ['fenugreek', 'besan', 'oats']);
  assert.equal(page.total_capped, undefined);
});

test('an inactive product is in no page and no search', async () => {
  await shop.db.update(products).set({ productStatus: 0 }).where(eq(products.id, 2));
  invalidateCatalog();
  try {
    assert.deepEqual(await idsOf('page=1'), [1, 3, 4]);
    assert.deepEqual(await namesOf('q=besan'), []);
  } finally {
    await shop.db.update(products).set({ productStatus: 1 }).where(eq(products.id, 2));
    invalidateCatalog();
  }
});

test('parameters out of bounds are refused with what is wrong', async () => {
  const refusals: [string, string][] = [
    ['per_page=0', 'per_page'],
    ['per_page=97', 'per_page'],
    ['per_page=ten', 'per_page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['sort=cheapest', 'sort'],
    ['in_stock=yes', 'in_stock'],
    ['best_seller=true', 'best_seller'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ];
  for (const [query, field] of refusals) {
    const response = await get(shop, `/api/products?${query}`);
    assert.equal(response.statusCode, 400, query);
    const { message } = errorEnvelope.parse(response.json());
    assert.match(message, new RegExp(field), query);
  }
});

test('combos page too: by id, best sellers when asked, and the whole list without parameters', async () => {
  const whole = comboListResponse.parse((await get(shop, '/api/product-combos')).json()).data;
  const comboPage = async (query: string) => {
    const response = await get(shop, `/api/product-combos?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return comboPageResponse.parse(response.json());
  };
  const first = await comboPage('page=1&per_page=1');
  assert.deepEqual([first.data, first.total, first.per_page], [[whole[0]], whole.length, 1]);
  assert.deepEqual((await comboPage('page=2&per_page=1')).data, [whole[1]]);
  assert.deepEqual(
    (await comboPage('best_seller=1')).data.map((combo) => combo.id),
    whole.filter((combo) => combo.is_best_seller === 1).map((combo) => combo.id),
  );
  for (const query of ['per_page=0', 'page=x', 'best_seller=2']) {
    assert.equal((await get(shop, `/api/product-combos?${query}`)).statusCode, 400, query);
  }
});
