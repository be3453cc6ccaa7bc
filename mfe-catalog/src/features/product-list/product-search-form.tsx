import type { SubmitEvent } from 'react';
import { MAX_PRODUCT_SEARCH_LENGTH } from 'shared/contracts/catalog-pages';
import { paths } from 'shared/config/routes';
import { useNavigate } from 'shared/routing';
import { Button } from 'shared/ui/button.tsx';
import styled from 'styled-components';
import { type ProductListAddress, productListAddressOf, productListHref } from './product-list-address.ts';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem 1rem;
  margin-bottom: 1.5rem;

  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  input[type='search'],
  select {
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
`;

const SearchLabel = styled.label`
  flex: 1 1 16rem;
`;

const InStock = styled.label`
  && {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The list's search, sort and stock filter: a plain GET form, so it works before the page's scripts have run;
 * once they have, a change of sort or filter applies at once and a search goes to its first page.
 */
export function ProductSearchForm({ address }: { address: ProductListAddress }) {
  const navigate = useNavigate();
  // read as the server reads the form's address, on its first page
  const apply = (form: HTMLFormElement) => {
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const fields = new URLSearchParams({
      q: field('q').value,
      sort: field('sort').value,
      in_stock: field('in_stock').checked ? '1' : '',
    });
    navigate(productListHref({ ...productListAddressOf(fields), page: 1 }));
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return (
    // a new address starts the fields afresh from it (back, forward, a link)
    <Form role="search" method="get" action={paths.products} onSubmit={submit} key={productListHref(address)}>
      <SearchLabel>
        Search products
        <input
          type="search"
          name="q"
          defaultValue={address.q}
          maxLength={MAX_PRODUCT_SEARCH_LENGTH}
          placeholder="A name or an ingredient"
        />
      </SearchLabel>
      <label>
        Sort by
        <select name="sort" defaultValue={address.sort} onChange={(event) => apply(event.currentTarget.form!)}>
          <option value="relevance">{address.q ? 'Best match' : 'Featured'}</option>
          <option value="newest">Newest</option>
          <option value="price-asc">Price: low to high</option>
          <option value="price-desc">Price: high to low</option>
        </select>
      </label>
      <InStock>
        <input
          type="checkbox"
          name="in_stock"
          value="1"
          defaultChecked={address.inStock}
          onChange={(event) => apply(event.currentTarget.form!)}
        />
        In stock only
      </InStock>
      <Button type="submit">Search</Button>
    </Form>
  );
}
