import type { SiteContacts } from './product-record';

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
}
