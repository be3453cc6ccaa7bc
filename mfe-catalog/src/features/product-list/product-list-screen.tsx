import { useEffect } from 'react';
import { paths } from 'shared/config/routes';
import { MAX_SEARCH_WORDS, MIN_SEARCH_WORD_LENGTH } from 'shared/contracts/catalog-pages';
import { Link, useSearchParams } from 'shared/routing';
import { Page } from 'shared/ui/page.tsx';
import { Spinner } from 'shared/ui/spinner.tsx';
import type { PageHead } from 'shared/server-rendering/page-head';
import { usePageMeta } from 'shared/ui/use-page-meta';
import styled from 'styled-components';
import { useGetComboPageQuery, useGetProductPageQuery } from '../catalog/api.ts';
import { CardGrid } from '../../ui/card-grid.ts';
import { ComboCard } from '../../ui/combo-card.tsx';
import { ProductCard } from '../../ui/product-card.tsx';
import {
  listCombosQueryOf,
  listPagesOf,
  showsCombos,
  type ProductListAddress,
  productListAddressOf,
  productPageQueryOf,
} from './product-list-address.ts';
import { ProductPager } from './product-pager.tsx';
import { ProductSearchForm } from './product-search-form.tsx';

const Intro = styled.p`
  max-width: 44rem;
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: 1.5rem;
`;

const Empty = styled.div`
  padding: 3rem 1rem;
  text-align: center;

  p:first-child {
    font-size: 1.2rem;
    font-weight: 600;
  }
`;

const Found = styled.p`
  margin-bottom: 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const CombosHeading = styled.h2`
  margin-top: 3rem;
`;

/** Cards that fit in the first row on a wide screen. */
const FIRST_ROW = 4;

const description = 'Gluten-free, high-protein millet flours and breakfast mixes, delivered across India.';

/** The head of a page of the list: each page its own title; a search or a filter is a view of the plain list. */
export function productListHeadOf({ page, q, sort, inStock }: ProductListAddress): PageHead {
  const plain = !q && sort === 'relevance' && !inStock;
  const title = q ? `Search: ${q}` : 'Products';
  return {
    title: page > 1 ? `${title}, page ${page}` : title,
    description,
    canonicalSearch: plain && page > 1 ? `?page=${page}` : undefined,
  };
}

const productsMatching = (total: number, q: string, capped: boolean) =>
  capped
    ? `At least ${total} products match “${q}”`
    : `${total} ${total === 1 ? 'product matches' : 'products match'} “${q}”`;

const quoted = (words: string[]) => words.map((word) => `“${word}”`).join(', ');

/** Whether the API searched any word of `q`: not when each was one it left out. */
const searchedAny = (q: string, ignored: string[]) => q.split(/\s+/).some((word) => word && !ignored.includes(word));

export function ProductListScreen() {
  const [searchParams] = useSearchParams();
  const address = productListAddressOf(searchParams);
  const head = productListHeadOf(address);
  usePageMeta(head.title, head.description);
  const products = useGetProductPageQuery(productPageQueryOf(address));
  const withCombos = showsCombos(address);
  const combos = useGetComboPageQuery(listCombosQueryOf(address), { skip: !withCombos });

  useEffect(() => {
    if (products.error) console.error('Products could not be loaded', products.error);
  }, [products.error]);

  const page = products.data;
  const comboPage = withCombos ? combos.data : undefined;
  const pages = listPagesOf(page, comboPage);
  const combosShown = comboPage ? comboPage.data : [];
  const ignoredWords = page?.ignored_words ?? [];
  return (
    <Page>
      <h1>Our Products</h1>
      <Intro>
        Millet flours and quick breakfast mixes, milled gluten-free and packed with protein. Pick a pack to see its
        weights, ingredients and how to cook it.
      </Intro>
      <ProductSearchForm address={address} />
      {ignoredWords.length > 0 && (
        <Found>
          Not searched: {quoted(ignoredWords)}. A search looks for its first {MAX_SEARCH_WORDS} words of{' '}
          {MIN_SEARCH_WORD_LENGTH} letters or more.
        </Found>
      )}
      {products.isLoading ? (
        <Spinner label="Loading products" />
      ) : page?.data.length ? (
        <div aria-busy={products.isFetching}>
          {address.q && searchedAny(address.q, ignoredWords) && (
            <Found role="status">{productsMatching(page.total, address.q, page.total_capped === true)}</Found>
          )}
          <CardGrid>
            {page.data.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                showStock
                titleLevel="h2"
                aboveTheFold={index < FIRST_ROW}
              />
            ))}
          </CardGrid>
        </div>
      ) : address.page > 1 && combosShown.length > 0 ? null /* the products ran out before the combos */ : (
        <Empty role="status">
          <p>No Products Found</p>
          {address.q && <p>Nothing matches “{address.q}”. Check the spelling, or try a single word.</p>}
          {(address.q || address.inStock || address.page > 1) && page && (
            <p>
              <Link to={paths.products}>See all products</Link>
            </p>
          )}
        </Empty>
      )}
      {combosShown.length > 0 && (
        <section aria-labelledby="combos-heading">
          <CombosHeading id="combos-heading">Combos</CombosHeading>
          <CardGrid>
            {combosShown.map((combo) => (
              <ComboCard key={combo.id} combo={combo} />
            ))}
          </CardGrid>
        </section>
      )}
      {/* after the combos too: the pager turns both lists' pages */}
      {page && <ProductPager address={address} pages={pages} />}
    </Page>
  );
}
