/**
 * Random identifiers from the platform's CSPRNG (Web Crypto: browsers, including plain-http pages
 * where randomUUID is missing, and Node >= 20).
 */
export function randomBytes(length: number): Uint8Array {
  return source(length);
}

let source = (length: number): Uint8Array => {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
};

/** The server hands in its own CSPRNG source (a pool: server/crypto/random-pool.ts); browsers keep the platform's. */
export function provideRandomSource(bytes: (length: number) => Uint8Array): void {
  source = bytes;
}

/** 128 random bits as 22 URL-safe characters: idempotency keys, upload names. */
export function randomToken(bytes = 16): string {
  return base64(randomBytes(bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}

/** Bytes as base64, without padding. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '');
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
  // base64url's alphabet is not in ASCII order: each character is written in an ordered one.
  return [...base64(bytes)].map((char) => ORDERED[BASE64.indexOf(char)]).join('');
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** 64 URL-safe characters in ASCII (and so SQL text) order. */
const ORDERED = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
