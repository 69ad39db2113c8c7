import type { Kysely } from 'kysely';
import type { DB } from './schema';
import { DEMO_SITES, DEMO_TEXTS_ZH_CN, banner } from './demo-sites';
import { localeById } from '../../i18n/locales';
import { CATALOG_SITE_SUFFIX, DEMO_CATALOG, type CatalogSiteId } from './demo-catalog';
import { importStoresCsv } from '../features/stores/stores.repository';
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
          size_chart: '/demo/size-chart.webp',
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
    await seedStorefront(trx, now);
    await seedCatalog(trx, now);
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

/** Two significant digits: a coupon reads "NT$70 off from NT$1,400", not "NT$69 off from NT$1,380". */
function nice(amount: number): number {
  if (amount <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / step) * step;
}

/**
 * Each demo product's sale, coupons and more reviews: a flash sale of 10% that ends three days
 * after the first start (its countdown runs to that moment, then the price goes back), a coupon
 * for two bottles and one for the family pack, and, in Taiwan, enough reviews to page through.
 */
async function seedStorefront(trx: Kysely<DB>, now: Date): Promise<void> {
  const at = now.toISOString();
  const hours = (count: number) => new Date(now.getTime() + count * 3_600_000).toISOString();
  for (const site of DEMO_SITES) {
    const { product } = site;
    await trx
      .insertInto('product_sales')
      .values({ id: `${product.id}-flash`, product_id: product.id, kind: 'flash', percent_off: 10, starts_at: hours(-1), ends_at: hours(72) })
      .execute();
    const unit = Math.min(...product.skus.map((sku) => sku.price));
    await trx
      .insertInto('coupons')
      .values([
        { id: `${product.id}-pair`, product_id: product.id, threshold: nice(unit * 2), amount: nice(unit * 0.1), status: 'active', position: 1, created_at: at },
        { id: `${product.id}-family`, product_id: product.id, threshold: nice(product.combo.price), amount: nice(product.combo.price * 0.12), status: 'active', position: 2, created_at: at },
      ])
      .execute();
  }
  const taiwan = DEMO_SITES.find((site) => site.id === 'site-tw')!.product;
  await trx
    .insertInto('reviews')
    .values(
      MORE_TAIWAN_REVIEWS.map((review, index) => ({
        id: `${taiwan.id}-review-more-${index + 1}`,
        product_id: taiwan.id,
        author: review.author,
        score: review.score,
        body: review.body,
        images: JSON.stringify(review.images ?? []),
        seller_reply: review.reply ?? null,
        status: 'approved',
        created_at: new Date(now.getTime() - review.daysAgo * 86_400_000).toISOString(),
      })),
    )
    .execute();
}

const MORE_TAIWAN_REVIEWS: { author: string; score: number; body: string; daysAgo: number; reply?: string; images?: string[] }[] = [
  { author: '黃先生', score: 5, body: '買了兩個，一個給老婆。鼠尾草綠很耐看，瓶蓋提環很好拿。', daysAgo: 25, images: ['/demo/sku-green-500.webp'] },
  { author: '吳小姐', score: 5, body: '放在冷氣房一整天，冰塊到下班都還在。', daysAgo: 28 },
  { author: 'Kevin', score: 4, body: '保溫效果很好，只是 750ml 裝滿後放不進我的機車置物箱。', daysAgo: 33, reply: '感謝回饋！機車族推薦 500ml 喔。' },
  { author: '張媽媽', score: 5, body: '小孩帶去學校，摔了兩次都沒凹，清洗也方便。', daysAgo: 40, images: ['/demo/sku-coral-750.webp'] },
  { author: '李小姐', score: 3, body: '東西不錯，但物流比預期多等了兩天。', daysAgo: 46, reply: '很抱歉讓您久等，我們已請物流改善。' },
  { author: '周先生', score: 5, body: '全家組很划算，三個顏色一家人剛好分。', daysAgo: 52 },
  { author: '蔡小姐', score: 5, body: '7-11 取貨付款很方便，包裝也很完整。', daysAgo: 60 },
  { author: 'Ming', score: 4, body: '顏色比照片深一點，但質感很好。', daysAgo: 71 },
  { author: '許先生', score: 5, body: '爬山帶熱茶，山頂上還是燙的。', daysAgo: 85, images: ['/demo/hero-2-480.webp'] },
];

/** The catalog of other AquaLite products on the Taiwan, Polish, German and Philippine sites. */
async function seedCatalog(trx: Kysely<DB>, now: Date): Promise<void> {
  for (const [siteId, suffix] of Object.entries(CATALOG_SITE_SUFFIX) as [CatalogSiteId, string][]) {
    for (const [index, item] of DEMO_CATALOG.entries()) {
      const texts = item.sites[siteId];
      const id = `${item.key}-${suffix}`;
      const picture = (name: string, alt: string) => ({
        src: `/demo/catalog/${name}-960.webp`,
        srcset: `/demo/catalog/${name}-480.webp 480w, /demo/catalog/${name}-960.webp 960w`,
        width: 960,
        height: 960,
        alt,
      });
      await trx
        .insertInto('products')
        .values({
          id,
          site_id: siteId,
          group_key: `catalog-${item.key}`,
          title: texts.title,
          introductory_title: texts.introductoryTitle,
          description: JSON.stringify(texts.description),
          banners: JSON.stringify([...new Set(item.images)].map((name) => picture(name, texts.title))),
          logo: '/demo/logo.svg',
          sale_type: 1,
          specification_type: texts.specificationType,
          sale_qty: item.saleQty,
          freight: texts.freight,
          service_charge: 0,
          remote_areas_postage: siteId === 'site-tw' ? 15000 : 0,
          status: 'active',
          position: 10 + index,
          listed_at: new Date(now.getTime() - item.listedDaysAgo * 86_400_000).toISOString(),
          quantity_discounts: '[]',
          size_chart: null,
        })
        .execute();
      await trx
        .insertInto('skus')
        .values(
          item.images.map((name, sku) => ({
            id: `${id}-${sku + 1}`,
            product_id: id,
            name: texts.skuNames[sku]!,
            image: `/demo/catalog/${name}-480.webp`,
            original_price: texts.prices[sku]!.originalPrice,
            price: texts.prices[sku]!.price,
            position: sku + 1,
          })),
        )
        .execute();
    }
  }
  // Two catalog items are on a limited-time offer for two weeks.
  for (const suffix of Object.values(CATALOG_SITE_SUFFIX)) {
    for (const item of DEMO_CATALOG.slice(0, 2)) {
      await trx
        .insertInto('product_sales')
        .values({
          id: `${item.key}-${suffix}-limited`,
          product_id: `${item.key}-${suffix}`,
          kind: 'limited',
          percent_off: 15,
          starts_at: now.toISOString(),
          ends_at: new Date(now.getTime() + 14 * 86_400_000).toISOString(),
        })
        .execute();
    }
  }
}
