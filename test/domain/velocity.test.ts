import { describe, expect, it } from 'vitest';
import { brokenLimit, DEFAULT_ORDER_LIMITS, effectiveLimits, formatVelocityLimit, parseVelocityLimit } from '../../src/domain/velocity';

describe('the velocity limits a site keeps', () => {
  it('takes the environment’s override first, then the site’s own (off included), then 3/24h and 10/1h', () => {
    expect(effectiveLimits({}, undefined)).toEqual(DEFAULT_ORDER_LIMITS);
    expect(effectiveLimits({}, { ordersPerPhone: 'off', ordersPerAddress: '5/30m' })).toEqual({ perPhone: null, perAddress: { max: 5, windowMs: 1_800_000 } });
    expect(effectiveLimits({ perPhone: null }, { ordersPerPhone: '1/24h' }).perPhone).toBeNull();
    expect(formatVelocityLimit({ max: 3, windowMs: 86_400_000 })).toBe('3/24h');
    expect(formatVelocityLimit({ max: 20, windowMs: 7 * 86_400_000 })).toBe('20/7d');
    expect(formatVelocityLimit(null)).toBe('off');
  });
});

const HOUR = 3_600_000;

describe('a limit as the owner types it', () => {
  it('reads orders per minutes, hours or days, whatever the case and spacing, and "off"', () => {
    expect(parseVelocityLimit(' 3/24H ')).toEqual({ max: 3, windowMs: 24 * HOUR });
    expect(parseVelocityLimit('5/30m')).toEqual({ max: 5, windowMs: 30 * 60_000 });
    expect(parseVelocityLimit('1/1h')).toEqual({ max: 1, windowMs: HOUR });
    expect(parseVelocityLimit('20/7d')).toEqual({ max: 20, windowMs: 7 * 24 * HOUR });
    expect(parseVelocityLimit('999999/9999d')).toEqual({ max: 999_999, windowMs: 9999 * 24 * HOUR });
    expect(parseVelocityLimit(' OFF ')).toBeNull();
  });

  it('refuses anything else, a zero limit or a zero window', () => {
    for (const text of ['', '3/24', '3 per day', 'x3/24h', '3/24hx', '3/24w', '1234567/1h', '1/12345h', '0/1h', '3/0h', '-1/1h']) {
      expect(parseVelocityLimit(text), text).toBeUndefined();
    }
  });

  it('writes whole days from two days on, whole hours, and minutes otherwise', () => {
    expect(formatVelocityLimit({ max: 3, windowMs: 48 * HOUR })).toBe('3/2d');
    expect(formatVelocityLimit({ max: 3, windowMs: 36 * HOUR })).toBe('3/36h');
    expect(formatVelocityLimit({ max: 10, windowMs: HOUR })).toBe('10/1h');
    expect(formatVelocityLimit({ max: 5, windowMs: 90 * 60_000 })).toBe('5/90m');
    expect(formatVelocityLimit({ max: 5, windowMs: 89_000 })).toBe('5/1m');
    expect(formatVelocityLimit({ max: 5, windowMs: 50 * HOUR })).toBe('5/50h');
  });

  it('reads back every limit it writes', () => {
    for (const limit of [{ max: 3, windowMs: 24 * HOUR }, { max: 20, windowMs: 7 * 24 * HOUR }, { max: 5, windowMs: 30 * 60_000 }]) {
      expect(parseVelocityLimit(formatVelocityLimit(limit))).toEqual(limit);
    }
  });
});

describe('an order over a limit', () => {
  const limits = { perPhone: { max: 3, windowMs: 24 * HOUR }, perAddress: { max: 10, windowMs: HOUR } };

  it('is refused once the phone has placed as many orders as its limit', () => {
    expect(brokenLimit(limits, { byPhone: 2, byAddress: 0 })).toBeNull();
    expect(brokenLimit(limits, { byPhone: 3, byAddress: 0 })).toBe('phone');
    expect(brokenLimit(limits, { byPhone: 3, byAddress: 10 })).toBe('phone');
  });

  it('is refused once the client address has placed as many orders as its limit', () => {
    expect(brokenLimit(limits, { byPhone: 0, byAddress: 9 })).toBeNull();
    expect(brokenLimit(limits, { byPhone: 0, byAddress: 10 })).toBe('address');
  });

  it('is never refused by a limit that is off', () => {
    expect(brokenLimit({ perPhone: null, perAddress: null }, { byPhone: 99, byAddress: 99 })).toBeNull();
  });

  it('keeps the site’s limits where the environment sets none, and the defaults for text that does not read', () => {
    expect(effectiveLimits({}, { ordersPerPhone: 'often', ordersPerAddress: 'off' })).toEqual({ perPhone: DEFAULT_ORDER_LIMITS.perPhone, perAddress: null });
    expect(effectiveLimits({ perAddress: { max: 1, windowMs: HOUR } }, { ordersPerPhone: '2/1h', ordersPerAddress: '5/1h' })).toEqual({ perPhone: { max: 2, windowMs: HOUR }, perAddress: { max: 1, windowMs: HOUR } });
    expect(DEFAULT_ORDER_LIMITS).toEqual({ perPhone: { max: 3, windowMs: 24 * HOUR }, perAddress: { max: 10, windowMs: HOUR } });
  });
});
