import { NO_PIXELS, type ProductPixels } from '../../../domain/tracking';
import { productPixelsSchema } from '../../../domain/tracking-schemas';
import { sql, type Kysely } from 'kysely';
import type { DB, ProductRow } from '../../db/schema';
import { isCurrencyCode, type CurrencyCode } from '../../../domain/money';
import { headlinePrice, type Product, type ProductCard, type ProductImage, type Sale, type SaleType } from '../../../domain/product';
import type { QuantityDiscount } from '../../../domain/pricing';
import type { CatalogSort } from '../../../domain/catalog';
import { createReviewRepository } from '../reviews/reviews.repository';
import { inTransaction } from '../../db/transaction';
import { writeAudit, type AuditWrite } from '../audit/audit.repository';
import { couponTerms } from '../coupons/coupons.repository';
import { basePrice, lowestPriceBetween, recordPrices, recordSale } from '../promotions/price-history.repository';
import type { SaleRecord } from '../promotions/sale-record';
import { soldUnits } from '../promotions/sold-count.repository';
import { shownSoldCount, soldCountMode } from '../../../domain/sold-count';
import { consentRequired } from '../../../domain/tracking';
import { zoneById } from '../../../domain/zones';
import { fittingRendition, rendition } from '../../../domain/renditions';

/** A catalog card shows its picture 240 px wide: the product's first banner (else its sku's image), 480 px for 2x screens. */
function cardImage(banner: ProductImage | undefined, skuImage: string | null): string | null {
  if (banner) return fittingRendition(banner, 480);
  return skuImage && rendition(skuImage, 480);
}

/** The EU's window for a reduction's reference price: the lowest price of the 30 days before it. */
export const LOWEST_PRICE_DAYS = 30;

export const REVIEWS_FIRST_PAGE = 5;
/** Other products shown on a product's page. */
export const RECOMMENDED = 4;

export interface CardQuery {
  sort: CatalogSort;
  limit: number;
  offset: number;
  search?: string;
  exclude?: string;
  /** Only these products (the owner's picks), in any order. */
  only?: readonly string[];
}

export interface ProductSibling {
  productId: string;
  host: string;
  zoneId: number;
  languageId: number;
  title: string;
}

/** A product as the back office (and the demo shop) writes it: its page, its skus and combo packages. */
export interface NewProduct {
  id: string;
  siteId: string;
  /** Products sharing a key are the same product on other sites (their pages link each other). */
  groupKey: string;
  title: string;
  introductoryTitle: string;
  description: readonly string[];
  banners: readonly ProductImage[];
  logo: string | null;
  sizeChart: string | null;
  saleType: SaleType;
  specificationType: string;
  saleQty: number;
  freight: number;
  serviceCharge: number;
  remoteAreasPostage: number;
  status: 'active' | 'inactive';
  /** Where the product comes in its site's list (the first is the home page's). */
  position: number;
  listedAt: string;
  quantityDiscounts: readonly QuantityDiscount[];
  /** The most units one order may hold (null: MAX_QUANTITY). */
  purchaseLimit?: number | null;
  /** Products the owner picked to show with it ([]: the newest others). */
  recommendedIds?: readonly string[];
  /** In the order the shopper sees them. */
  skus: readonly { id: string; name: string; image: string | null; originalPrice: number; price: number }[];
  combos: readonly { id: string; name: string; image: string | null; originalPrice: number; price: number; components: readonly { skuId: string; qty: number }[] }[];
}

/** A product's texts in another language (over its own where a shopper reads that language). */
export interface ProductTranslation {
  productId: string;
  locale: string;
  title: string;
  introductoryTitle: string;
  description: readonly string[];
  specificationType: string;
  /** The banners' alternative texts, in the banners' order. */
  imageAlts: readonly string[];
  skuNames: Readonly<Record<string, string>>;
  comboNames: Readonly<Record<string, string>>;
}

/** A sale of a product: every unit `percentOff` less from `startsAt` until `endsAt` (ISO 8601). */
export type NewSale = SaleRecord;

