import { zoneById } from '../../../domain/zones';
import { isSaleRunning, type Product } from '../../../domain/product';
import type { ProductRecord } from '../../../domain/product-record';
import { toProductRecord } from './products.record';
import { localeById, localeByCode, type LocaleCode } from '../../../i18n/locales';
import { localizedPath } from '../../../i18n/routing';
import type { Site } from '../sites/sites.repository';
import type { ProductRepository } from './products.repository';

/**
 * Products as a site sells them. Reads are cached for a few seconds: the landing page and every
 * order read the same product, and a price change reaches shoppers within PRODUCT_TTL_MS (an order
 * priced by a browser that saw the other price is refused as a mismatch, never charged wrong).
 */
export const PRODUCT_TTL_MS = 5_000;

export function createProductService(repository: ProductRepository) {
  const cache = new Map<string, { product: Product | undefined; at: number }>();

  /**
   * A product as the site sells it; with `locale` (the shopper's language), its texts in that
   * language where it has them. Orders use the site's own texts (what the seller reads).
   */
  async function find(site: Site, productId: string, locale?: LocaleCode): Promise<Product | undefined> {
    const translated = locale && locale !== siteLocaleCode(site) ? locale : undefined;
    const key = `${site.id}|${productId}|${translated ?? ''}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < PRODUCT_TTL_MS) return withoutEndedSale(hit.product);
    const zone = zoneById(site.zoneId);
    const product = zone ? await repository.find(site.id, productId, zone.currency, zone.id, translated) : undefined;
    // Only remember products that exist, so made-up ids cannot fill the cache.
    if (product) cache.set(key, { product, at: Date.now() });
    return product;
  }

  return {
    find,
    /** The product a site's home page sells. */
    async findDefault(site: Site, locale?: LocaleCode): Promise<Product | undefined> {
      const id = site.settings.defaultProductId ?? (await repository.firstId(site.id));
      return id ? find(site, id, locale) : undefined;
    },
    /** The product record; `locale` (the page's) gives its URL's prefix. */
    async record(site: Site, product: Product, origin: string, locale?: LocaleCode): Promise<ProductRecord> {
      const siblings = await repository.siblings(product.id);
      const path = `/${encodeURIComponent(product.id)}`;
      return toProductRecord(product, {
        langId: (product.textsLocale && localeByCode(product.textsLocale)?.id) || site.languageId,
        url: origin + (locale ? localizedPath(locale, path) : path),
        theme: site.theme,
        contacts: site.settings.contacts,
        iconUrl: '/favicon.svg',
        siblings: siblings.map((sibling) => ({
          zoneId: sibling.zoneId,
          lang: String(sibling.languageId),
          title: sibling.title,
          url: siblingUrl(origin, sibling.host, sibling.productId),
        })),
      });
    },
    invalidate(): void {
      cache.clear();
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;

/** The sibling's page on its own host, keeping this request's scheme and port. */
function siblingUrl(origin: string, host: string, productId: string): string {
  const url = new URL(origin);
  url.hostname = host;
  url.pathname = `/${encodeURIComponent(productId)}`;
  return url.toString();
}

function siteLocaleCode(site: Site): string | undefined {
  return localeById(site.languageId)?.code;
}

/** A sale ends at its end time, not when the cache next refreshes. */
function withoutEndedSale(product: Product | undefined): Product | undefined {
  if (!product?.sale || isSaleRunning(product.sale, Date.now())) return product;
  return { ...product, sale: null };
}
