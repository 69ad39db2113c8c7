import { NO_PIXELS, type ProductPixels } from '../../../domain/tracking';
import { productPixelsSchema } from '../../../domain/tracking-schemas';
import { sql, type Kysely } from 'kysely';
import type { DB, ProductRow } from '../../db/schema';
import { isCurrencyCode, type CurrencyCode } from '../../../domain/money';
import { headlinePrice, type Product, type ProductCard, type ProductImage, type Review, type Sale, type SaleType } from '../../../domain/product';
import type { QuantityDiscount } from '../../../domain/pricing';
import type { CatalogSort } from '../../../domain/catalog';

export const REVIEWS_FIRST_PAGE = 5;
/** Other products shown on a product's page. */
export const RECOMMENDED = 4;

export interface CardQuery {
  sort: CatalogSort;
  limit: number;
  offset: number;
  search?: string;
  exclude?: string;
}

export interface ProductSibling {
  productId: string;
  host: string;
  zoneId: number;
  languageId: number;
  title: string;
}

export function createProductRepository(db: Kysely<DB>) {
  async function load(row: ProductRow, currency: CurrencyCode, zoneId: number): Promise<Product> {
    const now = new Date().toISOString();
    const [skus, combos, components, reviews, stats, sale, coupons, recommended] = await Promise.all([
      db.selectFrom('skus').selectAll().where('product_id', '=', row.id).orderBy('position').execute(),
      db.selectFrom('combos').selectAll().where('product_id', '=', row.id).orderBy('position').execute(),
      db
        .selectFrom('combo_components')
        .innerJoin('combos', 'combos.id', 'combo_components.combo_id')
        .select(['combo_components.combo_id', 'combo_components.sku_id', 'combo_components.qty'])
        .where('combos.product_id', '=', row.id)
        .orderBy('combo_components.sku_id')
        .execute(),
      db
        .selectFrom('reviews')
        .selectAll()
        .where('product_id', '=', row.id)
        .where('status', '=', 'approved')
        .orderBy('created_at', 'desc')
        .limit(REVIEWS_FIRST_PAGE)
        .execute(),
      reviewStats(row.id),
      db
        .selectFrom('product_sales')
        .selectAll()
        .where('product_id', '=', row.id)
        .where('starts_at', '<=', now)
        .where('ends_at', '>', now)
        .orderBy('ends_at')
        .executeTakeFirst(),
      db.selectFrom('coupons').select(['id', 'threshold', 'amount']).where('product_id', '=', row.id).where('status', '=', 'active').orderBy('position').execute(),
      cards(row.site_id, { exclude: row.id, sort: 'new', limit: RECOMMENDED, offset: 0 }),
    ]);
    return {
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
      saleQty: row.sale_qty,
      freight: row.freight,
      serviceCharge: row.service_charge,
      remoteAreasPostage: row.remote_areas_postage,
      reviews: reviews.map(
        (review): Review => ({
          id: review.id,
          author: review.author,
          score: review.score,
          body: review.body,
          createdAt: review.created_at,
          sellerReply: review.seller_reply,
          images: JSON.parse(review.images) as string[],
        }),
      ),
      reviewCount: stats.count,
      averageScore: stats.average,
      satisfaction: stats.satisfaction,
      quantityDiscounts: JSON.parse(row.quantity_discounts) as QuantityDiscount[],
      sale: sale ? toSale(sale) : null,
      coupons: coupons.map((coupon) => ({ id: coupon.id, threshold: Number(coupon.threshold), amount: Number(coupon.amount) })),
      sizeChart: row.size_chart,
      pixels: parsePixels(row.pixels),
      recommended: recommended.items,
    };
  }

  /** How many approved reviews, their average score and the share scoring 4 or 5 (satisfaction). */
  async function reviewStats(productId: string) {
    const stats = await db
      .selectFrom('reviews')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.avg<number>('score').as('average'),
        eb.fn.sum<number>(eb.case().when('score', '>=', 4).then(1).else(0).end()).as('satisfied'),
      ])
      .where('product_id', '=', productId)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    const count = Number(stats.count);
    return {
      count,
      average: stats.average === null ? 0 : Math.round(Number(stats.average) * 10) / 10,
      satisfaction: count === 0 ? 0 : Math.round((Number(stats.satisfied) / count) * 100),
    };
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
        .select(['products.id', 'products.title', 'products.banners', 'products.sale_qty', 'products.listed_at', 'products.sale_type', 'lowest.price', 'lowest.original_price', 'lowest.image'])
        .orderBy(column, direction)
        .orderBy('products.id')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const prices = await cardPrices(rows.map((row) => ({ id: row.id, saleType: row.sale_type as SaleType })));
    return {
      total: Number(count.n),
      items: rows.map((card) => ({
        id: card.id,
        title: card.title,
        image: (JSON.parse(card.banners) as ProductImage[])[0]?.src ?? card.image,
        // The landing page's own headline price: the sku a click lands on, with its sale.
        ...(prices.get(card.id) ?? { price: Number(card.price), originalPrice: Number(card.original_price) }),
        saleQty: card.sale_qty,
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
    /** A page of a product's approved reviews, newest first, and their summary. */
    async reviews(productId: string, page: { limit: number; offset: number }): Promise<{ items: Review[]; total: number; average: number; satisfaction: number }> {
      const [rows, stats] = await Promise.all([
        db
          .selectFrom('reviews')
          .selectAll()
          .where('product_id', '=', productId)
          .where('status', '=', 'approved')
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        reviewStats(productId),
      ]);
      return {
        items: rows.map((review) => ({
          id: review.id,
          author: review.author,
          score: review.score,
          body: review.body,
          createdAt: review.created_at,
          sellerReply: review.seller_reply,
          images: JSON.parse(review.images) as string[],
        })),
        total: stats.count,
        average: stats.average,
        satisfaction: stats.satisfaction,
      };
    },
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
