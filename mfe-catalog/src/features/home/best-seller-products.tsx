import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { Spinner } from 'shared/ui/spinner.tsx';
import type { ProductPageQuery } from 'shared/contracts/catalog-pages';
import { useGetProductPageQuery } from '../catalog/api.ts';
import { CardGrid } from '../../ui/card-grid.ts';
import { ProductCard } from '../../ui/product-card.tsx';
import { HomeSection } from './home-section.tsx';

/** The best sellers home shows, and nothing else of the catalogue; the server's loader asks the same. */
export const homeBestSellersQuery: ProductPageQuery = { page: 1, per_page: 12, best_seller: 1 };

export function BestSellerProducts() {
  const { data, isLoading } = useGetProductPageQuery(homeBestSellersQuery);
  const bestSellers = data?.data ?? [];
  return (
    <HomeSection
      title="Our Seller Products"
      intro="The packs our customers reorder most: everyday atta and quick breakfasts, all gluten-free."
    >
      {isLoading ? (
        <Spinner label="Loading best sellers" />
      ) : bestSellers.length > 0 ? (
        <CardGrid>
          {bestSellers.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </CardGrid>
      ) : (
        <p>
          <Link to={paths.products}>Browse all our products</Link>
        </p>
      )}
    </HomeSection>
  );
}
