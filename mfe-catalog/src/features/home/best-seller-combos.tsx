import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { Spinner } from 'shared/ui/spinner.tsx';
import type { ComboPageQuery } from 'shared/contracts/catalog-pages';
import { useGetComboPageQuery } from '../catalog/api.ts';
import { CardGrid } from '../../ui/card-grid.ts';
import { ComboCard } from '../../ui/combo-card.tsx';
import { HomeSection } from './home-section.tsx';

/** The best-seller combos home shows; the server's loader asks the same. */
export const homeBestSellerCombosQuery: ComboPageQuery = { page: 1, per_page: 12, best_seller: 1 };

export function BestSellerCombos() {
  const { data, isLoading } = useGetComboPageQuery(homeBestSellerCombosQuery);
  const bestSellers = data?.data ?? [];
  return (
    <HomeSection
      title="Our Best Seller Combo's"
      intro="A week of breakfasts and rotis in one box, for less than buying the packs one by one."
      tinted
    >
      {isLoading ? (
        <Spinner label="Loading combos" />
      ) : bestSellers.length > 0 ? (
        <CardGrid>
          {bestSellers.map((combo) => (
            <ComboCard key={combo.id} combo={combo} />
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
