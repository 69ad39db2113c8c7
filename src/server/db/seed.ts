import type { Kysely } from 'kysely';
import type { DB } from './schema';
import type { SiteSettings } from '../../domain/site';
import type { ProductImage } from '../../domain/product';

/**
 * The demo shop a new user sees on first start: one product (the AquaLite bottle) offered in
 * Taiwan (default site, also answering on localhost), Poland and Germany, each in its language and
 * currency, with four skus, a combo package, list and special prices and a few reviews. The images
 * ship in public/demo (made by scripts/make-demo-images.mjs). Amounts are minor units.
 */
interface DemoSite {
  id: string;
  host: string;
  name: string;
  zoneId: number;
  languageId: number;
  isDefault: boolean;
  settings: SiteSettings;
  product: DemoProduct;
}

interface DemoProduct {
  id: string;
  title: string;
  introductoryTitle: string;
  description: string[];
  alts: [string, string, string];
  specificationType: string;
  freight: number;
  remoteAreasPostage: number;
  saleQty: number;
  skus: { id: string; name: string; image: string; originalPrice: number; price: number }[];
  combo: { id: string; name: string; originalPrice: number; price: number; parts: [string, number][] };
  reviews: { author: string; score: number; body: string; reply: string | null; daysAgo: number }[];
}

const banner = (n: number, alt: string): ProductImage => ({
  src: `/demo/hero-${n}-960.webp`,
  srcset: `/demo/hero-${n}-480.webp 480w, /demo/hero-${n}-960.webp 960w`,
  width: 960,
  height: 960,
  alt,
});

const SKU_IMAGES = {
  blue500: '/demo/sku-blue-500.webp',
  green500: '/demo/sku-green-500.webp',
  coral750: '/demo/sku-coral-750.webp',
  blue750: '/demo/sku-blue-750.webp',
};

