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

/** The last time-ordered token's time and bytes, for the next one made in the same millisecond. */
let previous: { time: number; bytes: Uint8Array } | undefined;

/**
 * 128 bits like randomToken's, but the first 48 are the time in milliseconds (as in a ULID), so
 * ids made later sort later: a table keyed by them takes each new row at the end of its index
 * (one page an ad burst's rows share) instead of at a random place (a page of its own each).
 * Within one millisecond the next token is the last one's 80 random bits plus one (as a monotonic
 * ULID), so tokens made in the same millisecond still sort in the order they were made.
 */
export function timeOrderedToken(now: number = Date.now()): string {
  const time = Math.max(0, Math.floor(now));
  const bytes = previous?.time === time ? successor(previous.bytes) : randomBytes(16);
  let rest = time;
  for (let index = 5; index >= 0; index -= 1) {
    bytes[index] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  previous = { time, bytes };
  // base64url's alphabet is not in ASCII order: each character is written in an ordered one.
  return [...base64(bytes)].map((char) => ORDERED[BASE64.indexOf(char)]).join('');
}

/** The token's random part (bytes 6 to 15) plus one. */
function successor(bytes: Uint8Array): Uint8Array {
  const next = Uint8Array.from(bytes);
  for (let index = 15; index >= 6; index -= 1) {
    next[index] = (next[index]! + 1) % 256;
    if (next[index] !== 0) break;
  }
  return next;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** 64 URL-safe characters in ASCII (and so SQL text) order. */
const ORDERED = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
