// U+0660-0669 and U+06F0-06F9: both runs start at a multiple of 16, so a digit's last hex digit is its value.
const OTHER_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * How a number-like field (a phone, a WhatsApp number, a postal code, a one-time code, an order
 * or tracking number, a quantity) is read, whatever keyboard typed it: the one normaliser every
 * such field uses, in the browser and on the server alike.
 *
 * NFKC folds the full-width forms a Chinese or Japanese keyboard types (０９０－１２３４, Ａ),
 * and the Arabic-Indic (٠١٢٣٤٥٦٧٨٩) and Eastern Arabic / Persian (۰۱۲۳۴۵۶۷۸۹) digits, which
 * NFKC leaves alone, become ASCII digits too. Free text (names, addresses, remarks) never goes
 * through this: it is kept as the shopper wrote it.
 */
export function normalizeDigits(raw: string): string {
  return raw.normalize('NFKC').replace(OTHER_DIGITS, (digit) => String(digit.charCodeAt(0) & 0x0f));
}
