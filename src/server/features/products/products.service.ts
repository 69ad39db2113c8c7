import { zoneById } from '../../../domain/zones';
import { isSaleRunning, type Product } from '../../../domain/product';
import type { ProductRecord } from '../../../domain/product-record';
import type { CatalogPage, CatalogQuery } from '../../../domain/catalog';
import { toProductRecord } from './products.record';
import { localeById, localeByCode, type LocaleCode } from '../../../i18n/locales';
import { localizedPath } from '../../../i18n/routing';
import type { Site } from '../sites/sites.repository';
import type { Actor } from '../audit/audit.repository';
import type { CardQuery, NewProduct, ProductRepository, ProductTranslation } from './products.repository';
import type { ProductImage, SaleType } from '../../../domain/product';
import type { QuantityDiscount } from '../../../domain/pricing';

/** A new product, as the back office (and the demo shop) describes it; prices in minor units. */
export interface CreateProductInput {
  id: string;
  siteId: string;
  /** The same product on other sites shares it (default: the id). */
  groupKey?: string;
  title: string;
  introductoryTitle: string;
  description: readonly string[];
  banners: readonly ProductImage[];
  logo?: string | null;
  sizeChart?: string | null;
  /** 1: one sku at a time (default); 2: sold as combo packages. */
  saleType?: SaleType;
  /** The label of the sku choice ("Colour"). */
  specificationType: string;
  saleQty?: number;
  freight: number;
  serviceCharge?: number;
  remoteAreasPostage?: number;
  /** Where it comes in the site's list (default 1). */
  position?: number;
  listedAt?: Date;
  quantityDiscounts?: readonly QuantityDiscount[];
  /** The most units one order may hold (null: MAX_QUANTITY). */
  purchaseLimit?: number | null;
  /** Other products of the site to show with it ([]: the newest others). */
  recommendedIds?: readonly string[];
  skus: readonly { id: string; name: string; image: string | null; originalPrice: number; price: number }[];
  combos?: readonly { id: string; name: string; image: string | null; originalPrice: number; price: number; components: readonly { skuId: string; qty: number }[] }[];
}

/** A sale: `percentOff` (1 to 99) off every unit from `startsAt` (default now) until `endsAt`. */
export interface AddSaleInput {
  id: string;
  productId: string;
  kind: 'limited' | 'flash';
  percentOff: number;
  startsAt?: Date;
  endsAt: Date;
}

export type AddTranslationInput = ProductTranslation;

/**
 * Products as a site sells them. Reads are cached for a few seconds: the landing page and every
 * order read the same product, and a price change reaches shoppers within PRODUCT_TTL_MS (an order
 * priced by a browser that saw the other price is refused as a mismatch, never charged wrong).
 */
export const PRODUCT_TTL_MS = 5_000;