export function createProductRepository(db: Kysely<DB>) {
  const reviewRepository = createReviewRepository(db);

  async function load(row: ProductRow, currency: CurrencyCode, zoneId: number): Promise<Product> {
    const now = new Date().toISOString();
    const [skus, combos, components, reviews, sale, coupons, recommended] = await Promise.all([
      db.selectFrom('skus').selectAll().where('product_id', '=', row.id).orderBy('position').execute(),
      db.selectFrom('combos').selectAll().where('product_id', '=', row.id).orderBy('position').execute(),
      db
        .selectFrom('combo_components')
        .innerJoin('combos', 'combos.id', 'combo_components.combo_id')
        .select(['combo_components.combo_id', 'combo_components.sku_id', 'combo_components.qty'])
        .where('combos.product_id', '=', row.id)
        .orderBy('combo_components.sku_id')
        .execute(),
      reviewRepository.page(row.id, { limit: REVIEWS_FIRST_PAGE, offset: 0 }),
      db
        .selectFrom('product_sales')
        .selectAll()
        .where('product_id', '=', row.id)
        .where('starts_at', '<=', now)
        .where('ends_at', '>', now)
        .orderBy('ends_at')
        .executeTakeFirst(),
      db
        .selectFrom('coupons')
        .select(['id', 'threshold', 'amount', 'kind'])
        .where('product_id', '=', row.id)
        .where('status', '=', 'active')
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .orderBy('position')
        .execute(),
      recommendedCards(row),
    ]);
    const saleQty = await soldCount(row);
    // EU and EEA zones show the lowest price of the 30 days before the running sale (its own price
    // left out), or else of the 30 days up to now, a price set in this very millisecond included.
    const zone = zoneById(zoneId);
    const reference = sale ? sale.starts_at : now;
    const until = sale ? sale.starts_at : new Date(Date.parse(now) + 1).toISOString();
    const lowestPrice30d =
      zone && consentRequired(zone) ? ((await lowestPriceBetween(db, row.id, new Date(Date.parse(reference) - LOWEST_PRICE_DAYS * 86_400_000).toISOString(), until)) ?? null) : undefined;
    return {
      ...(lowestPrice30d === undefined ? {} : { lowestPrice30d }),
      id: row.id,
      siteId: row.site_id,
      zoneId,
      currency,
      title: row.title,
      introductoryTitle: row.introductory_title,
      description: JSON.parse(row.description) as string[],
      banners: JSON.parse(row.banners) as ProductImage[],
      logo: row.logo,
      saleType: row.sale_type as SaleType,
      specificationType: row.specification_type,
      skus: skus.map((sku) => ({ id: sku.id, name: sku.name, image: sku.image, originalPrice: sku.original_price, price: sku.price })),
      combos: combos.map((combo) => ({
        id: combo.id,
        name: combo.name,
        image: combo.image,
        originalPrice: combo.original_price,
        price: combo.price,
        components: components.filter((part) => part.combo_id === combo.id).map((part) => ({ skuId: part.sku_id, qty: part.qty })),
      })),
      saleQty,
      freight: row.freight,
      serviceCharge: row.service_charge,
      remoteAreasPostage: row.remote_areas_postage,
      reviews: reviews.items,
      reviewCount: reviews.total,
      averageScore: reviews.average,
      satisfaction: reviews.satisfaction,
      quantityDiscounts: JSON.parse(row.quantity_discounts) as QuantityDiscount[],
      purchaseLimit: row.purchase_limit ?? null,
      sale: sale ? toSale(sale) : null,
      coupons: coupons.map((coupon) => ({ id: coupon.id, threshold: Number(coupon.threshold), ...couponTerms(coupon.kind, Number(coupon.amount)) })),
      sizeChart: row.size_chart,
      pixels: parsePixels(row.pixels),
      recommended: recommended.items,
    };
  }

  /**
   * The products shown with one: those its owner picked (in the order picked, the archived left
   * out) or, when none are picked, the site's newest others.
   */
  async function recommendedCards(row: ProductRow): Promise<{ items: ProductCard[] }> {
    const picked = (JSON.parse(row.recommended_ids) as string[]).filter((id) => id !== row.id);
    if (picked.length === 0) return cards(row.site_id, { exclude: row.id, sort: 'new', limit: RECOMMENDED, offset: 0 });
    const { items } = await cards(row.site_id, { only: picked, sort: 'new', limit: RECOMMENDED, offset: 0 });
    return { items: picked.flatMap((id) => items.filter((card) => card.id === id)) };
  }

  /** The sold count a product's page shows, in the mode its owner chose (the real count read from its orders). */
  async function soldCount(row: Pick<ProductRow, 'id' | 'sale_qty' | 'sold_count_mode'>): Promise<number> {
    const mode = soldCountMode(row.sold_count_mode);
    const real = mode === 'real' ? ((await soldUnits(db, [row.id])).get(row.id) ?? 0) : 0;
    return shownSoldCount(mode, Number(row.sale_qty), real);
  }

  /** Product cards of a site: sorted, paged, optionally matching a search. */
  async function cards(siteId: string, query: CardQuery): Promise<{ items: ProductCard[]; total: number }> {
    // The card's price: the product's lowest sku (or combo) price, and that choice's list price.
    const lowest = db
      .selectFrom('skus')
      .select((eb) => ['skus.product_id', eb.fn.min<number>('skus.price').as('price'), eb.fn.max<number>('skus.original_price').as('original_price'), eb.fn.min<string>('skus.image').as('image')])
      .groupBy('skus.product_id')
      .as('lowest');
    let base = db
      .selectFrom('products')
      .innerJoin(lowest, 'lowest.product_id', 'products.id')
      .where('products.site_id', '=', siteId)
      .where('products.status', '=', 'active');
    if (query.exclude) base = base.where('products.id', '!=', query.exclude);
    if (query.only) base = query.only.length > 0 ? base.where('products.id', 'in', [...query.only]) : base.where(sql<boolean>`1 = 0`);
    const words = (query.search ?? '').normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
    for (const word of words) {
      const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      base = base.where((eb) =>
        eb.or([sql<boolean>`lower(${sql.ref('products.title')}) like ${pattern} escape '\\'`, sql<boolean>`lower(${sql.ref('products.introductory_title')}) like ${pattern} escape '\\'`]),
      );
    }
    // Sorted by the price the card shows (the domain's headlinePrice): the landed combo or sku,
    // less the running sale, rounded as salePrice rounds (integer division of positive amounts).
    const now = new Date().toISOString();
    const comboPrice = sql<number>`(select min(c.price) from combos c where c.product_id = products.id)`;
    const basePrice = sql<number>`(case when products.sale_type = 2 and ${comboPrice} is not null then ${comboPrice} else lowest.price end)`;
    const percentOff = sql<number>`coalesce((select ps.percent_off from product_sales ps where ps.product_id = products.id and ps.starts_at <= ${now} and ps.ends_at > ${now} order by ps.ends_at limit 1), 0)`;
    const shownPrice = sql<number>`(${basePrice} - (${basePrice} * ${percentOff}) / 100)`;
    const order = {
      new: ['products.listed_at', 'desc'],
      old: ['products.listed_at', 'asc'],
      priceDesc: [shownPrice, 'desc'],
      priceAsc: [shownPrice, 'asc'],
    } as const;
    const [column, direction] = order[query.sort];
    const [rows, count] = await Promise.all([
      base
        .select(['products.id', 'products.title', 'products.banners', 'products.sale_qty', 'products.sold_count_mode', 'products.listed_at', 'products.sale_type', 'lowest.price', 'lowest.original_price', 'lowest.image'])
        .orderBy(column, direction)
        .orderBy('products.id')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const [prices, real] = await Promise.all([
      cardPrices(rows.map((row) => ({ id: row.id, saleType: row.sale_type as SaleType }))),
      soldUnits(db, rows.filter((row) => soldCountMode(row.sold_count_mode) === 'real').map((row) => row.id)),
    ]);
    return {
      total: Number(count.n),
      items: rows.map((card) => ({
        id: card.id,
        title: card.title,
        image: cardImage((JSON.parse(card.banners) as ProductImage[])[0], card.image),
        // The landing page's own headline price: the sku a click lands on, with its sale.
        ...(prices.get(card.id) ?? { price: Number(card.price), originalPrice: Number(card.original_price) }),
        saleQty: shownSoldCount(soldCountMode(card.sold_count_mode), Number(card.sale_qty), real.get(card.id) ?? 0),
        listedAt: card.listed_at,
      })),
    };
  }

  /** The cards' prices, by the domain's one headline pricing (skus, combos and the running sale). */
  async function cardPrices(products: { id: string; saleType: SaleType }[]) {
    const ids = products.map((product) => product.id);
    if (ids.length === 0) return new Map<string, ReturnType<typeof headlinePrice>>();
    const now = new Date().toISOString();
    const [skus, combos, sales] = await Promise.all([
      db.selectFrom('skus').select(['product_id', 'id', 'price', 'original_price']).where('product_id', 'in', ids).orderBy('position').execute(),
      db.selectFrom('combos').select(['product_id', 'id', 'price', 'original_price']).where('product_id', 'in', ids).orderBy('position').execute(),
      db.selectFrom('product_sales').selectAll().where('product_id', 'in', ids).where('starts_at', '<=', now).where('ends_at', '>', now).orderBy('ends_at').execute(),
    ]);
    const choices = (rows: typeof skus, id: string) => rows.filter((row) => row.product_id === id).map((row) => ({ id: row.id, price: Number(row.price), originalPrice: Number(row.original_price), name: '', image: null, components: [] }));
    return new Map(
      products.map(({ id, saleType }) => {
        const sale = sales.find((row) => row.product_id === id);
        return [id, headlinePrice({ saleType, skus: choices(skus, id), combos: choices(combos, id), sale: sale ? toSale(sale) : null })];
      }),
    );
  }

  /** The product's texts in another locale, over its own where the translation has them. */
  async function translate(product: Product, locale: string): Promise<Product> {
    const texts = await db.selectFrom('product_texts').selectAll().where('product_id', '=', product.id).where('locale', '=', locale).executeTakeFirst();
    if (!texts) return product;
    const alts = JSON.parse(texts.image_alts) as string[];
    const skuNames = JSON.parse(texts.sku_names) as Record<string, string>;
    const comboNames = JSON.parse(texts.combo_names) as Record<string, string>;
    return {
      ...product,
      textsLocale: locale,
      title: texts.title,
      introductoryTitle: texts.introductory_title,
      description: JSON.parse(texts.description) as string[],
      specificationType: texts.specification_type,
      banners: product.banners.map((banner, index) => ({ ...banner, alt: alts[index] ?? banner.alt })),
      skus: product.skus.map((sku) => ({ ...sku, name: skuNames[sku.id] ?? sku.name })),
      combos: product.combos.map((combo) => ({ ...combo, name: comboNames[combo.id] ?? combo.name })),
    };
  }

  return {
    cards,
    /** An active product of the site, or undefined; in `locale` where it has texts in it. */
    async find(siteId: string, productId: string, currency: string, zoneId: number, locale?: string): Promise<Product | undefined> {
      if (!isCurrencyCode(currency)) return undefined;
      const row = await db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', productId)
        .where('site_id', '=', siteId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!row) return undefined;
      const product = await load(row, currency, zoneId);
      return locale ? translate(product, locale) : product;
    },
    /** The first active product of the site (by position). */
    async firstId(siteId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('products')
        .select('id')
        .where('site_id', '=', siteId)
        .where('status', '=', 'active')
        .orderBy('position')
        .orderBy('listed_at', 'desc')
        .executeTakeFirst();
      return row?.id;
    },
    /** The same product on the other sites (the spec's multiLocaleSetupProductDetails). */
    async siblings(productId: string): Promise<ProductSibling[]> {
      return db
        .selectFrom('products as p')
        .innerJoin('products as other', 'other.group_key', 'p.group_key')
        .innerJoin('sites', 'sites.id', 'other.site_id')
        .select([
          'other.id as productId',
          'sites.host as host',
          'sites.zone_id as zoneId',
          'sites.language_id as languageId',
          'other.title as title',
        ])
        .where('p.id', '=', productId)
        .where('other.id', '!=', productId)
        .where('other.status', '=', 'active')
        .orderBy('sites.zone_id')
        .execute();
    },
    /** Writes a new product with its skus and combo packages, all or nothing. */
    /** Whether a product id is taken (ids are unique across sites: they are page addresses). */
    async exists(productId: string): Promise<boolean> {
      return (await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()) !== undefined;
    },

    /** Writes a product with its skus and combos; with `audit`, its audit row in the same transaction. */
    async insert(product: NewProduct, audit?: AuditWrite): Promise<void> {
      await inTransaction(db, async (trx) => {
        if (audit) await writeAudit(trx, audit.actor, audit.change, audit.at);
        await trx
          .insertInto('products')
          .values({
            id: product.id,
            site_id: product.siteId,
            group_key: product.groupKey,
            title: product.title,
            introductory_title: product.introductoryTitle,
            description: JSON.stringify(product.description),
            banners: JSON.stringify(product.banners),
            logo: product.logo,
            size_chart: product.sizeChart,
            sale_type: product.saleType,
            specification_type: product.specificationType,
            sale_qty: product.saleQty,
            freight: product.freight,
            service_charge: product.serviceCharge,
            remote_areas_postage: product.remoteAreasPostage,
            status: product.status,
            position: product.position,
            listed_at: product.listedAt,
            quantity_discounts: JSON.stringify(product.quantityDiscounts),
            purchase_limit: product.purchaseLimit ?? null,
            recommended_ids: JSON.stringify(product.recommendedIds ?? []),
          })
          .execute();
        if (product.skus.length > 0) {
          await trx
            .insertInto('skus')
            .values(product.skus.map((sku, index) => ({ id: sku.id, product_id: product.id, name: sku.name, image: sku.image, original_price: sku.originalPrice, price: sku.price, position: index + 1 })))
            .execute();
        }
        for (const [index, combo] of product.combos.entries()) {
          await trx
            .insertInto('combos')
            .values({ id: combo.id, product_id: product.id, name: combo.name, image: combo.image, original_price: combo.originalPrice, price: combo.price, position: index + 1 })
            .execute();
          if (combo.components.length > 0) {
            await trx
              .insertInto('combo_components')
              .values(combo.components.map((part) => ({ combo_id: combo.id, sku_id: part.skuId, qty: part.qty })))
              .execute();
          }
        }
        // The price history starts with the price it is listed at.
        const price = await basePrice(trx, product.id);
        if (price !== undefined) await recordPrices(trx, [{ productId: product.id, price, at: product.listedAt }]);
      });
    },
    async insertTranslations(translations: readonly ProductTranslation[]): Promise<void> {
      if (translations.length === 0) return;
      await db
        .insertInto('product_texts')
        .values(
          translations.map((texts) => ({
            product_id: texts.productId,
            locale: texts.locale,
            title: texts.title,
            introductory_title: texts.introductoryTitle,
            description: JSON.stringify(texts.description),
            specification_type: texts.specificationType,
            image_alts: JSON.stringify(texts.imageAlts),
            sku_names: JSON.stringify(texts.skuNames),
            combo_names: JSON.stringify(texts.comboNames),
          })),
        )
        .execute();
    },
    /** Writes a sale with its prices in the price history, together. */
    async insertSale(sale: NewSale): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('product_sales')
          .values({ id: sale.id, product_id: sale.productId, kind: sale.kind, percent_off: sale.percentOff, starts_at: sale.startsAt, ends_at: sale.endsAt })
          .execute();
        await recordSale(trx, sale);
      });
    },
    /** A product's ad pixels as stored (any status), or undefined for an unknown product. */
    async pixels(productId: string): Promise<ProductPixels | undefined> {
      const row = await db.selectFrom('products').select('pixels').where('id', '=', productId).executeTakeFirst();
      return row && parsePixels(row.pixels);
    },
    /** Stores a product's ad pixels; with `audit`, its audit row (before and after) in the same transaction. */
    async setPixels(productId: string, pixels: ProductPixels, audit?: Omit<AuditWrite, 'change'>): Promise<void> {
      await inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('products').select('pixels').where('id', '=', productId).executeTakeFirst();
        await trx.updateTable('products').set({ pixels: JSON.stringify(pixels) }).where('id', '=', productId).execute();
        if (audit && row) await writeAudit(trx, audit.actor, { action: 'product.pixels', entity: 'product', entityId: productId, before: parsePixels(row.pixels), after: pixels }, audit.at);
      });
    },
    /** A site's products for the back office (any status), newest first, with their headline price. */
    async adminList(siteId: string): Promise<{ id: string; title: string; price: number | null; skuCount: number; status: 'active' | 'inactive'; listedAt: string }[]> {
      const rows = await db
        .selectFrom('products')
        .select((eb) => ['products.id', 'products.title', 'products.status', 'products.listed_at', 'products.sale_type', eb.selectFrom('skus').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('skus.product_id', '=', 'products.id').as('sku_count')])
        .where('products.site_id', '=', siteId)
        .orderBy('products.listed_at', 'desc')
        .orderBy('products.id')
        .execute();
      const prices = await cardPrices(rows.map((row) => ({ id: row.id, saleType: row.sale_type as SaleType })));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        price: prices.get(row.id)?.price ?? null,
        skuCount: Number(row.sku_count ?? 0),
        status: row.status === 'inactive' ? 'inactive' : 'active',
        listedAt: row.listed_at,
      }));
    },
    /** How many products a site has (any status), or all sites together. */
    async count(siteId?: string): Promise<number> {
      let query = db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n'));
      if (siteId) query = query.where('site_id', '=', siteId);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;

/** A product's pixels as stored; anything unreadable counts as none (and pixels stay off). */
export function parsePixels(json: string): ProductPixels {
  try {
    const parsed = productPixelsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : NO_PIXELS;
  } catch {
    return NO_PIXELS;
  }
}

function toSale(row: { id: string; kind: string; percent_off: number; ends_at: string }): Sale {
  return { id: row.id, kind: row.kind === 'flash' ? 'flash' : 'limited', percentOff: row.percent_off, endsAt: row.ends_at };
}
