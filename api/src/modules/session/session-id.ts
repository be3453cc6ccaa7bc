import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A session id is `<256 random bits>.<issue time>.<HMAC-SHA256 of both>`: the server recognises the ids it
 * issued, and when, without storing them, so asking for sessions writes nothing.
 */
const signedId = /^([A-Za-z0-9_-]{43})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest();

export function issueSessionId(secret: Buffer, issuedAtMs: number): string {
  const payload = `${randomBytes(32).toString('base64url')}.${Math.floor(issuedAtMs / 1000).toString(36)}`;
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** When the server issued this id (ms), or null when the server did not sign it. */
export function sessionIssuedAt(secret: Buffer, sessionId: string): number | null {
  const parts = signedId.exec(sessionId);
  if (!parts) return null;
  // compared as text: decoding would accept a second spelling of the same bytes (the last character carries two
  // bits base64url leaves unused), and an id has one spelling
  const signature = Buffer.from(parts[3]!);
  const expected = Buffer.from(mac(secret, `${parts[1]}.${parts[2]}`).toString('base64url'));
  if (!timingSafeEqual(signature, expected)) return null;
  return parseInt(parts[2]!, 36) * 1000;
}
