import type { Kysely } from 'kysely';
import type { DB } from '../src/server/db/schema';
import { DEMO_SITES, DEMO_TEXTS_ZH_CN, banner } from './sites';
import { localeById } from '../src/i18n/locales';
import { CATALOG_SITE_SUFFIX, DEMO_CATALOG, type CatalogSiteId } from './catalog';
import { inTransaction } from '../src/server/db/transaction';
import { createSiteRepository } from '../src/server/features/sites/sites.repository';
import { createSiteService } from '../src/server/features/sites/sites.service';
import { createProductRepository } from '../src/server/features/products/products.repository';
import { createProductService, type AddTranslationInput } from '../src/server/features/products/products.service';
import { createCouponRepository } from '../src/server/features/coupons/coupons.repository';
import { createCouponService } from '../src/server/features/coupons/coupons.service';
import { createReviewRepository } from '../src/server/features/reviews/reviews.repository';
import { createReviewService } from '../src/server/features/reviews/reviews.service';
import { createStoreRepository } from '../src/server/features/stores/stores.repository';
import { createStoreService } from '../src/server/features/stores/stores.service';
import sampleStores from '../fixtures/stores/sample-stores.csv?raw';

/**
 * Seeds the demo shop into an empty database; does nothing when any site exists. The pickup
 * stores are a clearly labelled SAMPLE list (fixtures/stores/sample-stores.csv): real store
 * lists come from the operator (`npm run stores:import`) or a logistics provider's map.
 *
 * Everything is written through the services the back office uses (DESIGN.md §9: one way to
 * write), here over one transaction: a start that fails half-way leaves no half a shop behind.
 */
export async function seedDemoIfEmpty(db: Kysely<DB>, now: Date = new Date()): Promise<boolean> {
  const seeded = await inTransaction(db, async (trx) => {
    const shop = demoServices(trx);
    if (!(await shop.sites.isEmpty())) return false;
    await seedSites(shop, now);
    await seedStorefront(shop, now);
    await seedCatalog(shop, now);
    return true;
  });
  if (seeded) await demoServices(db).stores.importCsv(sampleStores, { replace: false });
  return seeded;
}

/** The services the demo is written through, over `db` (or a transaction). */
function demoServices(db: Kysely<DB>) {
  return {
    sites: createSiteService(createSiteRepository(db)),
    products: createProductService(createProductRepository(db)),
    coupons: createCouponService(createCouponRepository(db)),
    reviews: createReviewService(createReviewRepository(db)),
    stores: createStoreService(createStoreRepository(db)),
  };
}

