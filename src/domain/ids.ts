/**
 * Random identifiers from the platform's CSPRNG (Web Crypto: browsers, including plain-http pages
 * where randomUUID is missing, and Node >= 20).
 */
export function randomBytes(length: number): Uint8Array {
  if (length > POOL_SIZE / 4) {
    const bytes = new Uint8Array(length);
    globalThis.crypto.getRandomValues(bytes);
    return bytes;
  }
  if (used + length > POOL_SIZE) {
    globalThis.crypto.getRandomValues(pool);
    used = 0;
  }
  const bytes = pool.slice(used, used + length);
  used += length;
  return bytes;
}

// Small asks are served from a pool filled 1 KB at a time (each byte given out once), as Node's
// randomUUID does: an order asks for several ids, and each call into the platform's CSPRNG cost
// more than the bytes (1 % of the server's event loop under the bench's orders).
const POOL_SIZE = 1024;
const pool = new Uint8Array(POOL_SIZE);
let used = POOL_SIZE;

/** 128 random bits as 22 URL-safe characters: idempotency keys, upload names. */
export function randomToken(bytes = 16): string {
  let binary = '';
  for (const byte of randomBytes(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * 128 bits like randomToken's, but the first 48 are the time in milliseconds (as in a ULID), so
 * ids made later sort later: a table keyed by them takes each new row at the end of its index
 * (one page an ad burst's rows share) instead of at a random place (a page of its own each).
 */
export function timeOrderedToken(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  let time = Math.max(0, Math.floor(now));
  for (let index = 5; index >= 0; index -= 1) {
    bytes[index] = time % 256;
    time = Math.floor(time / 256);
  }
  // base64url's alphabet is not in ASCII order: each 6 bits are written in an ordered one.
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += ORDERED[(value >>> bits) & 63];
    }
  }
  return bits > 0 ? out + ORDERED[(value << (6 - bits)) & 63] : out;
}

/** 64 URL-safe characters in ASCII (and so SQL text) order. */
const ORDERED = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
