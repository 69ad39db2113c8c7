import type { VerificationMode } from './contracts/verification';
import type { OrderMessageSettings } from './order-messages';
import type { SiteContacts } from './product-record';
import { CONSENT_COUNTRIES, type FixedPurchaseValue } from './tracking';
import type { Zone } from './zones';

/** What the operator configures per site (stored as JSON with the site). */
export interface SiteSettings {
  contacts: SiteContacts;
  /** The seller's legal identity, shown on every page: shoppers and regulators look for it. */
  company: { name: string; address: string; registration: string | null };
  /** The second consumer host of spec §7, used for API calls when `useSecondaryConsumerBase`. */
  secondaryConsumerBase: string | null;
  useSecondaryConsumerBase: boolean;
  /** The product the site's home page sells; the first listed when unset. */
  defaultProductId: string | null;
  /** A first visit goes to the browser's language (when the shop has it) rather than the site's. */
  followBrowserLanguage?: boolean;
  /**
   * The spec's debugging deterrent: developer-tool shortcuts and the context menu blocked, checked
   * every 2000 ms. Off by default: it annoys shoppers and stops no one determined.
   */
  debugDeterrent?: boolean;
  /**
   * The spec's cancel prompt warns that the popular item may sell out soon. Unset: shown outside
   * the EU/EEA only (pressure wording at cancellation is a dark pattern under the EU's
   * unfair-commercial-practices guidance); true or false decides for the site.
   */
  sellOutWarning?: boolean;
  /**
   * Phone verification before an order (issue 16): `never` (unset), `risky` (an order over a
   * velocity limit may be placed once its phone is verified) or `always`.
   */
  verification?: VerificationMode;
  /** Tracking and ad attribution. Secrets (access tokens) never leave the server. */
  tracking?: TrackingSettings;
  /** Cash-on-delivery protection (issue 16). */
  protection?: ProtectionSettings;
  /** Order messages (issue 16): which are sent, by which channel, the site's own texts. */
  messages?: OrderMessageSettings;
}

export interface ProtectionSettings {
  /** Orders per phone in a window ("3/24h", "off"); unset: 3/24h. The environment's ORDERS_PER_PHONE overrides it. */
  ordersPerPhone?: string;
  /** Orders per client address in a window; unset: 10/1h. ORDERS_PER_ADDRESS overrides it. */
  ordersPerAddress?: string;
  /** A flagged (risky) order stays held for a call before it goes to the warehouse. */
  holdRiskyForCall?: boolean;
  /** What a shopper refused by a blocklist reads; empty: the localised default. */
  blockedMessage?: string;
}

export interface TrackingSettings {
  /** Outside the EU: ask for consent anyway (in the EU it is always asked). Default false. */
  askConsentOutsideEu?: boolean;
  /** The spec's fixed purchase value for one network (30 USD); unset: the order's real value. */
  fixedPurchaseValue?: FixedPurchaseValue | null;
  /** Meta's Conversions API: the site's access token (and a test event code while testing). */
  meta?: ConversionApiSettings | null;
  /** TikTok's Events API: the site's access token. */
  tiktok?: ConversionApiSettings | null;
  /** Orders from these phone numbers (E.164) are test orders: never reported. */
  testPhones?: string[];
}

/**
 * One network's conversion API. `accessToken` is stored encrypted (`enc:v1:…`, see the server's
 * settings.secrets.ts); one stored before encryption is plain text until its next write.
 * `tokenLast4` lets the back office name the token without decrypting it.
 */
export interface ConversionApiSettings {
  accessToken: string;
  tokenLast4?: string;
  testEventCode?: string;
  endpoint?: string;
}

/** The public part of a site, sent to the browser. */
export interface SiteInfo {
  id: string;
  host: string;
  name: string;
  zoneId: number;
  languageId: number;
  theme: string;
  company: SiteSettings['company'];
  contacts: SiteContacts;
  secondaryConsumerBase: string | null;
  useSecondaryConsumerBase: boolean;
  debugDeterrent: boolean;
  /** Whether the consent banner asks before any tracking (EU zones, or the site's setting). */
  askConsent: boolean;
  /** Whether the cancel prompt says the item may sell out soon (see SiteSettings.sellOutWarning). */
  sellOutWarning?: boolean;
  /** When the order form asks for a one-time code (see SiteSettings.verification); unset: never. */
  verification?: VerificationMode;
}

/** Whether a site's cancel prompt carries the sell-out warning: its setting, else off in the EU/EEA. */
export function showsSellOutWarning(zone: Pick<Zone, 'country'>, setting: boolean | undefined): boolean {
  return setting ?? !CONSENT_COUNTRIES.has(zone.country);
}
