/**
 * Money: every amount in Doorstep is an integer in the currency's minor unit (ISO 4217 exponent).
 *
 * We keep our own digits table instead of asking Intl: ICU versions disagree (CLDR 48 moved IDR and
 * HUF to 0 display digits, browsers differ), which would shift prices by 100x or break hydration.
 * `display` is how many decimals shops show for that currency (a business rule, not ISO).
 */
export const CURRENCIES = {
  TWD: { exponent: 2, display: 0, symbol: 'NT$' },
  HKD: { exponent: 2, display: 2, symbol: 'HK$' },
  JPY: { exponent: 0, display: 0, symbol: '¥' },
  THB: { exponent: 2, display: 2, symbol: '฿' },
  MYR: { exponent: 2, display: 2, symbol: 'RM' },
  IDR: { exponent: 2, display: 0, symbol: 'Rp' },
  PHP: { exponent: 2, display: 2, symbol: '₱' },
  VND: { exponent: 0, display: 0, symbol: '₫' },
  KRW: { exponent: 0, display: 0, symbol: '₩' },
  PLN: { exponent: 2, display: 2, symbol: 'zł' },
  MOP: { exponent: 2, display: 2, symbol: 'MOP$' },
  HUF: { exponent: 2, display: 0, symbol: 'Ft' },
  CZK: { exponent: 2, display: 0, symbol: 'Kč' },
  RON: { exponent: 2, display: 2, symbol: 'lei' },
  EUR: { exponent: 2, display: 2, symbol: '€' },
  SAR: { exponent: 2, display: 2, symbol: 'ر.س' },
} as const satisfies Record<string, { exponent: number; display: number; symbol: string }>;

export type CurrencyCode = keyof typeof CURRENCIES;

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(CURRENCIES, value);
}

/** Converts a major-unit decimal string or number ("1590", "29.99") to integer minor units. */
export function toMinor(major: number | string, currency: CurrencyCode): number {
  const { exponent } = CURRENCIES[currency];
  const [whole = '0', fraction = ''] = String(major).trim().split('.');
  if (!/^-?\d+$/.test(whole) || !/^\d*$/.test(fraction) || fraction.length > exponent) {
    throw new RangeError(`${major} is not an amount in ${currency}`);
  }
  const sign = whole.startsWith('-') ? -1 : 1;
  const digits = Math.abs(Number(whole)) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || 0);
  return sign * digits;
}

/** Integer minor units to a major-unit number (for Intl and for analytics payloads). */
export function toMajor(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** CURRENCIES[currency].exponent;
}

/** `toMajor` for a code read back from storage (orders, events): an unknown one counts two digits. */
export function amountToMajor(minor: number, currency: string): number {
  return isCurrencyCode(currency) ? toMajor(minor, currency) : minor / 100;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Latin digits in Arabic too: ICU versions (server, browsers) disagree on Arabic's default
    // digits, and Saudi shops print prices with Latin digits.
    format = new Intl.NumberFormat(locale.startsWith('ar') && !locale.includes('-u-') ? `${locale}-u-nu-latn` : locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: true,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The amount's digits only: thousands separators and always the currency's display decimals, so
 * a site shows one price format ("81,00 zł" beside "159,99 zł"); 0 as "0".
 */
export function formatAmount(minor: number, currency: CurrencyCode, locale: string): string {
  const { display } = CURRENCIES[currency];
  const major = toMajor(minor, currency);
  const rounded = Math.round(major * 10 ** display) / 10 ** display;
  const digits = rounded === 0 ? 0 : display;
  return numberFormat(locale, digits).format(rounded);
}

/** Where the currency symbol goes for a locale: most of Europe writes it after the amount. */
const SYMBOL_AFTER = new Set(['pl', 'de', 'hu', 'cs', 'sk', 'ro', 'es', 'it', 'el', 'hr', 'pt', 'vi', 'ar']);

export function isSymbolAfter(locale: string): boolean {
  return SYMBOL_AFTER.has(locale.split('-')[0] ?? locale);
}

/**
 * A price as shoppers read it: "NT$1,590", "159,99 zł", "29,99 €". A non-breaking space joins
 * the symbol so it never wraps away from the number.
 */
export function formatMoney(minor: number, currency: CurrencyCode, locale: string): string {
  const amount = formatAmount(minor, currency, locale);
  const { symbol } = CURRENCIES[currency];
  return isSymbolAfter(locale) ? `${amount}\u00a0${symbol}` : `${symbol}${amount}`;
}
