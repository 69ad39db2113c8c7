import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, toMajor, toMinor } from '../../src/domain/money';

const nbsp = '\u00a0';
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('converts major-unit amounts to integer minor units by the currency exponent', () => {
    expect(toMinor('29.99', 'EUR')).toBe(2999);
    expect(toMinor(690, 'TWD')).toBe(69000);
    expect(toMinor('1234', 'JPY')).toBe(1234);
    expect(() => toMinor('1.5', 'JPY')).toThrow();
    expect(toMajor(2999, 'EUR')).toBe(29.99);
  });

  it('shows Taiwan dollars as whole NT$ with thousands separators', () => {
    expect(formatMoney(189000, 'TWD', 'zh-TW')).toBe('NT$1,890');
  });

  it('puts the złoty and euro symbol after the amount, with the local separators', () => {
    expect(plain(formatMoney(8999, 'PLN', 'pl'))).toBe('89,99 zł');
    expect(plain(formatMoney(1234567, 'PLN', 'pl'))).toBe('12 345,67 zł');
    expect(plain(formatMoney(249900, 'EUR', 'de'))).toBe('2.499,00 €');
    expect(formatMoney(2499, 'EUR', 'de')).toBe(`24,99${nbsp}€`);
  });

  it('shows one price format a site: 81,00 zł beside 159,99 zł, never 81 zł; zero as 0', () => {
    expect(plain(formatMoney(8100, 'PLN', 'pl'))).toBe('81,00 zł');
    expect(plain(formatMoney(15999, 'PLN', 'pl'))).toBe('159,99 zł');
    expect(formatAmount(0, 'EUR', 'en')).toBe('0');
    expect(formatAmount(150000, 'EUR', 'en')).toBe('1,500.00');
    expect(formatAmount(150050, 'EUR', 'en')).toBe('1,500.50');
  });

  it('never depends on what this ICU thinks IDR or HUF digits are', () => {
    expect(formatAmount(123456789, 'IDR', 'id')).toBe('1.234.568');
    expect(plain(formatAmount(123456, 'HUF', 'hu'))).toBe('1 235');
  });
});
