import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDigits } from '../../src/domain/digits';

/** The zeros of the keyboards shoppers type digits with: ASCII, Arabic-Indic, Eastern Arabic (Persian), full-width. */
const ZEROS = [0x30, 0x0660, 0x06f0, 0xff10];

describe('digits typed on any keyboard', () => {
  it('reads Arabic-Indic, Persian and full-width digits as the ASCII digits they are', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeDigits('０１２３４５６７８９')).toBe('0123456789');
    expect(normalizeDigits('١٥٠－０٠٠2')).toBe('150-0002');
  });

  it('reads a number written with any mix of keyboards as the same number', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom(...ZEROS)), { minLength: 1, maxLength: 15 }), (typed) => {
        const written = typed.map(([digit, zero]) => String.fromCharCode(zero + digit)).join('');
        expect(normalizeDigits(written)).toBe(typed.map(([digit]) => digit).join(''));
      }),
    );
  });

  it('leaves other letters and signs of Arabic text alone', () => {
    expect(normalizeDigits('+٩٦٦ (ص.ب)')).toBe('+966 (ص.ب)');
  });
});
