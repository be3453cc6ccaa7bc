import { shop } from 'shared/config/shop';
import { comboImageSrcSet, productImageSrcSet } from './image-url.ts';

const uploaded = '0123456789abcdef0123456789abcdef.webp';

test('an uploaded product image offers its three widths to srcset, narrowest first', () => {
  expect(productImageSrcSet(7, uploaded)).toBe(
    [
      `${shop.apiBase}/storage/product/7/0123456789abcdef0123456789abcdef-320w.webp 320w`,
      `${shop.apiBase}/storage/product/7/0123456789abcdef0123456789abcdef-640w.webp 640w`,
      `${shop.apiBase}/storage/product/7/${uploaded} 1024w`,
    ].join(', '),
  );
});

test('an uploaded combo image is offered from the combo folder', () => {
  expect(comboImageSrcSet(3, uploaded)).toContain(
    '/storage/product_combo/3/0123456789abcdef0123456789abcdef-640w.webp 640w',
  );
});

test('a seeded image stored at one width has no srcset', () => {
  expect(productImageSrcSet(7, 'ragi-flour.jpg')).toBeUndefined();
});
