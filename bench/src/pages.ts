/** The three pages measured, by the shop's default slug (shared/src/config/routes.ts). */
export const benchPages = (productId: number) => [
  { name: 'home', path: '/' },
  { name: 'product list', path: '/healthy-grains/e-commerce/product' },
  { name: 'product detail', path: `/viewProduct/${productId}` },
];

export type BenchPage = ReturnType<typeof benchPages>[number];
