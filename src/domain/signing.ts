/**
 * The canonical string that add-order and dynamic-balance requests are signed over (spec §7):
 * keys sorted, empty values skipped (zero and booleans kept), joined as key=value with '&'.
 * Nested values (the order's lines, the recipient) are signed as their JSON text.
 *
 * The browser signs it with HMAC-SHA256 (@noble/hashes) and the server verifies it with node:crypto;
 * both call this one function so they can never disagree on the string.
 */
export type SignableValue = string | number | boolean | null | undefined | object;

export function canonicalQuery(params: Readonly<Record<string, SignableValue>>): string {
  return Object.keys(params)
    .filter((key) => !isEmpty(params[key]))
    .sort()
    .map((key) => `${key}=${stringify(params[key])}`)
    .join('&');
}

function isEmpty(value: SignableValue): boolean {
  return value === undefined || value === null || value === '';
}

function stringify(value: SignableValue): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** The header that carries the signature. */
export const SIGNATURE_HEADER = 'x-sign';
