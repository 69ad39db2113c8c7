/**
 * Random identifiers from the platform's CSPRNG (Web Crypto: browsers, including plain-http pages
 * where randomUUID is missing, and Node >= 20).
 */
export function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** 128 random bits as 22 URL-safe characters: idempotency keys, upload names. */
export function randomToken(bytes = 16): string {
  let binary = '';
  for (const byte of randomBytes(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
