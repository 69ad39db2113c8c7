import { normalizeDigits } from './digits';
import { normalizeOrderNumber } from './order-number';
import { readPhone } from './recipient';
import { ZONES } from './zones';

/**
 * How the support console finds an order from what a caller says: its number (in any case, with
 * spaces or hyphens), the phone as the shopper could have typed it (national, +CC, spaces,
 * dashes, full-width or Arabic-Indic digits; matched on E.164 with each zone's country), the name, or the
 * courier's tracking number.
 */

/** Separators a typed phone may carry: dropped before comparing (the migration's backfill drops the same). */
const SEPARATORS = /[\s.\-()\u2010-\u2015]/g;

/** The phone as the console searches it: the stored phone (E.164 where its zone reads it so) without separators. */
export function phoneKey(phone: string): string {
  return normalizeDigits(phone).replace(SEPARATORS, '');
}

/** The search text looks like a phone number: a + or digits, at least six of them. */
export function looksLikePhone(text: string): boolean {
  const compact = phoneKey(text);
  return /^(\+|00)?\d{6,}$/.test(compact);
}

/** Every E.164 number the text can be, each with the zone whose country reads it so. */
export function phoneCandidates(text: string): { zoneId: number; phone: string }[] {
  if (!looksLikePhone(text)) return [];
  const found = new Map<string, { zoneId: number; phone: string }>();
  for (const zone of ZONES) {
    const reading = readPhone(zone, text);
    const phone = reading.e164 ?? null;
    if (phone) found.set(`${zone.id} ${phone}`, { zoneId: zone.id, phone: phoneKey(phone) });
  }
  return [...found.values()];
}

export interface SearchTerms {
  /** The order number as stored (upper case, Crockford letters mapped). */
  orderNo: string;
  /** The text as typed, trimmed: tracking numbers are matched as typed and in upper case. */
  tracking: string[];
  /** Phones to match, each with its zone. */
  phones: { zoneId: number; phone: string }[];
  /** A name to look for (contains), unless the text is a phone number. */
  name: string | null;
}

export function searchTerms(text: string): SearchTerms {
  const trimmed = normalizeDigits(text).trim();
  const phones = phoneCandidates(trimmed);
  return {
    orderNo: normalizeOrderNumber(trimmed),
    tracking: [...new Set([trimmed, trimmed.toUpperCase()])],
    phones,
    name: phones.length > 0 ? null : trimmed,
  };
}
