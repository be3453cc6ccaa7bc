import { Link } from 'shared/routing';
import { productImageSources } from 'shared/api/image-url';
import { paths } from 'shared/config/routes';
import type { ProductSummary } from 'shared/contracts/catalog';
import { formatPriceRange } from 'shared/format/rupees';
import styled from 'styled-components';
import { Card, CardTitle } from './card-grid.ts';
import { ImagePlaceholder } from './image-placeholder.tsx';

/** The whole card is clickable through the name's link, which stays the one link a screen reader hears. */
const NameLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius};
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Stock = styled.p<{ $inStock: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $inStock }) => ($inStock ? theme.colors.success : theme.colors.danger)};
`;

const PriceRange = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.05rem;
`;

interface ProductCardProps {
  product: ProductSummary;
  showStock?: boolean;
  titleLevel?: 'h2' | 'h3';
  /** For cards in the first screenful: their images load at once instead of lazily. */
  aboveTheFold?: boolean;
}

/** The prices shoppers pay (discounted), lowest to highest, or one price when all are equal. */
const productPriceRange = (product: ProductSummary) =>
  formatPriceRange(product.prices.map((price) => price.discounted_price));

export function ProductCard({ product, showStock = false, titleLevel = 'h3', aboveTheFold = false }: ProductCardProps) {
  const image = product.images.find((candidate) => candidate.is_default === 1) ?? product.images[0];
  return (
    <Card>
      {image ? (
        <img
          {...productImageSources(product.id, image.image, 'card')}
          alt=""
          width={400}
          height={400}
          loading={aboveTheFold ? 'eager' : 'lazy'}
        />
      ) : (
        <ImagePlaceholder />
      )}
      <CardTitle as={titleLevel}>
        <NameLink to={paths.product(product.id)}>{product.name}</NameLink>
      </CardTitle>
      {showStock && (
        <Stock $inStock={product.in_stock === 1}>{product.in_stock === 1 ? 'Available' : 'Out of Stock'}</Stock>
      )}
      <PriceRange>{productPriceRange(product)}</PriceRange>
    </Card>
  );
}
