import { shop } from 'shared/config/shop';
import { comboImageSources, productImageSources } from './image-url.ts';

const uploaded = '0123456789abcdef0123456789abcdef.webp';

test('an uploaded product image offers its three widths to srcset, narrowest first, with the sizes of its place', () => {
  const sources = productImageSources(7, uploaded, 'howToUse');
  expect(sources.src).toBe(`${shop.apiBase}/storage/product/7/${uploaded}`);
  expect(sources.sizes).toBe('(min-width: 480px) 448px, 100vw');
  expect(sources.srcSet).toBe(
    [
      `${shop.apiBase}/storage/product/7/0123456789abcdef0123456789abcdef-320w.webp 320w`,
      `${shop.apiBase}/storage/product/7/0123456789abcdef0123456789abcdef-640w.webp 640w`,
      `${shop.apiBase}/storage/product/7/${uploaded} 1024w`,
    ].join(', '),
  );
});

test('an uploaded combo image is offered from the combo folder', () => {
  expect(comboImageSources(3, uploaded, 'card').srcSet).toContain(
    '/storage/product_combo/3/0123456789abcdef0123456789abcdef-640w.webp 640w',
  );
});

test('a seeded image stored at one width has its src alone: no srcset, and no sizes without one', () => {
  expect(productImageSources(7, 'ragi-flour.jpg', 'detail')).toEqual({
    src: `${shop.apiBase}/storage/product/7/ragi-flour.jpg`,
  });
});
