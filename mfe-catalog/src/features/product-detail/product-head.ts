import { productImageUrl } from 'shared/api/image-url';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import type { Product } from 'shared/contracts/catalog';
import type { PageHead } from 'shared/server-rendering/page-head';
import { availability, catalogueTrail } from '../../ui/schema-org.ts';

const rupees = (amount: number) => amount.toFixed(2);

/**
 * What search engines and link previews read of a product: its name, first description, default image, the price
 * of the weight shown first (Open Graph), an offer per weight (schema.org Product) and its place in the shop.
 */
export function productHead(product: Product, shopUrl: string): PageHead {
  const url = `${shopUrl}${paths.product(product.id)}`;
  const images = [...product.images]
    .sort((a, b) => b.is_default - a.is_default)
    .map(({ image }) => new URL(productImageUrl(product.id, image), `${shopUrl}/`).href);
  const description = product.descriptions[0]?.description;
  const shown = product.prices[0];
  return {
    title: product.name,
    description,
    openGraph: {
      'og:type': 'product',
      ...(images[0] && { 'og:image': images[0], 'og:image:alt': product.name }),
      ...(shown && { 'product:price:amount': rupees(shown.discounted_price), 'product:price:currency': 'INR' }),
    },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        ...(description && { description }),
        image: images,
        sku: String(product.id),
        brand: { '@type': 'Brand', name: shop.name },
        offers: product.prices.map((price) => ({
          '@type': 'Offer',
          name: price.weight_unit,
          price: rupees(price.discounted_price),
          priceCurrency: 'INR',
          availability: availability(product.in_stock === 1),
          url,
        })),
      },
      catalogueTrail(shopUrl, product.name, paths.product(product.id)),
    ],
  };
}
