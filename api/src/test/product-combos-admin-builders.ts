import { productPrices, products } from '../db/schema.ts';
import { FLOUR, priceOf } from './shop-builders.ts';
import type { TestShop } from './test-shop.ts';
import { photo, type ProductFormFields } from './products-admin-builders.ts';

/** Builders of the back office's combo tests: chosen products and the store call's multipart form. */

export const UPMA = 'Millet Upma Mix';

/** A seeded product chosen at one of its weights, at a price in rupees (as a number or as typed). */
export async function chosen(shop: TestShop, productName: string, weight: string, discounted_price: number | string) {
  const { productId } = await priceOf(shop, productName, weight);
  return { product_id: productId, weight, discounted_price };
}

/**
 * A combo form that passes every rule: the flour's 500 Gm at ₹159.50 (the shop sells it at ₹179) and the upma
 * mix's 250 Gm at ₹179, its price in the shop; the combo costs ₹338.50.
 */
export async function validComboForm(shop: TestShop, name = 'Millet Starter Pack'): Promise<ProductFormFields> {
  return {
    name,
    status: '1',
    image: { bytes: await photo(), name: 'combo.jpg', type: 'image/jpeg' },
    combo_products: JSON.stringify([
      await chosen(shop, FLOUR, '500 Gm', 159.5),
      await chosen(shop, UPMA, '250 Gm', '179'),
    ]),
  };
}

/** A product the back office has made inactive, sold at one weight. */
export async function inactiveProduct(shop: TestShop): Promise<{ id: number; weight: string }> {
  const [product] = await shop.db
    .insert(products)
    .values({ name: 'Retired Bajra Mix', slug: `retired-bajra-mix-${Date.now()}`, productStatus: 0 })
    .returning({ id: products.id });
  await shop.db
    .insert(productPrices)
    .values({ productId: product!.id, weightUnit: '500 Gm', pricePaise: 19_900, discountedPricePaise: 17_900 });
  return { id: product!.id, weight: '500 Gm' };
}
