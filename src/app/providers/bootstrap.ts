import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ProductRecord } from '../../domain/product-record';
import type { SiteInfo } from '../../domain/site';
import type { LocaleCode } from '../../i18n/locales';
import type { ConsentState } from '../../domain/tracking';
import type { CatalogPage } from '../../domain/catalog';

/**
 * What the server hands the browser with every page, as JSON in a non-executable script tag:
 * the site, the add-order keys, where the locale's messages are (pre-parsed, fetched as the page
 * loads and kept by the browser) and, on product and order pages, the product record. The page
 * the server rendered shows at once; the browser's app starts once the messages are there.
 */
export interface Bootstrap {
  site: SiteInfo;
  locale: LocaleCode;
  /** The locale's catalog, parsed. Not in the page itself: the browser fetches it from `messagesUrl`. */
  messages: Record<string, MessageFormatElement[]>;
  /**
   * Where the browser fetches `messages` (`/i18n/{locale}.json?v={version}`), preloaded by the
   * page's head and kept for a year: a page carries no catalog (9 KB of a landing page's 21 KB),
   * so on a slow network its first round trip holds the whole page.
   */
  messagesUrl: string;
  keys: { rsaPublicKey: string; signKey: string };
  product: ProductRecord | null;
  /** The product list's page the server rendered (`/products`, `/search`): the browser starts from it. */
  catalog?: CatalogPage;
  /** Pickup stores may also be chosen on a logistics provider's map (/stores/map/start). */
  storeMap: boolean;
  /** When the server rendered the page (ms): countdowns render the same time left on both sides, then correct the browser's clock by it. */
  serverTime: number;
  /** Where the shopper's consent to ad measurement stands (the consent machine's first state). */
  consent: ConsentState;
  /** The HTTP status the server answered with (404 pages render the not-found view)... */
  status: number;
  /** ...for this path: once the shopper navigates elsewhere, that status no longer applies. */
  path: string;
  /** A landing page's: the order form's code (URLs), fetched once the page is idle and read on the first intent. */
  orderFormFiles?: string[];
}

/** What the page itself carries: everything but the catalog. */
export type PageBootstrap = Omit<Bootstrap, 'messages'>;

export const BOOTSTRAP_ELEMENT_ID = 'doorstep-bootstrap';
/** The page's zone's phone numbering plan (src/domain/phone-plans.ts), beside the bootstrap. */
export const PHONE_PLAN_ELEMENT_ID = 'doorstep-phone-plan';

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`, no U+2028/9. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