export const DEMO_SITES: DemoSite[] = [
  {
    id: 'site-tw',
    host: 'tw.localhost',
    name: 'AquaLite 台灣',
    zoneId: 1,
    languageId: 2,
    isDefault: true,
    settings: {
      contacts: { serviceEmail: 'service@aqualite.example', whatsapp: null, line: '@aqualite-tw', facebook: 'aqualite.tw' },
      company: { name: '水光生活有限公司 (示範商店)', address: '100 臺北市中正區重慶南路一段 122 號', registration: '統一編號 12345678 (示範)' },
      secondaryConsumerBase: null,
      useSecondaryConsumerBase: false,
      defaultProductId: 'aqualite-tw',
    },
    product: {
      id: 'aqualite-tw',
      title: 'AquaLite 真空保溫瓶',
      introductoryTitle: '24 小時保冰・12 小時保溫・316 醫療級不鏽鋼',
      description: [
        '雙層真空結構，冰飲一整天不退冰，熱茶整個下午都溫暖。',
        '瓶身採 316 不鏽鋼與無毒粉體烤漆，不沾味、好清洗；瓶蓋附提環，通勤登山都方便。',
        '貨到付款，收到再付錢；七天鑑賞期，不滿意可退貨。',
      ],
      alts: ['三色 AquaLite 保溫瓶', '午夜藍保溫瓶與水珠', '鼠尾草綠保溫瓶與瓶蓋'],
      specificationType: '顏色與容量',
      freight: 0,
      remoteAreasPostage: 15000,
      saleQty: 2526,
      skus: [
        { id: 'tw-blue-500', name: '午夜藍 500ml', image: SKU_IMAGES.blue500, originalPrice: 128000, price: 69000 },
        { id: 'tw-green-500', name: '鼠尾草綠 500ml', image: SKU_IMAGES.green500, originalPrice: 128000, price: 69000 },
        { id: 'tw-coral-750', name: '珊瑚紅 750ml', image: SKU_IMAGES.coral750, originalPrice: 148000, price: 79000 },
        { id: 'tw-blue-750', name: '午夜藍 750ml', image: SKU_IMAGES.blue750, originalPrice: 148000, price: 79000 },
      ],
      combo: { id: 'tw-family', name: '全家組 (3 入)', originalPrice: 404000, price: 189000, parts: [['tw-blue-500', 2], ['tw-coral-750', 1]] },
      reviews: [
        { author: '林小姐', score: 5, body: '早上裝的冰塊到晚上都還在，顏色比照片還好看。', reply: '謝謝您的支持！', daysAgo: 3 },
        { author: '陳先生', score: 5, body: '貨到付款很安心，三天就到了。', reply: null, daysAgo: 9 },
        { author: 'Amy', score: 4, body: '750ml 有點重，但保溫效果真的很好。', reply: '感謝建議，500ml 更輕巧喔！', daysAgo: 21 },
      ],
    },
  },
  {
    id: 'site-pl',
    host: 'pl.localhost',
    name: 'AquaLite Polska',
    zoneId: 10,
    languageId: 7,
    isDefault: false,
    settings: {
      contacts: { serviceEmail: 'sklep@aqualite.example', whatsapp: '+48 512 345 678', line: null, facebook: 'aqualite.pl' },
      company: { name: 'AquaLite Sp. z o.o. (sklep demonstracyjny)', address: 'ul. Marszałkowska 1, 00-950 Warszawa', registration: 'NIP 000-000-00-00 (demo)' },
      secondaryConsumerBase: null,
      useSecondaryConsumerBase: false,
      defaultProductId: 'aqualite-pl',
    },
    product: {
      id: 'aqualite-pl',
      title: 'Butelka termiczna AquaLite',
      introductoryTitle: 'Zimne 24 h, gorące 12 h – stal nierdzewna 316',
      description: [
        'Podwójne ścianki z próżnią: lód wytrzymuje cały dzień, herbata zostaje ciepła do wieczora.',
        'Stal nierdzewna 316 i bezpieczna powłoka proszkowa, nie przejmuje zapachów, łatwo się myje.',
        'Płatność przy odbiorze – płacisz dopiero kurierowi. 14 dni na zwrot.',
      ],
      alts: ['Trzy butelki AquaLite', 'Granatowa butelka z kroplami wody', 'Szałwiowa butelka z nakrętką'],
      specificationType: 'Kolor i pojemność',
      freight: 1499,
      remoteAreasPostage: 0,
      saleQty: 2526,
      skus: [
        { id: 'pl-blue-500', name: 'Granatowa 500 ml', image: SKU_IMAGES.blue500, originalPrice: 15999, price: 8999 },
        { id: 'pl-green-500', name: 'Szałwiowa 500 ml', image: SKU_IMAGES.green500, originalPrice: 15999, price: 8999 },
        { id: 'pl-coral-750', name: 'Koralowa 750 ml', image: SKU_IMAGES.coral750, originalPrice: 17999, price: 9999 },
        { id: 'pl-blue-750', name: 'Granatowa 750 ml', image: SKU_IMAGES.blue750, originalPrice: 17999, price: 9999 },
      ],
      combo: { id: 'pl-family', name: 'Zestaw rodzinny (3 szt.)', originalPrice: 49997, price: 24999, parts: [['pl-blue-500', 2], ['pl-coral-750', 1]] },
      reviews: [
        { author: 'Kasia', score: 5, body: 'Woda jest zimna przez cały dzień w pracy. Polecam!', reply: 'Dziękujemy!', daysAgo: 4 },
        { author: 'Marek W.', score: 4, body: 'Dobra jakość, dostawa w 3 dni, płatność przy odbiorze.', reply: null, daysAgo: 15 },
      ],
    },
  },
  {
    id: 'site-de',
    host: 'de.localhost',
    name: 'AquaLite Deutschland',
    zoneId: 34,
    languageId: 23,
    isDefault: false,
    settings: {
      contacts: { serviceEmail: 'kundenservice@aqualite.example', whatsapp: '+49 1512 3456789', line: null, facebook: 'aqualite.de' },
      company: { name: 'AquaLite GmbH (Demo-Shop)', address: 'Invalidenstraße 1, 10115 Berlin', registration: 'HRB 000000 B, Amtsgericht Charlottenburg (Demo)' },
      secondaryConsumerBase: null,
      useSecondaryConsumerBase: false,
      defaultProductId: 'aqualite-de',
    },
    product: {
      id: 'aqualite-de',
      title: 'AquaLite Isolierflasche',
      introductoryTitle: '24 h kalt, 12 h heiß – Edelstahl 316',
      description: [
        'Doppelwandig vakuumisoliert: Eiswürfel halten den ganzen Tag, Tee bleibt bis zum Abend warm.',
        'Edelstahl 316 mit schadstofffreier Pulverbeschichtung, geschmacksneutral und leicht zu reinigen.',
        'Zahlung bei Lieferung – Sie zahlen erst an der Haustür. 15 Tage Rückgaberecht.',
      ],
      alts: ['Drei AquaLite-Flaschen', 'Dunkelblaue Flasche mit Wassertropfen', 'Salbeigrüne Flasche mit Deckel'],
      specificationType: 'Farbe und Größe',
      freight: 0,
      remoteAreasPostage: 0,
      saleQty: 2526,
      skus: [
        { id: 'de-blue-500', name: 'Mitternachtsblau 500 ml', image: SKU_IMAGES.blue500, originalPrice: 3999, price: 2499 },
        { id: 'de-green-500', name: 'Salbeigrün 500 ml', image: SKU_IMAGES.green500, originalPrice: 3999, price: 2499 },
        { id: 'de-coral-750', name: 'Koralle 750 ml', image: SKU_IMAGES.coral750, originalPrice: 4499, price: 2799 },
        { id: 'de-blue-750', name: 'Mitternachtsblau 750 ml', image: SKU_IMAGES.blue750, originalPrice: 4499, price: 2799 },
      ],
      combo: { id: 'de-family', name: 'Familienset (3 Stück)', originalPrice: 12497, price: 6999, parts: [['de-blue-500', 2], ['de-coral-750', 1]] },
      reviews: [
        { author: 'Julia S.', score: 5, body: 'Hält wirklich den ganzen Tag kalt. Schöne Farbe!', reply: 'Vielen Dank für Ihre Bewertung!', daysAgo: 2 },
        { author: 'Thomas', score: 4, body: 'Solide verarbeitet, Lieferung in vier Tagen.', reply: null, daysAgo: 12 },
        { author: 'Ayşe K.', score: 5, body: 'Bezahlung an der Tür hat problemlos geklappt.', reply: null, daysAgo: 30 },
      ],
    },
  },
];

/** Seeds the demo shop into an empty database; does nothing when any site exists. */
export async function seedDemoIfEmpty(db: Kysely<DB>, now: Date = new Date()): Promise<boolean> {
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
    return true;
  });
}
