import type { Combo } from 'shared/contracts/catalog';
import styled from 'styled-components';
import { DetailLayout } from '../../ui/detail-layout.ts';
import { Ingredients } from '../../ui/ingredients.tsx';
import { ProductGallery } from '../../ui/product-gallery.tsx';
import { ProductTabs } from '../../ui/product-tabs.tsx';
import { Tabs } from '../../ui/tabs.tsx';

const Gallery = styled.div`
  max-width: 26rem;
`;

/** One tab per product in the combo, each with the product's images, ingredients and tabs. */
export function ComboProducts({ items }: { items: Combo['combo_items'] }) {
  return (
    <section aria-labelledby="combo-products-heading">
      <h2 id="combo-products-heading">What&apos;s in this combo</h2>
      <Tabs
        label="Products in this combo"
        tabs={items.map(({ product }) => ({
          title: product.name,
          panel: (
            <>
              <DetailLayout>
                <Gallery>
                  <ProductGallery productId={product.id} name={product.name} images={product.images} />
                </Gallery>
                <Ingredients ingredients={product.ingredients} level="h3" />
              </DetailLayout>
              <ProductTabs product={product} />
            </>
          ),
        }))}
      />
    </section>
  );
}
