import { constants, privateDecrypt, type KeyObject } from 'node:crypto';
import { CHUNK_SEPARATOR } from '../../domain/chunking';

/**
 * Decrypts the add-order payload: Base64 RSA-1024 blocks joined by commas, each PKCS#1 v1.5
 * (type 2) padded UTF-8 text (spec §7).
 *
 * Node 20 refuses PKCS#1 v1.5 in privateDecrypt (the Marvin attack fix) unless started with
 * --security-revert, which we never do. So we ask OpenSSL for the raw RSA result (no padding)
 * and strip the padding here, strictly, answering every malformed block with the same error.
 * Nothing secret rests on this scheme (the server re-validates everything), but the one uniform
 * error keeps it from being a padding oracle.
 */
export class PayloadError extends Error {
  constructor() {
    super('The payload could not be decrypted');
  }
}

export const MAX_CHUNKS = 128;
const MIN_PADDING = 8;
const decoder = new TextDecoder('utf-8', { fatal: true });

export function unpadPkcs1Type2(block: Uint8Array): Uint8Array {
  // Scan the whole block without stopping early, then decide once.
  let separator = -1;
  for (let i = 2; i < block.length; i++) {
    if (separator === -1 && block[i] === 0) separator = i;
  }
  const wellFormed = block[0] === 0x00 && block[1] === 0x02 && separator >= 2 + MIN_PADDING;
  if (!wellFormed) throw new PayloadError();
  return block.subarray(separator + 1);
}

export function decryptBlock(key: KeyObject, base64: string, keyBytes: number): string {
  const ciphertext = Buffer.from(base64, 'base64');
  if (ciphertext.length !== keyBytes || ciphertext.toString('base64') !== base64) throw new PayloadError();
  let block: Buffer;
  try {
    block = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, ciphertext);
  } catch {
    throw new PayloadError();
  }
  try {
    return decoder.decode(unpadPkcs1Type2(block));
  } catch {
    throw new PayloadError();
  }
}

export function decryptPayload(key: KeyObject, payload: string): string {
  if (typeof payload !== 'string' || payload.length === 0) throw new PayloadError();
  const blocks = payload.split(CHUNK_SEPARATOR);
  if (blocks.length > MAX_CHUNKS) throw new PayloadError();
  const keyBytes = Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 1024) / 8);
  return blocks.map((block) => decryptBlock(key, block, keyBytes)).join('');
}
