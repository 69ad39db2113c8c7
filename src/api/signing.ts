import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { canonicalQuery, type SignableValue } from '../domain/signing';

/** HMAC-SHA256 of the canonical query, Base64 (spec §7). */
export function sign(params: Readonly<Record<string, SignableValue>>, key: string): string {
  const mac = hmac(sha256, new TextEncoder().encode(key), new TextEncoder().encode(canonicalQuery(params)));
  let binary = '';
  for (const byte of mac) binary += String.fromCharCode(byte);
  return btoa(binary);
}
