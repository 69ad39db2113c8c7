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
    expect(normalizeOrderNumber('sa٧k٢m')).toBe('SA7K2M');
  });

  it('refuse a malformed number before any lookup', () => {
    expect(isWellFormedOrderNumber('TW123')).toBe(false);
    expect(isWellFormedOrderNumber('TW7K2M9QX4ZBUC')).toBe(false);
  });
});

/** Crockford base32 of the bytes' first `length` five-bit groups, computed another way (BigInt). */
const crockford = (bytes: number[], length: number) => {
  const value = bytes.reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
  const bits = bytes.length * 8;
  return Array.from({ length }, (_, index) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Number((value >> BigInt(bits - 5 * (index + 1))) & 31n)]).join('');
};

describe('order numbers, drawn and read', () => {
  it('draw eight random bytes for the twelve characters', () => {
    const asked: number[] = [];
    const number = createOrderNumber('PL', (length) => {
      asked.push(length);
      return new Uint8Array(length);
    });
    expect(asked).toEqual([8]);
    expect(number).toBe('PL000000000000');
    expect(createOrderNumber('DE', (length) => new Uint8Array(length).fill(0xff))).toBe('DEZZZZZZZZZZZZ');
  });

  it('encode any bytes as their five-bit groups in order', () => {
    for (const bytes of [[0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0], [0xff, 0x00, 0xff, 0x00, 0x81, 0x7e, 0x01, 0x80], [0x80, 0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40]]) {
      expect(encodeCrockford(new Uint8Array(bytes), 12)).toBe(crockford(bytes, 12));
    }
    expect(encodeCrockford(new Uint8Array([0xab, 0xcd]), 3)).toBe(crockford([0xab, 0xcd], 3));
    // Forty bits make eight characters exactly; eight bytes asked for five stop at five.
    expect(encodeCrockford(new Uint8Array([0xde, 0xad, 0xbe, 0xef, 0x42]), 8)).toBe(crockford([0xde, 0xad, 0xbe, 0xef, 0x42], 8));
    expect(encodeCrockford(new Uint8Array([0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0]), 5)).toBe('28T5C');
  });

  it('refuse to make a number from too few random bytes', () => {
    expect(() => encodeCrockford(new Uint8Array(7), 12)).toThrow(new RangeError('not enough random bytes'));
    expect(encodeCrockford(new Uint8Array(8), 12)).toHaveLength(12);
  });

  it('need a country code of two capital letters', () => {
    for (const country of ['tw', 'T', 'TWN', '', 'T1']) expect(() => createOrderNumber(country), country).toThrow(RangeError);
    expect(() => createOrderNumber('tw')).toThrow(new RangeError('bad country code tw'));
  });

  it('leave the country code as typed, mapping only the random part', () => {
    expect(normalizeOrderNumber('io0IL')).toBe('IO011');
  });

  it('are well formed only with two capital letters and twelve characters of the alphabet', () => {
    expect(isWellFormedOrderNumber('TW7K2M9QX4ZB1C')).toBe(true);
    expect(isWellFormedOrderNumber('tw7K2M9QX4ZB1C')).toBe(false);
    expect(isWellFormedOrderNumber('TW7K2M9QX4ZB1CD')).toBe(false);
    expect(isWellFormedOrderNumber('xTW7K2M9QX4ZB1C')).toBe(false);
    expect(isWellFormedOrderNumber('TW7K2M9QX4ZB1')).toBe(false);
  });
});
