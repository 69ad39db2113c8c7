import { describe, expect, it } from 'vitest';
import {
  ORDER_NUMBER_RANDOM_BITS,
  createOrderNumber,
  encodeCrockford,
  isWellFormedOrderNumber,
  normalizeOrderNumber,
} from '../../src/domain/order-number';

describe('order numbers', () => {
  it('are the country code and 12 Crockford base32 characters', () => {
    const number = createOrderNumber('TW');
    expect(number).toMatch(/^TW[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(isWellFormedOrderNumber(number)).toBe(true);
  });

  it('carry at least 40 random bits', () => {
    expect(ORDER_NUMBER_RANDOM_BITS).toBeGreaterThanOrEqual(40);
  });

  it('do not repeat over 20,000 draws', () => {
    const seen = new Set(Array.from({ length: 20_000 }, () => createOrderNumber('PL')));
    expect(seen.size).toBe(20_000);
  });

  it('use every character of the alphabet about equally (no bias from the encoding)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) for (const char of createOrderNumber('DE').slice(2)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(32);
    const expected = (4000 * 12) / 32;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.15);
  });

  it('encode bytes big-endian, five bits a character', () => {
    expect(encodeCrockford(new Uint8Array([0b00000_000, 0b01_00010_0, 0b0011_0000]), 4)).toBe('0123');
  });

  it('read back what a shopper retypes: lower case, spaces, hyphens, O for 0 and I or L for 1', () => {
    expect(normalizeOrderNumber(' tw-7k2m 9qx4 zb1c ')).toBe('TW7K2M9QX4ZB1C');
    expect(normalizeOrderNumber('TWO0IL')).toBe('TW0011');
    expect(normalizeOrderNumber('ＴＷ１２３')).toBe('TW123');
  });

  it('refuse a malformed number before any lookup', () => {
    expect(isWellFormedOrderNumber('TW123')).toBe(false);
    expect(isWellFormedOrderNumber('TW7K2M9QX4ZBUC')).toBe(false);
  });
});
