import { useState } from 'react';
import type { Combo } from 'shared/contracts/catalog';
import { Price } from 'shared/ui/price.tsx';
import { AddToCartButton } from '../../ui/add-to-cart-button.tsx';
import { PriceLine, Purchase } from '../../ui/purchase-layout.ts';
import { QuantityInput } from '../../ui/quantity-input.tsx';

export function ComboPurchase({ combo }: { combo: Combo }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <Purchase>
      <PriceLine>
        <Price amount={combo.combo_price} />
      </PriceLine>
      <QuantityInput initial={quantity} onChange={setQuantity} />
      <AddToCartButton choice={{ kind: 'combo', comboId: combo.id, quantity }} />
    </Purchase>
  );
}
