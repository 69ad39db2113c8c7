/**
 * Reads an RSA public key from its SubjectPublicKeyInfo DER (RFC 5280 §4.1, RFC 8017 A.1.1), the
 * form the server publishes it in: just enough DER to find the modulus and the public exponent.
 */
export interface RsaPublicKey {
  modulus: bigint;
  exponent: bigint;
  /** The modulus' length in bytes (k in RFC 8017): every encrypted block has this length. */
  bytes: number;
}

export class RsaKeyError extends Error {
  constructor(reason: string) {
    super(`The order encryption key is not a usable RSA public key (${reason})`);
  }
}

const SEQUENCE = 0x30;
const INTEGER = 0x02;
const BIT_STRING = 0x03;
const OBJECT_IDENTIFIER = 0x06;
const NULL = 0x05;
/** 1.2.840.113549.1.1.1, rsaEncryption. */
const RSA_ENCRYPTION = [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01];

interface Element {
  tag: number;
  /** Where the contents start and end (end exclusive). */
  start: number;
  end: number;
}

/** One DER element at `offset`, within `limit`; only definite lengths, as DER requires. */
function readElement(der: Uint8Array, offset: number, limit: number, tag: number): Element {
  if (offset + 2 > limit) throw new RsaKeyError('truncated');
  if (der[offset] !== tag) throw new RsaKeyError(`expected tag ${tag}, found ${der[offset]}`);
  let length = der[offset + 1]!;
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4 || start + count > limit) throw new RsaKeyError('bad length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + der[start + i]!;
    start += count;
  }
  const end = start + length;
  if (end > limit) throw new RsaKeyError('truncated');
  return { tag, start, end };
}

function readPositiveInteger(der: Uint8Array, element: Element): bigint {
  if (element.end === element.start || der[element.start]! & 0x80) throw new RsaKeyError('not a positive integer');
  let value = 0n;
  for (let i = element.start; i < element.end; i++) value = (value << 8n) | BigInt(der[i]!);
  return value;
}

export function parseSpki(der: Uint8Array): RsaPublicKey {
  const info = readElement(der, 0, der.length, SEQUENCE);
  if (info.end !== der.length) throw new RsaKeyError('trailing bytes');
  const algorithm = readElement(der, info.start, info.end, SEQUENCE);
  const oid = readElement(der, algorithm.start, algorithm.end, OBJECT_IDENTIFIER);
  const oidBytes = der.subarray(oid.start, oid.end);
  if (oidBytes.length !== RSA_ENCRYPTION.length || RSA_ENCRYPTION.some((byte, i) => oidBytes[i] !== byte)) {
    throw new RsaKeyError('not an rsaEncryption key');
  }
  if (oid.end < algorithm.end) readElement(der, oid.end, algorithm.end, NULL);
  const bits = readElement(der, algorithm.end, info.end, BIT_STRING);
  if (der[bits.start] !== 0) throw new RsaKeyError('unused bits in the key');
  const key = readElement(der, bits.start + 1, bits.end, SEQUENCE);
  const modulusElement = readElement(der, key.start, key.end, INTEGER);
  const exponentElement = readElement(der, modulusElement.end, key.end, INTEGER);
  const modulus = readPositiveInteger(der, modulusElement);
  const exponent = readPositiveInteger(der, exponentElement);
  const bytes = Math.ceil(modulus.toString(16).length / 2);
  // PKCS#1 v1.5 needs 11 bytes of overhead; the spec's keys are 1024 bits (128 bytes).
  if (bytes < 64 || modulus % 2n === 0n) throw new RsaKeyError('modulus too small or even');
  if (exponent < 3n || exponent % 2n === 0n) throw new RsaKeyError('bad public exponent');
  return { modulus, exponent, bytes };
}
