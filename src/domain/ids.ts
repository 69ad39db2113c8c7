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
