import { useState } from 'react';
import type { Combo } from 'shared/contracts/catalog';
import { Button } from 'shared/ui/button.tsx';
import { Price } from 'shared/ui/price.tsx';
import styled from 'styled-components';
import { useAddToCart } from '../catalog/add-to-cart.ts';
import { QuantityInput } from '../catalog/quantity-input.tsx';

const Purchase = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
`;

const PriceLine = styled.p`
  margin: 0;
  font-size: 1.5rem;
`;

export function ComboPurchase({ combo }: { combo: Combo }) {
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  return (
    <Purchase>
      <PriceLine>
        <Price amount={combo.combo_price} />
      </PriceLine>
      <QuantityInput initial={quantity} onChange={setQuantity} />
      <Button type="button" onClick={() => addToCart({ kind: 'combo', comboId: combo.id, quantity })}>
        Add to Cart
      </Button>
    </Purchase>
  );
}
