import type { Kysely } from 'kysely';
import type { DB } from './schema';
import { DEMO_SITES, DEMO_TEXTS_ZH_CN, banner } from './demo-sites';
import { localeById } from '../../i18n/locales';
import { importStoresCsv } from '../modules/stores/repository';
import sampleStores from '../../../fixtures/stores/sample-stores.csv?raw';

/**
 * Seeds the demo shop into an empty database; does nothing when any site exists. The pickup
 * stores are a clearly labelled SAMPLE list (fixtures/stores/sample-stores.csv): real store
 * lists come from the operator (`npm run stores:import`) or a logistics provider's map.
 */
export async function seedDemoIfEmpty(db: Kysely<DB>, now: Date = new Date()): Promise<boolean> {
  const seeded = await seedSites(db, now);
  if (seeded) await importStoresCsv(db, sampleStores, { replace: false });
  return seeded;
}

async function seedSites(db: Kysely<DB>, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('sites').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const at = now.toISOString();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    for (const site of DEMO_SITES) {
      await trx
        .insertInto('sites')
        .values({
          id: site.id,
          host: site.host,
          name: site.name,
          zone_id: site.zoneId,
          language_id: site.languageId,
          theme: 'default',
          settings: JSON.stringify(site.settings),
          is_default: site.isDefault ? 1 : 0,
          created_at: at,
        })
        .execute();
      const product = site.product;
      await trx
        .insertInto('products')
        .values({
          id: product.id,
          site_id: site.id,
          group_key: 'aqualite',
          title: product.title,
          introductory_title: product.introductoryTitle,
          description: JSON.stringify(product.description),
          banners: JSON.stringify([banner(1, product.alts[0]), banner(2, product.alts[1]), banner(3, product.alts[2])]),
          logo: '/demo/logo.svg',
          sale_type: 1,
          specification_type: product.specificationType,
          sale_qty: product.saleQty,
          freight: product.freight,
          service_charge: 0,
          remote_areas_postage: product.remoteAreasPostage,
          status: 'active',
          position: 1,
          listed_at: at,
          quantity_discounts: JSON.stringify(product.quantityDiscounts ?? []),
        })
        .execute();
      await trx
        .insertInto('skus')
        .values(
          product.skus.map((sku, index) => ({
            id: sku.id,
            product_id: product.id,
            name: sku.name,
            image: sku.image,
            original_price: sku.originalPrice,
            price: sku.price,
            position: index + 1,
          })),
        )
        .execute();
      const combo = product.combo;
      await trx
        .insertInto('combos')
        .values({
          id: combo.id,
          product_id: product.id,
          name: combo.name,
          image: '/demo/combo-family.webp',
          original_price: combo.originalPrice,
          price: combo.price,
          position: 1,
        })
        .execute();
      await trx
        .insertInto('combo_components')
        .values(combo.parts.map(([skuId, qty]) => ({ combo_id: combo.id, sku_id: skuId, qty })))
        .execute();
      await trx
        .insertInto('reviews')
        .values(
          product.reviews.map((review, index) => ({
            id: `${product.id}-review-${index + 1}`,
            product_id: product.id,
            author: review.author,
            score: review.score,
            body: review.body,
            images: '[]',
            seller_reply: review.reply,
            status: 'approved',
            created_at: daysAgo(review.daysAgo),
          })),
        )
        .execute();
    }
    await trx.insertInto('product_texts').values(demoTranslations()).execute();
    return true;
  });
}

interface DemoTexts {
  title: string;
  introductoryTitle: string;
  description: string[];
  alts: readonly string[];
  specificationType: string;
  skuNames: string[];
  comboName: string;
}

/**
 * The demo product in every language the shop offers: each demo site sells the same bottle, so
 * the site selling in a language gives the texts in it (its skus and combo in the same order).
 * Only the product's own paragraphs travel, not the last one, which states that site's terms
 * (each site's policies are shown in the shopper's language anyway).
 */
function demoTranslations() {
  const texts = new Map<string, DemoTexts>([['zh-CN', DEMO_TEXTS_ZH_CN]]);
  for (const site of DEMO_SITES) {
    const code = localeById(site.languageId)?.code;
    if (!code || texts.has(code)) continue;
    const { product } = site;
    texts.set(code, {
      title: product.title,
      introductoryTitle: product.introductoryTitle,
      description: product.description.slice(0, -1),
      alts: product.alts,
      specificationType: product.specificationType,
      skuNames: product.skus.map((sku) => sku.name),
      comboName: product.combo.name,
    });
  }
  return DEMO_SITES.flatMap((site) => {
    const own = localeById(site.languageId)?.code;
    return [...texts].filter(([code]) => code !== own).map(([code, text]) => ({
      product_id: site.product.id,
      locale: code,
      title: text.title,
      introductory_title: text.introductoryTitle,
      description: JSON.stringify(text.description),
      specification_type: text.specificationType,
      image_alts: JSON.stringify(text.alts),
      sku_names: JSON.stringify(Object.fromEntries(site.product.skus.map((sku, index) => [sku.id, text.skuNames[index] ?? sku.name]))),
      combo_names: JSON.stringify({ [site.product.combo.id]: text.comboName }),
    }));
  });
}
