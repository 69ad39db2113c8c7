import { randomBytes, randomToken } from './ids';
import type { AccessEvent } from './tracking-schemas';

export type { AccessEvent, EventContent, EventsPush, TiktokPush } from './tracking-schemas';
import { amountToMajor } from './money';
import type { AdEvent } from './ad-events';
import type { Zone } from './zones';

/**
 * Tracking and ad attribution (spec §3 Event payloads, §7, §9): the rules browser and server
 * share. What the shopper did is logged through the visit log (`r.png`) and the events push; the
 * server stores both and forwards ad events to the networks' conversion APIs. In the European
 * Union (and where a site asks for it elsewhere) nothing of this happens before the shopper
 * consents.
 */

/** Spec §9: a stay event every 60 s, up to 600 s in total. */
export const STAY_INTERVAL_SECONDS = 60;
export const STAY_LIMIT_SECONDS = 600;

// ---- visit log ----------------------------------------------------------------------------------

/** What the visit log records. The four personal ones carry obfuscated values. */
export const ACCESS_ACTIONS = ['PAGE_VIEW', 'STAY_DURATION', 'BUY_NOW', 'ADD_TO_CART', 'SUBMIT_ORDER', 'NAME_FIELD', 'CONTACT_FIELD', 'COPY_NAME', 'COPY_CONTACT'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
export const OBFUSCATED_ACTIONS: readonly AccessAction[] = ['NAME_FIELD', 'CONTACT_FIELD', 'COPY_NAME', 'COPY_CONTACT'];
export const ACCESS_TYPES = ['PAGE', 'CLICK', 'FIELD', 'COPY'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export const ACCESS_TYPE_OF: Record<AccessAction, AccessType> = {
  PAGE_VIEW: 'PAGE',
  STAY_DURATION: 'PAGE',
  BUY_NOW: 'CLICK',
  ADD_TO_CART: 'CLICK',
  SUBMIT_ORDER: 'CLICK',
  NAME_FIELD: 'FIELD',
  CONTACT_FIELD: 'FIELD',
  COPY_NAME: 'COPY',
  COPY_CONTACT: 'COPY',
};

export function isObfuscatedAction(action: string): boolean {
  return (OBFUSCATED_ACTIONS as readonly string[]).includes(action);
}

/**
 * The fixed prefix of an obfuscated value. Obfuscation, not encryption: it keeps names and phone
 * numbers out of URLs, logs and proxies in plain sight; anyone with this code can reverse it.
 */
export const OBFUSCATION_PREFIX = 'dso1.';
const SALT_BYTES = 6;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * A value made unreadable at a glance: the prefix, then URL-safe Base64 of a random salt followed
 * by the UTF-8 value XORed with the salt. The same value never looks the same twice.
 */
export function obfuscate(value: string, salt: Uint8Array = randomBytes(SALT_BYTES)): string {
  const plain = new TextEncoder().encode(value);
  const out = new Uint8Array(SALT_BYTES + plain.length);
  out.set(salt.subarray(0, SALT_BYTES));
  plain.forEach((byte, index) => (out[SALT_BYTES + index] = byte ^ salt[index % SALT_BYTES]!));
  return OBFUSCATION_PREFIX + toBase64Url(out);
}

/** The value back, or null for anything `obfuscate` did not make. */
export function deobfuscate(text: string): string | null {
  if (!text.startsWith(OBFUSCATION_PREFIX)) return null;
  const bytes = fromBase64Url(text.slice(OBFUSCATION_PREFIX.length));
  if (!bytes || bytes.length < SALT_BYTES) return null;
  const salt = bytes.subarray(0, SALT_BYTES);
  const plain = bytes.subarray(SALT_BYTES).map((byte, index) => byte ^ salt[index % SALT_BYTES]!);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}


/** A visit-log event as the browser sends it: personal values obfuscated. */
export function accessEvent(action: AccessAction, result: string, url: string, detail?: string): AccessEvent {
  return {
    accessAction: action,
    accessType: ACCESS_TYPE_OF[action],
    accessResult: isObfuscatedAction(action) ? obfuscate(result) : result,
    url,
    ...(detail === undefined ? {} : { accessResultDetail: detail }),
  };
}

// ---- events push ---------------------------------------------------------------------------------

export { AD_EVENTS, type AdEvent } from './ad-events';

/** TikTok's standard names for the events, used by its browser pixel and its Events API alike. */
export const TIKTOK_EVENT_NAMES: Record<AdEvent, string> = { ViewContent: 'ViewContent', AddToCart: 'AddToCart', Purchase: 'CompletePayment' };

/**
 * Query parameters that say where a visit came from, never what the page shows: ad click ids and
 * campaign tags. Every ad click has its own `fbclid`, so pages are cached without them.
 */
const ATTRIBUTION_PARAM = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|gad_source|ttclid|msclkid|twclid|li_fat_id|igshid|yclid|dclid|_gl)$/i;

/** The query string without its attribution parameters ('' when nothing else is left). */
export function withoutAttribution(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (ATTRIBUTION_PARAM.test(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The URL's ad click ids: Meta's `fbclid`, TikTok's `ttclid`. */
export function clickIds(url: string): { fbclid: string | null; ttclid: string | null } {
  try {
    const params = new URL(url).searchParams;
    return { fbclid: params.get('fbclid') || null, ttclid: params.get('ttclid') || null };
  } catch {
    return { fbclid: null, ttclid: null };
  }
}

/** Spec §3: an event push carries `channelEnumCode: FACEBOOK` when its URL has an `fbclid`. */
export function channelOf(url: string): 'FACEBOOK' | undefined {
  return clickIds(url).fbclid ? 'FACEBOOK' : undefined;
}



/** A new id for one ad event, shared by the browser pixel and the server push (deduplication). */
export function newEventId(): string {
  return randomToken(12);
}

/** The purchase tracking data of spec §3, from an order (browser and server make it alike). */
export interface PurchaseTrackingData {
  orderAmount: number;
  currencyCode: string;
  title: string;
  eventContentId: string;
  qty: number;
}

export function purchaseTrackingData(order: {
  currency: string;
  total: number;
  productId: string;
  title: string;
  introductoryTitle?: string | null;
  items: readonly { quantity: number }[];
}): PurchaseTrackingData {
  return {
    orderAmount: amountToMajor(order.total, order.currency),
    currencyCode: order.currency,
    title: order.title || order.introductoryTitle || '',
    eventContentId: order.productId,
    qty: order.items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

// ---- pixels and consent -------------------------------------------------------------------------

export const PIXEL_NETWORKS = ['facebook', 'google', 'tiktok', 'line', 'snapchat'] as const;
export type PixelNetwork = (typeof PIXEL_NETWORKS)[number];

/** A product's ad pixels (spec §3 tracking fields, plus the Facebook and Snapchat ids). */
export interface ProductPixels {
  googlePixelType: 'GoogleADS' | 'other' | null;
  googlePixelIds: string[];
  googleEventList: { conversionId: string }[];
  tiktokPixelIds: string[];
  linePixelIds: string[];
  facebookPixelIds: string[];
  snapchatPixelIds: string[];
}

export const NO_PIXELS: ProductPixels = {
  googlePixelType: null,
  googlePixelIds: [],
  googleEventList: [],
  tiktokPixelIds: [],
  linePixelIds: [],
  facebookPixelIds: [],
  snapchatPixelIds: [],
};


export function hasPixels(pixels: ProductPixels): boolean {
  return pixels.googlePixelIds.length + pixels.tiktokPixelIds.length + pixels.linePixelIds.length + pixels.facebookPixelIds.length + pixels.snapchatPixelIds.length > 0;
}

/** What the browser's tracking needs (`/site/pixel/access`): whether to ask first, the product's pixels, the purchase value rule. */
export interface PixelAccess {
  askConsent: boolean;
  pixels: ProductPixels;
  fixedPurchaseValue: FixedPurchaseValue | null;
}

/**
 * The fixed purchase value one network of the spec reports (30 USD), kept only as a site setting;
 * without it every network gets the order's real value.
 */
export interface FixedPurchaseValue {
  network: PixelNetwork;
  value: number;
  /** Any ISO 4217 code (the spec's is USD, which no zone sells in). */
  currency: string;
}

/** The hosts the pixels load from and report to: the CSP allows them, the consent test watches them. */
export const PIXEL_HOSTS: Record<PixelNetwork, readonly string[]> = {
  facebook: ['connect.facebook.net', 'www.facebook.com'],
  google: ['www.googletagmanager.com', 'www.google-analytics.com', 'googleads.g.doubleclick.net', 'www.googleadservices.com', 'www.google.com'],
  tiktok: ['analytics.tiktok.com'],
  line: ['d.line-scdn.net', 'tr.line.me'],
  snapchat: ['sc-static.net', 'tr.snapchat.com'],
};
export const ALL_PIXEL_HOSTS: readonly string[] = Object.values(PIXEL_HOSTS).flat();

/** The European Union and the rest of the EEA: consent first (ePrivacy art. 5(3), EDPB 2/2023). */
export const CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO',
]);

/** Whether the shopper must consent before any pixel, tracking cookie or tracking call. */
export function consentRequired(zone: Pick<Zone, 'country'>, askOutsideEu = false): boolean {
  return CONSENT_COUNTRIES.has(zone.country) || askOutsideEu;
}

export type ConsentChoice = 'granted' | 'denied';
/** Where the consent machine stands (its settled states). */
export type ConsentState = 'asking' | 'granted' | 'denied' | 'notRequired';
/** The cookie that remembers the choice (strictly necessary: it is the choice itself). */
export const CONSENT_COOKIE = 'ds_consent';
export const CONSENT_DAYS = 180;

export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  return value === 'granted' || value === 'denied' ? value : null;
}
