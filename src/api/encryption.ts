import { CHUNK_SEPARATOR, splitForRsa } from '../domain/chunking';
import { cryptoRandom, encryptPkcs1, type RandomFill } from './rsa-pkcs1';
import { RsaKeyError, parseSpki } from './rsa-public-key';

/**
 * Payload encryption for add-order (spec §7): RSA-1024, PKCS#1 v1.5, 37-character chunks, each
 * Base64, joined by commas. The RSA is our own few lines over BigInt (rsa-pkcs1.ts), small enough
 * to travel with the submit code; the server decrypts with node:crypto.
 *
 * This is obfuscation, not security: the public key ships to every browser. The server
 * re-validates and re-prices everything it receives.
 */
const encoder = new TextEncoder();

function fromBase64(base64: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new RsaKeyError('not Base64');
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `spki` is the public key as Base64 DER (SubjectPublicKeyInfo), as the server publishes it. */
export function encryptPayload(text: string, spki: string, random: RandomFill = cryptoRandom): string {
  const key = parseSpki(fromBase64(spki));
  return splitForRsa(text)
    .map((chunk) => toBase64(encryptPkcs1(key, encoder.encode(chunk), random)))
    .join(CHUNK_SEPARATOR);
}
