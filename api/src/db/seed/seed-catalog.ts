import { count } from 'drizzle-orm';
import { paiseFromRupees } from '../../money.ts';
import type { Database } from '../open-database.ts';
import {
  productComboItems,
  productCombos,
  productDescriptions,
  productHowToUseSteps,
  productImages,
  productIngredients,
  productNutritionTables,
  productPrices,
  products,
} from '../schema.ts';
import { comboImageFile, howToUseImageFile, productImageFiles } from './catalog-artwork.ts';
import { seedCombos, seedProducts } from './seed-catalog-data.ts';

/** Fills an empty catalogue with the shop's products and combos; a catalogue with anything in it is left alone. */
export async function seedCatalog(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ products: count() }).from(products);
    if (existing && existing.products > 0) return false;

    const insertedProducts = await tx
      .insert(products)
      .values(
        seedProducts.map((product) => ({
          name: product.name,
          slug: product.slug,
          inStock: product.inStock,
          isBestSeller: product.isBestSeller,
          servingSize: product.servingSize,
          servingPerContainer: product.servingPerContainer,
          howToUseImage: howToUseImageFile(product),
          howToUseTip: product.howToUseTip,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productIdBySlug = new Map(insertedProducts.map((row) => [row.slug, row.id]));
    const productIdOf = (slug: string) => productIdBySlug.get(slug)!;

    await tx
      .insert(productImages)
      .values(
        seedProducts.flatMap((product) =>
          productImageFiles(product).map((files, sort) => ({ productId: productIdOf(product.slug), ...files, sort })),
        ),
      );
    const insertedPrices = await tx
      .insert(productPrices)
      .values(
        seedProducts.flatMap((product) =>
          product.prices.map((price, sort) => ({
            productId: productIdOf(product.slug),
            weightUnit: price.weightUnit,
            pricePaise: paiseFromRupees(price.price),
            discountedPricePaise: paiseFromRupees(price.discountedPrice),
            sort,
          })),
        ),
      )
      .returning({ id: productPrices.id, productId: productPrices.productId, weightUnit: productPrices.weightUnit });
    await tx
      .insert(productIngredients)
      .values(
        seedProducts.flatMap((product) =>
          product.ingredients.map((ingredient, sort) => ({ productId: productIdOf(product.slug), ingredient, sort })),
        ),
      );
    await tx.insert(productDescriptions).values(
      seedProducts.flatMap((product) =>
        product.descriptions.map((description, sort) => ({
          productId: productIdOf(product.slug),
          description,
          sort,
        })),
      ),
    );
    await tx
      .insert(productNutritionTables)
      .values(
        seedProducts.flatMap((product) =>
          product.nutrition.map((table, sort) => ({ productId: productIdOf(product.slug), ...table, sort })),
        ),
      );
    await tx.insert(productHowToUseSteps).values(
      seedProducts.flatMap((product) =>
        product.howToUse.map((stepDetails, index) => ({
          productId: productIdOf(product.slug),
          stepOrder: index + 1,
          stepDetails,
        })),
      ),
    );

    const insertedCombos = await tx
      .insert(productCombos)
      .values(
        seedCombos.map((combo) => ({
          name: combo.name,
          image: comboImageFile(combo),
          comboPricePaise: paiseFromRupees(combo.comboPrice),
          isBestSeller: combo.isBestSeller,
        })),
      )
      .returning({ id: productCombos.id });
    await tx.insert(productComboItems).values(
      seedCombos.flatMap((combo, comboIndex) =>
        combo.items.map((item, sort) => {
          const productId = productIdOf(item.productSlug);
          const price = insertedPrices.find((row) => row.productId === productId && row.weightUnit === item.weightUnit);
          return {
            comboId: insertedCombos[comboIndex]!.id,
            productId,
            productPriceId: price?.id ?? null,
            weight: item.weightUnit,
            discountedPricePaise: paiseFromRupees(item.discountedPrice),
            sort,
          };
        }),
      ),
    );
    return true;
  });
}
