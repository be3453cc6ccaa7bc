import { useRef } from 'react';
import type { CheckoutRequest } from 'shared/contracts/checkout';

/**
 * The `Idempotency-Key` of a checkout attempt: the same while the order sent
 * is the same (a double click or a retry after a lost answer places one
 * order), a new one once the shopper changes anything.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ order: string; key: string } | null>(null);
  return (order: CheckoutRequest) => {
    const sent = JSON.stringify(order);
    if (attempt.current?.order !== sent) attempt.current = { order: sent, key: crypto.randomUUID() };
    return attempt.current.key;
  };
}