type DemoServices = ReturnType<typeof demoServices>;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Each demo site with its AquaLite bottle: skus, the family combo, its first reviews and translations. */
async function seedSites(shop: DemoServices, now: Date): Promise<void> {
  for (const site of DEMO_SITES) {
    await shop.sites.createSite({
      id: site.id,
      host: site.host,
      name: site.name,
      zoneId: site.zoneId,
      languageId: site.languageId,
      isDefault: site.isDefault,
      settings: site.settings,
      createdAt: now,
    });
    const product = site.product;
    await shop.products.createProduct({
      id: product.id,
      siteId: site.id,
      groupKey: 'aqualite',
      title: product.title,
      introductoryTitle: product.introductoryTitle,
      description: product.description,
      banners: [banner(1, product.alts[0]), banner(2, product.alts[1]), banner(3, product.alts[2])],
      logo: '/demo/logo.webp',
      sizeChart: '/demo/size-chart.webp',
      specificationType: product.specificationType,
      saleQty: product.saleQty,
      freight: product.freight,
      remoteAreasPostage: product.remoteAreasPostage,
      position: 1,
      listedAt: now,
      quantityDiscounts: product.quantityDiscounts ?? [],
      skus: product.skus,
      combos: [
        {
          id: product.combo.id,
          name: product.combo.name,
          image: '/demo/combo-family.webp',
          originalPrice: product.combo.originalPrice,
          price: product.combo.price,
          components: product.combo.parts.map(([skuId, qty]) => ({ skuId, qty })),
        },
      ],
    });
    for (const [index, review] of product.reviews.entries()) {
      await shop.reviews.addReview({
        id: `${product.id}-review-${index + 1}`,
        productId: product.id,
        author: review.author,
        score: review.score,
        body: review.body,
        sellerReply: review.reply,
        createdAt: daysBefore(now, review.daysAgo),
      });
    }
  }
  await shop.products.addTranslations(demoTranslations());
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
function demoTranslations(): AddTranslationInput[] {
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
      productId: site.product.id,
      locale: code,
      title: text.title,
      introductoryTitle: text.introductoryTitle,
      description: text.description,
      specificationType: text.specificationType,
      imageAlts: text.alts,
      skuNames: Object.fromEntries(site.product.skus.map((sku, index) => [sku.id, text.skuNames[index] ?? sku.name])),
      comboNames: { [site.product.combo.id]: text.comboName },
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
async function seedStorefront(shop: DemoServices, now: Date): Promise<void> {
  const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);
  for (const site of DEMO_SITES) {
    const { product } = site;
    await shop.products.addSale({ id: `${product.id}-flash`, productId: product.id, kind: 'flash', percentOff: 10, startsAt: hours(-1), endsAt: hours(72) });
    const unit = Math.min(...product.skus.map((sku) => sku.price));
    await shop.coupons.addCoupon({ id: `${product.id}-pair`, productId: product.id, threshold: nice(unit * 2), amount: nice(unit * 0.1), position: 1, createdAt: now });
    await shop.coupons.addCoupon({ id: `${product.id}-family`, productId: product.id, threshold: nice(product.combo.price), amount: nice(product.combo.price * 0.12), position: 2, createdAt: now });
  }
  const taiwan = DEMO_SITES.find((site) => site.id === 'site-tw')!.product;
  for (const [index, review] of MORE_TAIWAN_REVIEWS.entries()) {
    await shop.reviews.addReview({
      id: `${taiwan.id}-review-more-${index + 1}`,
      productId: taiwan.id,
      author: review.author,
      score: review.score,
      body: review.body,
      images: review.images ?? [],
      sellerReply: review.reply ?? null,
      createdAt: daysBefore(now, review.daysAgo),
    });
  }
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
async function seedCatalog(shop: DemoServices, now: Date): Promise<void> {
  for (const [siteId, suffix] of Object.entries(CATALOG_SITE_SUFFIX) as [CatalogSiteId, string][]) {
    for (const [index, item] of DEMO_CATALOG.entries()) {
      const texts = item.sites[siteId];
      const id = `${item.key}-${suffix}`;
      const picture = (name: string, alt: string) => ({
        src: `/demo/catalog/${name}-960.webp`,
        srcset: `/demo/catalog/${name}-480.webp 480w, /demo/catalog/${name}-800.webp 800w, /demo/catalog/${name}-960.webp 960w`,
        width: 960,
        height: 960,
        alt,
      });
      await shop.products.createProduct({
        id,
        siteId,
        groupKey: `catalog-${item.key}`,
        title: texts.title,
        introductoryTitle: texts.introductoryTitle,
        description: texts.description,
        banners: [...new Set(item.images)].map((name) => picture(name, texts.title)),
        logo: '/demo/logo.webp',
        specificationType: texts.specificationType,
        saleQty: item.saleQty,
        freight: texts.freight,
        remoteAreasPostage: siteId === 'site-tw' ? 15000 : 0,
        position: 10 + index,
        listedAt: daysBefore(now, item.listedDaysAgo),
        skus: item.images.map((name, sku) => ({
          id: `${id}-${sku + 1}`,
          name: texts.skuNames[sku]!,
          image: `/demo/catalog/${name}-480.webp`,
          originalPrice: texts.prices[sku]!.originalPrice,
          price: texts.prices[sku]!.price,
        })),
      });
    }
  }
  // Two catalog items are on a limited-time offer for two weeks.
  for (const suffix of Object.values(CATALOG_SITE_SUFFIX)) {
    for (const item of DEMO_CATALOG.slice(0, 2)) {
      await shop.products.addSale({
        id: `${item.key}-${suffix}-limited`,
        productId: `${item.key}-${suffix}`,
        kind: 'limited',
        percentOff: 15,
        startsAt: now,
        endsAt: new Date(now.getTime() + 14 * 86_400_000),
      });
    }
  }
}
