import { http, HttpResponse } from 'msw';
import type { Combo, ComboSummary, Product, ProductSummary } from 'shared/contracts/catalog';
import { mswServer } from 'shared/testing/msw-server';

const answer = (data: unknown) => HttpResponse.json({ status: true, data });

/** The API as the catalogue pages call it, answering with the given data. */
export const serveProducts = (products: ProductSummary[]) =>
  mswServer.use(http.get('*/api/products', () => answer(products)));

export const serveCombos = (combos: ComboSummary[]) =>
  mswServer.use(http.get('*/api/product-combos', () => answer(combos)));

export const serveProduct = (product: Product) =>
  mswServer.use(http.get(`*/api/products/${product.id}`, () => answer(product)));

export const serveCombo = (combo: Combo) =>
  mswServer.use(http.get(`*/api/product-combos/${combo.id}`, () => answer(combo)));

export const failWith = (path: string, status: number, message: string) =>
  mswServer.use(http.get(`*/api/${path}`, () => HttpResponse.json({ status: false, message }, { status })));
