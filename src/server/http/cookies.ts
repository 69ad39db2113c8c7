import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A cookie's value from the request's Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Adds a Set-Cookie header, keeping those already set on the reply. */
export function appendCookie(reply: FastifyReply, cookie: string): void {
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...list, cookie]);
}

/**
 * The anonymous shopper: there are no accounts, so a browser is a shopper, named by a random id
 * in an HttpOnly cookie (a year). What must happen once per shopper (claiming a coupon) is keyed
 * by it; the server never trusts anything else the browser says about who it is.
 */
export const SHOPPER_COOKIE = 'ds_shopper';
const SHOPPER_ID = /^[A-Za-z0-9_-]{22}$/;

export function shopperIdOf(request: FastifyRequest): string | null {
  const id = readCookie(request.headers.cookie, SHOPPER_COOKIE);
  return id && SHOPPER_ID.test(id) ? id : null;
}

/** The request's shopper id, or a new one set on the reply. */
export function ensureShopperId(request: FastifyRequest, reply: FastifyReply): string {
  const known = shopperIdOf(request);
  if (known) return known;
  const id = randomBytes(16).toString('base64url');
  appendCookie(reply, `${SHOPPER_COOKIE}=${id}; Path=/; Max-Age=${365 * 86_400}; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`);
  return id;
}
