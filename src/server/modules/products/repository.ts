import type { Kysely } from 'kysely';
import type { DB, ProductRow } from '../../db/schema';
import { isCurrencyCode, type CurrencyCode } from '../../../domain/money';
import type { Product, ProductImage, Review, SaleType } from '../../../domain/product';
import type { QuantityDiscount } from '../../../domain/pricing';

export const REVIEWS_FIRST_PAGE = 5;

export interface ProductSibling {
  productId: string;
  host: string;
  zoneId: number;
  languageId: number;
  title: string;
}

export function createProductRepository(db: Kysely<DB>) {
  async function load(row: ProductRow, currency: CurrencyCode, zoneId: number): Promise<Product> {
    const [skus, combos, components, reviews, stats] = await Promise.all([
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
      db
        .selectFrom('reviews')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.avg<number>('score').as('average')])
        .where('product_id', '=', row.id)
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow(),
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
        }),
      ),
      reviewCount: Number(stats.count),
      averageScore: stats.average === null ? 0 : Math.round(Number(stats.average) * 10) / 10,
      quantityDiscounts: JSON.parse(row.quantity_discounts) as QuantityDiscount[],
    };
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
