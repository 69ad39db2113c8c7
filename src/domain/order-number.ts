import { normalizeDigits } from './digits';
import { randomBytes } from './ids';

/**
 * Order numbers: the zone's country code and 12 Crockford base32 characters carrying 60 random
 * bits, e.g. `TW7K2M9QX4ZB1C`. No sequence, so numbers cannot be guessed or counted; Crockford's
 * alphabet has no I, L, O or U, so a number read aloud or retyped survives.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_RANDOM_CHARS = 12;
export const ORDER_NUMBER_RANDOM_BITS = ORDER_NUMBER_RANDOM_CHARS * 5;

export function encodeCrockford(bytes: Uint8Array, length: number): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (out.length < length) throw new RangeError('not enough random bytes');
  return out;
}

export function createOrderNumber(country: string, random: (length: number) => Uint8Array = randomBytes): string {
  if (!/^[A-Z]{2}$/.test(country)) throw new RangeError(`bad country code ${country}`);
  const bytes = random(Math.ceil((ORDER_NUMBER_RANDOM_CHARS * 5) / 8));
  return country + encodeCrockford(bytes, ORDER_NUMBER_RANDOM_CHARS);
}

/**
 * What a shopper typed into the lookup box, made comparable: trimmed, upper case, spaces and
 * hyphens dropped, and the letters Crockford reads as digits (O -> 0, I/L -> 1) mapped back.
 */
export function normalizeOrderNumber(input: string): string {
  const compact = normalizeDigits(input).toUpperCase().replace(/[\s-]/g, '');
  const prefix = compact.slice(0, 2);
  const rest = compact.slice(2).replace(/O/g, '0').replace(/[IL]/g, '1');
  return prefix + rest;
}

export function isWellFormedOrderNumber(value: string): boolean {
  return new RegExp(`^[A-Z]{2}[${ALPHABET}]{${ORDER_NUMBER_RANDOM_CHARS}}$`).test(value);
}
