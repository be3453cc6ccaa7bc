import type { ProductSummary } from 'shared/contracts/catalog';

/** A line a shopper adds, with the unit price the catalogue showed before the run. */
export interface PlannedLine {
  productId: number;
  productPriceId: number;
  qty: number;
  unitPaise: number;
}

export interface ShoppingPlan {
  index: number;
  lines: PlannedLine[];
  /** a public Percentage coupon the shopper applies before checking out */
  coupon?: { code: string; percent: number };
  /** false: the shopper fills the cart and leaves, and the lines must still be there at the end */
  checksOut: boolean;
}

/** The seed's 10 % coupon, anyone's to apply. */
const COUPON = { code: 'HEALTH10', percent: 10 };

/**
 * Plans that differ from shopper to shopper: two or three weights, quantities 1–3;
 * every third shopper applies the coupon and every fifth leaves without checking out.
 */
export function shoppingPlans(count: number, catalogue: ProductSummary[]): ShoppingPlan[] {
  const weights = catalogue
    .filter((product) => product.in_stock === 1)
    .flatMap((product) => product.prices.map((price) => ({ product, price })));
  if (weights.length < 3) throw new Error('the catalogue has fewer than three weights in stock to buy');
  return Array.from({ length: count }, (_, index) => {
    const chosen = new Map<number, PlannedLine>();
    for (let offset = 0; chosen.size < 2 + (index % 2) && offset < weights.length; offset++) {
      const { product, price } = weights[(index * 7 + offset) % weights.length]!;
      chosen.set(price.id, {
        productId: product.id,
        productPriceId: price.id,
        qty: 1 + ((index + offset) % 3),
        unitPaise: Math.round(price.discounted_price * 100),
      });
    }
    return {
      index,
      lines: [...chosen.values()],
      coupon: index % 3 === 1 ? COUPON : undefined,
      checksOut: index % 5 !== 4,
    };
  });
}

/** What the order must come to, worked out here from the catalogue and the coupon rule, not read from the shop. */
export function expectedTotalPaise(plan: ShoppingPlan): number {
  const subtotal = plan.lines.reduce((sum, line) => sum + line.unitPaise * line.qty, 0);
  const discount = plan.coupon ? Math.round((subtotal * plan.coupon.percent) / 100) : 0;
  // paid online: no shipping charge
  return subtotal - discount;
}
