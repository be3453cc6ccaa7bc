import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { Spinner } from 'shared/ui/spinner.tsx';
import { useGetProductsQuery } from '../catalog/api.ts';
import { CardGrid } from '../../ui/card-grid.ts';
import { ProductCard } from '../../ui/product-card.tsx';
import { HomeSection } from './home-section.tsx';

export function BestSellerProducts() {
  const { data, isLoading } = useGetProductsQuery();
  const bestSellers = data?.filter((product) => product.is_best_seller === 1) ?? [];
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
