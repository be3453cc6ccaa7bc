import { paths } from 'shared/config/routes';

/** The three pages measured. */
export const benchPages = (productId: number) => [
  { name: 'home', path: paths.home },
  { name: 'product list', path: paths.products },
  { name: 'product detail', path: paths.product(productId) },
];

export type BenchPage = ReturnType<typeof benchPages>[number];
