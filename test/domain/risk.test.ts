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
