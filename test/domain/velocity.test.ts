import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_LIMITS, effectiveLimits, formatVelocityLimit } from '../../src/domain/velocity';

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
