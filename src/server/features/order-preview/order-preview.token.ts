import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The short-lived, read-only token that opens one order's shopper preview in the back office:
 * `<payload>.<signature>`, the payload naming the order and when the token stops working, signed
 * with HMAC-SHA256 under a key derived from the server's own keys (every process of the shop reads
 * the same one). It opens that order only, and only until it expires; it authorises nothing else.
 */
export const PREVIEW_LIFETIME_MS = 10 * 60_000;

export function previewSecret(privateKeyPem: string): string {
  return createHash('sha256').update('doorstep order preview\n').update(privateKeyPem).digest('base64url');
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function issuePreviewToken(secret: string, orderNo: string, now: Date, lifetimeMs = PREVIEW_LIFETIME_MS): { token: string; expiresAt: string } {
  const expires = now.getTime() + lifetimeMs;
  const payload = Buffer.from(JSON.stringify({ o: orderNo, e: expires })).toString('base64url');
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(expires).toISOString() };
}

export type PreviewTokenReading = { ok: true; orderNo: string } | { ok: false; problem: 'invalid' | 'expired' };

/** The order a token opens, if it is one this shop signed and it has not expired. */
export function readPreviewToken(secret: string, token: string, now: Date): PreviewTokenReading {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, problem: 'invalid' };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  const { o, e } = (claims ?? {}) as { o?: unknown; e?: unknown };
  if (typeof o !== 'string' || typeof e !== 'number') return { ok: false, problem: 'invalid' };
  if (now.getTime() >= e) return { ok: false, problem: 'expired' };
  return { ok: true, orderNo: o };
}
