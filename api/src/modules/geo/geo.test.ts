import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { get } from '../../test/requests.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

let shop: TestShop;
before(async () => {
  shop = await startTestShop();
});
after(() => shop.close());

const indiaId = async (): Promise<number> =>
  (await get(shop, '/api/countries')).json().data.find((country: { name: string }) => country.name === 'India').id;

test('the countries list offers India', async () => {
  const response = await get(shop, '/api/countries');
  assert.equal(response.statusCode, 200);
  assert.deepEqual(
    response.json().data.map((country: { name: string }) => country.name),
    ['India'],
  );
});

test("India's states are its 28 states and 8 union territories, alphabetically", async () => {
  const response = await get(shop, `/api/states?country_id=${await indiaId()}`);
  assert.equal(response.statusCode, 200);
  const names: string[] = response.json().data.map((state: { name: string }) => state.name);
  assert.equal(names.length, 36);
  assert.deepEqual(
    names,
    [...names].sort((a, b) => a.localeCompare(b)),
  );
  for (const name of [
    'Karnataka',
    'Tamil Nadu',
    'Telangana',
    'Delhi',
    'Ladakh',
    'Puducherry',
    'Dadra and Nagar Haveli and Daman and Diu',
  ]) {
    assert.ok(names.includes(name), name);
  }
});

test('an unknown country is a 404; a malformed or missing one a 400', async () => {
  const unknown = await get(shop, '/api/states?country_id=9999');
  assert.equal(unknown.statusCode, 404);
  assert.deepEqual(unknown.json(), { status: false, message: 'Country not found.' });
  for (const query of ['?country_id=abc', '?country_id=-1', '?country_id=1e20', '']) {
    const response = await get(shop, `/api/states${query}`);
    assert.equal(response.statusCode, 400, query);
    assert.equal(response.json().status, false);
  }
});