export function createProductService(repository: ProductRepository, clock: () => Date = () => new Date(), hooks: { changed?: () => void } = {}) {
  const cache = new Map<string, { product: Product | undefined; at: number }>();
  /** A change made here: this process's cache goes at once, the others' when they hear of it. */
  const changedHere = () => {
    cache.clear();
    hooks.changed?.();
  };

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
    /** A page of the site's product cards: sorted, optionally matching every word of a search. */
    cards: (site: Site, query: CardQuery) => repository.cards(site.id, query),
    /** A page of the product list (spec §2) as its query asks: the API's answer and the server-rendered catalog's. */
    async catalogPage(site: Site, query: CatalogQuery): Promise<CatalogPage> {
      const q = query.q.trim();
      const found = await repository.cards(site.id, { sort: query.sort, limit: query.size, offset: (query.page - 1) * query.size, search: q });
      return { ...found, ...query, q };
    },
    /** The product a site's home page sells: the site's default product, or (none, or archived) its first active one. */
    async findDefault(site: Site, locale?: LocaleCode): Promise<Product | undefined> {
      const chosen = site.settings.defaultProductId ? await find(site, site.settings.defaultProductId, locale) : undefined;
      if (chosen) return chosen;
      const id = await repository.firstId(site.id);
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
    /** After a change to the catalog (a sale, a coupon, a review...): every process reads it again. */
    invalidate: changedHere,
    /** Another process changed the catalog: forget this process's copies. */
    forget(): void {
      cache.clear();
    },

    /** A site's products as the back office lists them (any status), newest first. */
    adminList: (siteId: string) => repository.adminList(siteId),

    /** Whether a product id is free to take (ids are page addresses, unique across sites). */
    async isFreeId(productId: string): Promise<boolean> {
      return !(await repository.exists(productId));
    },

    /**
     * Lists a new product on a site (active at once). Every combo part must be one of its skus.
     * With `actor` (the back office), the audit row is written with it.
     */
    async createProduct(input: CreateProductInput, actor?: Actor): Promise<void> {
      if (input.skus.length === 0) throw new RangeError(`product ${input.id} has no sku`);
      const skuIds = new Set(input.skus.map((sku) => sku.id));
      for (const combo of input.combos ?? []) {
        const stranger = combo.components.find((part) => !skuIds.has(part.skuId) || !Number.isInteger(part.qty) || part.qty < 1);
        if (stranger) throw new RangeError(`combo ${combo.id} holds ${stranger.qty} of ${stranger.skuId}, not a sku of ${input.id}`);
      }
      for (const choice of [...input.skus, ...(input.combos ?? [])]) {
        if (!Number.isInteger(choice.price) || choice.price < 0 || !Number.isInteger(choice.originalPrice)) throw new RangeError(`${choice.id}: prices are whole minor units`);
      }
      const product: NewProduct = {
        id: input.id,
        siteId: input.siteId,
        groupKey: input.groupKey ?? input.id,
        title: input.title,
        introductoryTitle: input.introductoryTitle,
        description: input.description,
        banners: input.banners,
        logo: input.logo ?? null,
        sizeChart: input.sizeChart ?? null,
        saleType: input.saleType ?? 1,
        specificationType: input.specificationType,
        saleQty: input.saleQty ?? 0,
        freight: input.freight,
        serviceCharge: input.serviceCharge ?? 0,
        remoteAreasPostage: input.remoteAreasPostage ?? 0,
        status: 'active',
        position: input.position ?? 1,
        listedAt: (input.listedAt ?? clock()).toISOString(),
        quantityDiscounts: input.quantityDiscounts ?? [],
        purchaseLimit: input.purchaseLimit ?? null,
        recommendedIds: input.recommendedIds ?? [],
        skus: input.skus,
        combos: input.combos ?? [],
      };
      const at = clock().toISOString();
      await repository.insert(product, actor && { actor, at, change: { action: 'product.create', entity: 'product', entityId: product.id, before: null, after: { siteId: product.siteId, title: product.title, skus: product.skus, combos: product.combos, freight: product.freight } } });
      changedHere();
    },

    /** The product's texts in other languages (one per locale). */
    async addTranslations(translations: readonly AddTranslationInput[]): Promise<void> {
      await repository.insertTranslations(translations);
      changedHere();
    },

    /** Puts a product on sale for a while. */
    async addSale(input: AddSaleInput): Promise<void> {
      if (!Number.isInteger(input.percentOff) || input.percentOff < 1 || input.percentOff > 99) throw new RangeError(`a sale takes 1 to 99 percent off, not ${input.percentOff}`);
      const startsAt = input.startsAt ?? clock();
      if (input.endsAt <= startsAt) throw new RangeError(`sale ${input.id} ends before it starts`);
      await repository.insertSale({ id: input.id, productId: input.productId, kind: input.kind, percentOff: input.percentOff, startsAt: startsAt.toISOString(), endsAt: input.endsAt.toISOString() });
      changedHere();
    },

    /** How many products a site has (or all sites together). */
    async count(siteId?: string): Promise<number> {
      return repository.count(siteId);
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
