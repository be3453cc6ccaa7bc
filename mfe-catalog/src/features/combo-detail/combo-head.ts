import { comboImageUrl } from 'shared/api/image-url';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import type { Combo } from 'shared/contracts/catalog';
import type { PageHead } from 'shared/server-rendering/page-head';
import { availability, catalogueTrail } from '../../ui/schema-org.ts';
import { comboDescription } from './combo-detail-screen.tsx';

/**
 * What search engines and link previews read of a combo: its name, what it holds, its image and its price (Open
 * Graph and schema.org Product, in stock while every product in it is), and its place in the shop.
 */
export function comboHead(combo: Combo, shopUrl: string): PageHead {
  const path = paths.combo(combo.id);
  const image = new URL(comboImageUrl(combo.id, combo.image), `${shopUrl}/`).href;
  const price = combo.combo_price.toFixed(2);
  return {
    title: combo.name,
    description: comboDescription(combo),
    openGraph: {
      'og:type': 'product',
      'og:image': image,
      'og:image:alt': combo.name,
      'product:price:amount': price,
      'product:price:currency': 'INR',
    },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: combo.name,
        description: comboDescription(combo),
        image: [image],
        sku: `combo-${combo.id}`,
        brand: { '@type': 'Brand', name: shop.name },
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: 'INR',
          availability: availability(combo.combo_items.every(({ product }) => product.in_stock === 1)),
          url: `${shopUrl}${path}`,
        },
      },
      catalogueTrail(shopUrl, combo.name, path),
    ],
  };
}
