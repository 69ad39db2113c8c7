import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { normalizeDigits } from './digits';

/**
 * Blocklists (issue 16): phone numbers, client addresses (one address or a CIDR range), emails and
 * postal codes an order may not come from, per site or for the whole shop; and an allow-only list
 * of postal codes. Every entry is kept in one canonical form, so an entry matches however the
 * operator typed it and however the shopper typed theirs: phones in E.164, emails in lower case,
 * postal codes without spaces in upper case. Client addresses are checked on the server (its
 * `net.BlockList` knows IPv4, IPv6 and ranges); here they are only named.
 */
export const BLOCKLIST_KINDS = ['phone', 'address', 'email', 'postalDeny', 'postalAllow'] as const;
export type BlocklistKind = (typeof BLOCKLIST_KINDS)[number];

/** One entry as stored: what it matches, in canonical form. */
export interface BlocklistEntry {
  kind: BlocklistKind;
  /** Canonical: +886912345678, 203.0.113.0/24, a@b.example, 10115. */
  value: string;
}

const SEPARATORS = /[\s.\-()\u2010-\u2015]/g;

/**
 * A phone number in E.164, read with the country a national number belongs to (the site's). A
 * number the metadata cannot read, but written internationally (+ and 6 to 15 digits), stays as
 * written: the shop may block what the library does not know. Undefined: not a phone number.
 */
export function phoneE164(raw: string, country?: string): string | undefined {
  const cleaned = normalizeDigits(raw).replace(SEPARATORS, '');
  const international = cleaned.startsWith('00') ? `+${cleaned.slice(2)}` : cleaned;
  if (!/^\+?\d{4,17}$/.test(international)) return undefined;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(international, country as CountryCode | undefined);
  } catch {
    parsed = undefined;
  }
  if (parsed?.isPossible()) return parsed.number;
  return /^\+\d{6,15}$/.test(international) ? international : undefined;
}

export function canonicalEmail(raw: string): string | undefined {
  const value = raw.normalize('NFKC').trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(value) ? value : undefined;
}

export function canonicalPostalCode(raw: string): string | undefined {
  const value = normalizeDigits(raw).replace(/[\s-]/g, '').toUpperCase();
  return /^[0-9A-Z]{2,12}$/.test(value) ? value : undefined;
}

/**
 * The canonical form of an entry as the operator typed it; undefined when it is not one of its
 * kind. Client addresses are trimmed and lower-cased only: the server validates them.
 */
export function canonicalEntry(kind: BlocklistKind, raw: string, country?: string): string | undefined {
  switch (kind) {
    case 'phone':
      return phoneE164(raw, country);
    case 'email':
      return canonicalEmail(raw);
    case 'postalDeny':
    case 'postalAllow':
      return canonicalPostalCode(raw);
    case 'address': {
      const value = raw.trim().toLowerCase();
      return value.length > 0 && value.length <= 64 && /^[0-9a-f.:/]+$/.test(value) ? value : undefined;
    }
  }
}

/** What an order brings to the blocklists (as the shopper typed it; the address as the server saw it). */
export interface OrderIdentity {
  phone: string;
  email: string | null;
  postalCode: string | null;
  clientIp: string | null;
  /** The site's country, to read a national phone number. */
  country: string;
}

/** Which list refused an order, with the entry it matched. */
export interface BlocklistHit {
  kind: BlocklistKind;
  value: string;
}

/** An order's phone, email and postal code in the lists' canonical forms: what its entries are looked up by. */
export interface BlocklistKeys {
  phone?: string;
  email?: string;
  postal?: string;
}

export function blocklistKeys(order: OrderIdentity): BlocklistKeys {
  return {
    phone: phoneE164(order.phone, order.country),
    email: order.email ? canonicalEmail(order.email) : undefined,
    postal: order.postalCode ? canonicalPostalCode(order.postalCode) : undefined,
  };
}

/**
 * The first list that refuses the order, or null. `entries`: the site's and the shop's, or only
 * those the order's keys could match (every client address entry among them) with `allowList`
 * saying whether an allow-only list of postal codes exists. `addressBlocked` answers for client
 * addresses (the server's CIDR check). An allow-only list of postal codes refuses every code not
 * on it; an order with no postal code (a pickup) is not refused by it.
 */
export function blocklistHit(
  entries: readonly BlocklistEntry[],
  order: OrderIdentity,
  addressBlocked: (ip: string) => string | null,
  allowList = entries.some((entry) => entry.kind === 'postalAllow'),
): BlocklistHit | null {
  const { phone, email, postal } = blocklistKeys(order);
  for (const entry of entries) {
    if (entry.kind === 'phone' && phone !== undefined && phoneE164(entry.value, order.country) === phone) return entry;
    if (entry.kind === 'email' && email !== undefined && entry.value === email) return entry;
    if (entry.kind === 'postalDeny' && postal !== undefined && entry.value === postal) return entry;
  }
  if (allowList && postal !== undefined && !entries.some((entry) => entry.kind === 'postalAllow' && entry.value === postal)) return { kind: 'postalAllow', value: postal };
  if (order.clientIp) {
    const range = addressBlocked(order.clientIp);
    if (range !== null) return { kind: 'address', value: range };
  }
  return null;
}
