import type { RsaPublicKey } from './rsa-public-key';

/**
 * RSAES-PKCS1-v1_5 encryption (RFC 8017 §7.2.1) over BigInt: the whole of what the order form
 * needs from RSA, about 1 KB gzip where node-forge's RSA was about 30 KB.
 * `random` fills a buffer with random bytes (crypto.getRandomValues in the browser).
 */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => void;

const MIN_PADDING = 8;

export const cryptoRandom: RandomFill = (bytes) => void crypto.getRandomValues(bytes);

/** The padding string PS: `length` random bytes, none of them zero (a zero ends the padding). */
export function nonZeroRandomBytes(length: number, random: RandomFill): Uint8Array {
  const out = new Uint8Array(length);
  let filled = 0;
  const spare = new Uint8Array(length + 16);
  while (filled < length) {
    random(spare);
    for (let i = 0; i < spare.length && filled < length; i++) if (spare[i] !== 0) out[filled++] = spare[i]!;
  }
  return out;
}

/** EM = 0x00 || 0x02 || PS || 0x00 || M, `bytes` long, PS at least 8 nonzero random bytes. */
export function padPkcs1Type2(message: Uint8Array, bytes: number, random: RandomFill): Uint8Array {
  const paddingLength = bytes - message.length - 3;
  if (paddingLength < MIN_PADDING) throw new RangeError(`A ${message.length}-byte message does not fit one ${bytes}-byte RSA block`);
  const block = new Uint8Array(bytes);
  block[1] = 0x02;
  block.set(nonZeroRandomBytes(paddingLength, random), 2);
  block.set(message, bytes - message.length);
  return block;
}

/** base^exponent mod modulus, square-and-multiply from the lowest bit. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

function toBigInt(bytes: Uint8Array): bigint {
  let hex = '0x0';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return BigInt(hex);
}

/** I2OSP: the integer as exactly `length` big-endian bytes. */
function toBytes(value: bigint, length: number): Uint8Array {
  const hex = value.toString(16).padStart(length * 2, '0');
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** One RSA block: the message padded, raised to the public exponent, `key.bytes` long. */
export function encryptPkcs1(key: RsaPublicKey, message: Uint8Array, random: RandomFill = cryptoRandom): Uint8Array {
  const padded = toBigInt(padPkcs1Type2(message, key.bytes, random));
  return toBytes(modPow(padded, key.exponent, key.modulus), key.bytes);
}
