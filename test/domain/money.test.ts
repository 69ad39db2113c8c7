import { describe, expect, it } from 'vitest';
import { amountToMajor, formatAmount, formatMoney, isCurrencyCode, isSymbolAfter, toMajor, toMinor } from '../../src/domain/money';

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

  it('knows the currencies the shop sells in, and nothing else', () => {
    expect(isCurrencyCode('TWD')).toBe(true);
    expect(isCurrencyCode('SAR')).toBe(true);
    expect(isCurrencyCode('USD')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
  });

  it('reads negative, padded and short-fraction amounts, and refuses what is not an amount', () => {
    expect(toMinor(' 12 ', 'EUR')).toBe(1200);
    expect(toMinor('12.5', 'EUR')).toBe(1250);
    expect(toMinor('12.', 'EUR')).toBe(1200);
    expect(toMinor('-5.5', 'EUR')).toBe(-550);
    expect(toMinor(-3, 'JPY')).toBe(-3);
    expect(toMinor('0.07', 'EUR')).toBe(7);
    expect(() => toMinor('1.234', 'EUR')).toThrow(RangeError);
    expect(() => toMinor('1.234', 'EUR')).toThrow('1.234 is not an amount in EUR');
    expect(() => toMinor('abc', 'EUR')).toThrow(RangeError);
    expect(() => toMinor('1a', 'EUR')).toThrow(RangeError);
    expect(() => toMinor('a1', 'EUR')).toThrow(RangeError);
    expect(() => toMinor('.5', 'EUR')).toThrow(RangeError);
    expect(() => toMinor('1.-5', 'EUR')).toThrow(RangeError);
    expect(() => toMinor('1.5a', 'EUR')).toThrow(RangeError);
    expect(() => toMinor('1.a5', 'EUR')).toThrow(RangeError);
  });

  it('gives an amount stored in a currency it does not know in hundredths', () => {
    expect(amountToMajor(2999, 'EUR')).toBe(29.99);
    expect(amountToMajor(2999, 'JPY')).toBe(2999);
    expect(amountToMajor(2999, 'USD')).toBe(29.99);
  });

  it('rounds to the digits the currency shows, half up', () => {
    expect(formatAmount(189050, 'TWD', 'en')).toBe('1,891');
    expect(formatAmount(189049, 'TWD', 'en')).toBe('1,890');
    expect(formatAmount(40, 'TWD', 'en')).toBe('0');
    expect(formatAmount(1234567, 'JPY', 'ja')).toBe('1,234,567');
  });

  it('writes Saudi prices with Latin digits after the amount, unless the locale asks for others', () => {
    expect(plain(formatMoney(129900, 'SAR', 'ar'))).toBe('1,299.00 ر.س');
    expect(plain(formatMoney(129900, 'SAR', 'ar-SA'))).toBe('1,299.00 ر.س');
    expect(formatAmount(129900, 'SAR', 'ar-u-nu-arab')).toMatch(/^[٠-٩]/);
    expect(formatAmount(129900, 'SAR', 'ar-SA')).toMatch(/^1/);
    expect(formatAmount(123400, 'EUR', 'bn')).toBe('১,২৩৪.০০');
  });

  it('puts the symbol after the amount for most of Europe, whatever the region, and before it elsewhere', () => {
    expect(isSymbolAfter('pt-BR')).toBe(true);
    expect(isSymbolAfter('ro')).toBe(true);
    expect(isSymbolAfter('en-US')).toBe(false);
    expect(isSymbolAfter('zh-TW')).toBe(false);
    expect(formatMoney(1999, 'HKD', 'zh-HK')).toBe('HK$19.99');
  });

  it.each(['pl', 'de', 'hu', 'cs', 'sk', 'ro', 'es', 'it', 'el', 'hr', 'pt', 'vi', 'ar'])('writes the symbol after the amount in %s', (locale) => {
    expect(isSymbolAfter(`${locale}-XX`)).toBe(true);
  });
});
