import { useState } from 'react';
import type { Product } from 'shared/contracts/catalog';
import { Price } from 'shared/ui/price.tsx';
import styled from 'styled-components';
import { AddToCartButton } from '../../ui/add-to-cart-button.tsx';
import { PriceLine, Purchase } from '../../ui/purchase-layout.ts';
import { QuantityInput } from '../../ui/quantity-input.tsx';
import { WeightOptions } from './weight-options.tsx';

/** The weight shown as selected until the product's prices arrive. */
const INITIAL_WEIGHT = '500 Gm';

const OutOfStock = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Price, weight, quantity and "Add to Cart"; before the product loads only the initial weight shows. */
export function ProductPurchase({ product }: { product: Product | undefined }) {
  const [chosenWeight, setChosenWeight] = useState<string>();
  const [quantity, setQuantity] = useState(1);
  const prices = product?.prices ?? [];
  const weight = chosenWeight ?? prices[0]?.weight_unit ?? INITIAL_WEIGHT;
  const price = prices.find((candidate) => candidate.weight_unit === weight);

  return (
    <Purchase>
      {price && (
        <PriceLine>
          <Price amount={price.discounted_price} original={price.price} />
        </PriceLine>
      )}
      <WeightOptions prices={prices} selected={weight} onSelect={setChosenWeight} />
      {product && (
        <>
          <QuantityInput initial={quantity} onChange={setQuantity} />
          {product.in_stock === 0 && <OutOfStock>Out of Stock</OutOfStock>}
          <AddToCartButton
            disabled={product.in_stock === 0}
            choice={
              price
                ? {
                    kind: 'product',
                    productId: product.id,
                    productPriceId: price.id,
                    productName: product.name,
                    price: price.price,
                    discountedPrice: price.discounted_price,
                    quantity,
                  }
                : null
            }
          />
        </>
      )}
    </Purchase>
  );
}
