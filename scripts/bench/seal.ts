import { constants, createHmac, createPublicKey, publicEncrypt, type KeyObject } from 'node:crypto';
import { CHUNK_SEPARATOR, splitForRsa } from '../../src/domain/chunking';
import { canonicalQuery } from '../../src/domain/signing';
import type { AddOrderBody } from '../../src/domain/order';

/**
 * The load generator's sealing: the browser's canonical string and chunking (the same domain
 * code), with node:crypto doing the RSA and HMAC so thousands of orders are ready in seconds.
 * The bytes on the wire have the same format the browser's PKCS#1 v1.5 (src/api/rsa-pkcs1.ts) produces.
 */
const parsed = new Map<string, KeyObject>();

export function seal(order: AddOrderBody, keys: { rsaPublicKey: string; signKey: string }): { body: string; signature: string } {
  let publicKey = parsed.get(keys.rsaPublicKey);
  if (!publicKey) {
    publicKey = createPublicKey({ key: Buffer.from(keys.rsaPublicKey, 'base64'), format: 'der', type: 'spki' });
    parsed.set(keys.rsaPublicKey, publicKey);
  }
  const key = { key: publicKey, padding: constants.RSA_PKCS1_PADDING };
  const data = splitForRsa(JSON.stringify(order))
    .map((chunk) => publicEncrypt(key, Buffer.from(chunk, 'utf8')).toString('base64'))
    .join(CHUNK_SEPARATOR);
  const signature = createHmac('sha256', keys.signKey).update(canonicalQuery(order)).digest('base64');
  return { body: JSON.stringify({ data }), signature };
}
