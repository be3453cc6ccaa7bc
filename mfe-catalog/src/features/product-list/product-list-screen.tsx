import { useEffect } from 'react';
import { Page } from 'shared/ui/page.tsx';
import { Spinner } from 'shared/ui/spinner.tsx';
import type { PageHead } from 'shared/server-rendering/page-head';
import { usePageMeta } from 'shared/ui/use-page-meta';
import styled from 'styled-components';
import { useGetCombosQuery, useGetProductsQuery } from '../catalog/api.ts';
import { CardGrid } from '../../ui/card-grid.ts';
import { ComboCard } from '../../ui/combo-card.tsx';
import { ProductCard } from '../../ui/product-card.tsx';

const Intro = styled.p`
  max-width: 44rem;
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: 2rem;
`;

const Empty = styled.p`
  padding: 3rem 1rem;
  text-align: center;
  font-size: 1.2rem;
  font-weight: 600;
`;

const CombosHeading = styled.h2`
  margin-top: 3rem;
`;

/** Cards that fit in the first row on a wide screen. */
const FIRST_ROW = 4;

export const productListHead: PageHead = {
  title: 'Products',
  description: 'Gluten-free, high-protein millet flours and breakfast mixes, delivered across India.',
};

export function ProductListScreen() {
  usePageMeta(productListHead.title, productListHead.description);
  const products = useGetProductsQuery();
  const combos = useGetCombosQuery();

  useEffect(() => {
    if (products.error) console.error('Products could not be loaded', products.error);
  }, [products.error]);

  return (
    <Page>
      <h1>Our Products</h1>
      <Intro>
        Millet flours and quick breakfast mixes, milled gluten-free and packed with protein. Pick a pack to see its
        weights, ingredients and how to cook it.
      </Intro>
      {products.isLoading ? (
        <Spinner label="Loading products" />
      ) : products.data?.length ? (
        <CardGrid>
          {products.data.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              showStock
              titleLevel="h2"
              aboveTheFold={index < FIRST_ROW}
            />
          ))}
        </CardGrid>
      ) : (
        <Empty>No Products Found</Empty>
      )}
      {combos.data && combos.data.length > 0 && (
        <section aria-labelledby="combos-heading">
          <CombosHeading id="combos-heading">Combos</CombosHeading>
          <CardGrid>
            {combos.data.map((combo) => (
              <ComboCard key={combo.id} combo={combo} />
            ))}
          </CardGrid>
        </section>
      )}
    </Page>
  );
}
