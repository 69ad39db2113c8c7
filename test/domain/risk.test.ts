import { describe, expect, it } from 'vitest';
import { isFlagged, riskOf } from '../../src/domain/risk';

const clean = { samePhoneProduct: 0, addressOtherNames: 0, failedSubmissions: 0, refusedParcels: 0 };

describe('an order’s risk score and its reasons', () => {
  it('gives a first order from a clean phone no score and no reasons', () => {
    expect(riskOf(clean)).toEqual({ score: 0, reasons: [] });
    expect(isFlagged(riskOf(clean))).toBe(false);
  });

  it('flags a phone that refused a parcel at the door, and names why', () => {
    const risk = riskOf({ ...clean, refusedParcels: 1 });
    expect(risk.reasons).toEqual([{ code: 'refusedParcels', count: 1 }]);
    expect(isFlagged(risk)).toBe(true);
  });

  it('flags the same product ordered again from one phone with the same address under another name', () => {
    const risk = riskOf({ ...clean, samePhoneProduct: 1, addressOtherNames: 1 });
    expect(risk.reasons.map((reason) => reason.code)).toEqual(['samePhoneProduct', 'addressOtherNames']);
    expect(isFlagged(risk)).toBe(true);
  });

  it('counts failed submissions only from five in an hour', () => {
    expect(riskOf({ ...clean, failedSubmissions: 4 }).reasons).toEqual([]);
    expect(riskOf({ ...clean, failedSubmissions: 5 }).reasons).toEqual([{ code: 'failedSubmissions', count: 5 }]);
  });

  it('counts an unverified phone only where the shop verifies phones', () => {
    expect(riskOf({ ...clean }).reasons).toEqual([]);
    expect(riskOf({ ...clean, phoneVerified: false }).reasons).toEqual([{ code: 'phoneUnverified', count: 1 }]);
  });

  it('never scores above 100', () => {
    expect(riskOf({ samePhoneProduct: 9, addressOtherNames: 9, failedSubmissions: 99, refusedParcels: 9, phoneVerified: false }).score).toBe(100);
  });
});

describe('how much each reason weighs', () => {
  it('weighs the same product from one phone 25, and 10 more for each further order up to three', () => {
    expect([1, 2, 4, 9].map((count) => riskOf({ ...clean, samePhoneProduct: count }).score)).toEqual([25, 35, 55, 55]);
  });

  it('weighs other names at one address 20, and 10 more for each further name up to three', () => {
    expect([1, 2, 4, 9].map((count) => riskOf({ ...clean, addressOtherNames: count }).score)).toEqual([20, 30, 50, 50]);
  });

  it('weighs a burst of failed submissions 20, however many', () => {
    expect([5, 50].map((count) => riskOf({ ...clean, failedSubmissions: count }).score)).toEqual([20, 20]);
  });

  it('weighs a refused parcel 40, and 15 more for each further one up to three', () => {
    expect([1, 2, 4, 9].map((count) => riskOf({ ...clean, refusedParcels: count }).score)).toEqual([40, 55, 85, 85]);
  });

  it('weighs an unverified phone 10, and a verified one nothing', () => {
    expect(riskOf({ ...clean, phoneVerified: false }).score).toBe(10);
    expect(riskOf({ ...clean, phoneVerified: true })).toEqual({ score: 0, reasons: [] });
  });

  it('adds the reasons up, with their counts', () => {
    expect(riskOf({ samePhoneProduct: 2, addressOtherNames: 0, failedSubmissions: 6, refusedParcels: 0, phoneVerified: false })).toEqual({
      score: 35 + 20 + 10,
      reasons: [
        { code: 'samePhoneProduct', count: 2 },
        { code: 'failedSubmissions', count: 6 },
        { code: 'phoneUnverified', count: 1 },
      ],
    });
  });

  it('flags an order from a score of 40, and an order without a score never', () => {
    expect(isFlagged({ score: 40 })).toBe(true);
    expect(isFlagged({ score: 39 })).toBe(false);
    expect(isFlagged(null)).toBe(false);
    expect(isFlagged(undefined)).toBe(false);
  });
});
