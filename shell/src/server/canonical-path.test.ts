import { canonicalPath } from './canonical-path.ts';

test('the route table’s spelling replaces the address’s case and drops its trailing slash', () => {
  expect(canonicalPath('/Blogs', '/blogs/')).toBe('/Blogs');
  expect(canonicalPath('/', '/')).toBe('/');
});

test('a parameter keeps its own value, a number without its leading zeros', () => {
  expect(canonicalPath('/viewProduct/:p_id', '/VIEWPRODUCT/007')).toBe('/viewProduct/7');
  expect(canonicalPath('/viewProduct/:p_id', '/viewProduct/0')).toBe('/viewProduct/0');
  expect(canonicalPath('/viewProduct/:p_id', '/viewProduct/00')).toBe('/viewProduct/0');
  expect(canonicalPath('/viewProduct/:p_id', '/viewProduct/0x1')).toBe('/viewProduct/0x1');
  expect(canonicalPath('/shop/editAddress/:type', '/shop/editAddress/billing')).toBe('/shop/editAddress/billing');
});
