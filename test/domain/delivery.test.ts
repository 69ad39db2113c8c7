import { describe, expect, it } from 'vitest';
import { addDays, deliveryRange, formatRange, localDate } from '../../src/domain/delivery';

describe('the delivery dates promised with an order', () => {
  it('count from the zone’s own calendar day', () => {
    const lateInUtc = new Date('2026-11-20T20:00:00.000Z');
    expect(localDate(lateInUtc, 'Asia/Taipei')).toBe('2026-11-21');
    expect(localDate(lateInUtc, 'Europe/Warsaw')).toBe('2026-11-20');
    expect(localDate(new Date('2026-11-21T03:00:00.000Z'), 'Asia/Taipei')).toBe('2026-11-21');
    expect(deliveryRange({ deliveryDays: [7, 10], timeZone: 'Asia/Taipei' }, lateInUtc)).toEqual({ from: '2026-11-28', to: '2026-12-01' });
    expect(deliveryRange({ deliveryDays: [13, 20], timeZone: 'Europe/Warsaw' }, lateInUtc)).toEqual({ from: '2026-12-03', to: '2026-12-10' });
  });

  it('add calendar days across months, years and leap days', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('read as the spec writes them', () => {
    expect(formatRange({ from: '2026-11-28', to: '2026-12-01' })).toBe('2026-11-28~2026-12-01');
  });
});
