import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in hex, as Razorpay signs payments (`order_id|payment_id`) and webhooks (the raw body). */
export const signatureOf = (secret: string, payload: string | Buffer): string =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Compares in constant time, so the answer's timing tells a forger nothing about the right signature. */
export function signatureMatches(secret: string, payload: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signatureOf(secret, payload), 'hex'), Buffer.from(signature, 'hex'));
}
