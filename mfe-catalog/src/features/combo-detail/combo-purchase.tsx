import { useState } from 'react';
import type { Combo } from 'shared/contracts/catalog';
import { Button } from 'shared/ui/button.tsx';
import { Price } from 'shared/ui/price.tsx';
import { useAddToCart } from '../catalog/add-to-cart.ts';
import { PriceLine, Purchase } from '../catalog/purchase-layout.ts';
import { QuantityInput } from '../catalog/quantity-input.tsx';

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
