import { Link } from 'shared/routing';
import styled from 'styled-components';
import { type ProductListAddress, productListHref } from './product-list-address.ts';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 1rem;
  margin: 2rem 0;

  a {
    padding: 0.6rem 1.2rem;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
`;

/** Links to the previous and next pages of the same search, crawlable (`rel` says which is which). */
export function ProductPager({ address, pages }: { address: ProductListAddress; pages: number }) {
  if (pages <= 1 && address.page === 1) return null;
  const to = (page: number) => productListHref({ ...address, page });
  return (
    <Nav aria-label="Product pages">
      {address.page > 1 && (
        <Link to={to(Math.min(address.page - 1, Math.max(pages, 1)))} rel="prev">
          Previous page
        </Link>
      )}
      <span>
        Page {address.page} of {Math.max(pages, 1)}
      </span>
      {address.page < pages && (
        <Link to={to(address.page + 1)} rel="next">
          Next page
        </Link>
      )}
    </Nav>
  );
}
