import { isCurrencyCode } from './money';
import type { Product, ProductCard, ProductCoupon, ProductImage, QuantityDiscount, Review, Sale, SaleType } from './product';
import type { RecipientField } from './recipient-fields';

/**
 * The product-detail record of spec §3, as the API and the server-rendered page carry it. Field
 * names are the spec's. Amounts are integers in the currency's minor unit (`currencyExponent`
 * says how many digits), never floats. docs/api.md lists which fields are filled and from where.
 *
 * `toProductRecord` (src/server/features/products/products.record.ts) and `fromProductRecord` (here, for
 * the browser) are the only two places that know this shape; everything else works with the
 * domain `Product`.
 */
export interface SkuRecord {
  id: string;
  name: string;
  image: string | null;
  discountPrice: number;
  originalPrice: number;
}

export interface ComboRecord {
  id: string;
  name: string;
  image: string | null;
  price: number;
  originalPrice: number;
  componentDetailList: { skuId: string; name: string; qty: number }[];
}

export interface SiteContacts {
  serviceEmail: string | null;
  whatsapp: string | null;
  line: string | null;
  facebook: string | null;
}

export interface ProductRecord {
  theme: string;
  lang: string;
  currency_symbol: string;
  currencyCode: string;
  currencyExponent: number;
  sale_price: number;
  market_price: number;
  identity_tag: string;
  userFormSettings: { fields: RecipientField[]; nameFields: 'single' | 'firstLast'; postalCodeExample: string | null; callingCode: string };
  sale_type: SaleType;
  title: string;
  introductoryTitle: string;
  description: string[];
  product_banner: ProductImage[];
  product_logo: string | null;
  service_charge: number;
  service_email: string | null;
  zone_freight: number;
  remoteAreasPostage: number;
  zone_title: string;
  zone_title_out: string | null;
  zone_id: number;
  telephoneAreaCode: string;
  whatsappLink: string | null;
  lineLink: string | null;
  facebookLink: string | null;
  whatsapp: string | null;
  facebook: string | null;
  line: string | null;
  productList: never[];
  skuList: SkuRecord[];
  productComboList: ComboRecord[];
  logisticsMethods: string[];
  backHomeFlag: boolean;
  url: string;
  navigationName: string | null;
  navigationId: string | null;
  specificationType: string;
  iconUrl: string | null;
  level: number | null;
  saleQty: number;
  symbolReverse: boolean;
  productSizeUrl: string | null;
  productCouponList: ProductCoupon[];
  regionId: number;
  multiLocaleSetupProductDetails: { zoneId: number; lang: string; title: string; url: string }[];
  recommendProductDetails: ProductCard[];
  recommendProductType: string | null;
  productRecommendDTOList: never[];
  googlePixelType: 'GoogleADS' | 'other' | null;
  googlePixelIds: string[];
  googleEventList: { conversionId: string }[];
  tiktokPixelIds: string[];
  linePixelIds: string[];
  /** Doorstep additions: the social and photo-messaging networks' pixels. */
  facebookPixelIds: string[];
  snapchatPixelIds: string[];
  /** Doorstep additions: the first page of reviews and their summary, quantity discounts. */
  reviews: Review[];
  reviewCount: number;
  averageScore: number;
  siteId: string;
  quantityDiscounts: QuantityDiscount[];
  /** The most units one order may hold (null: the shop's MAX_QUANTITY). */
  purchaseLimit?: number | null;
  /** The limited-time or flash sale running now, with its real end time. */
  activity: Sale | null;
  /** Share of reviews scoring 4 or 5, in percent. */
  satisfaction: number;
  /** EU and EEA zones: the lowest price of the 30 days before the running sale (or now); null without history. */
  lowestPrice30d?: number | null;
}

export function fromProductRecord(record: ProductRecord): Product {
  if (!isCurrencyCode(record.currencyCode)) throw new RangeError(`unknown currency ${record.currencyCode}`);
  return {
    id: record.identity_tag,
    siteId: record.siteId,
    zoneId: record.zone_id,
    currency: record.currencyCode,
    title: record.title,
    introductoryTitle: record.introductoryTitle,
    description: record.description,
    banners: record.product_banner,
    logo: record.product_logo,
    saleType: record.sale_type,
    specificationType: record.specificationType,
    skus: record.skuList.map((sku) => ({
      id: sku.id,
      name: sku.name,
      image: sku.image,
      price: sku.discountPrice,
      originalPrice: sku.originalPrice,
    })),
    combos: record.productComboList.map((combo) => ({
      id: combo.id,
      name: combo.name,
      image: combo.image,
      price: combo.price,
      originalPrice: combo.originalPrice,
      components: combo.componentDetailList.map((part) => ({ skuId: part.skuId, qty: part.qty })),
    })),
    saleQty: record.saleQty,
    freight: record.zone_freight,
    serviceCharge: record.service_charge,
    remoteAreasPostage: record.remoteAreasPostage,
    reviews: record.reviews,
    reviewCount: record.reviewCount,
    averageScore: record.averageScore,
    quantityDiscounts: record.quantityDiscounts,
    purchaseLimit: record.purchaseLimit ?? null,
    sale: record.activity,
    coupons: record.productCouponList,
    sizeChart: record.productSizeUrl,
    pixels: {
      googlePixelType: record.googlePixelType,
      googlePixelIds: record.googlePixelIds,
      googleEventList: record.googleEventList,
      tiktokPixelIds: record.tiktokPixelIds,
      linePixelIds: record.linePixelIds,
      facebookPixelIds: record.facebookPixelIds,
      snapchatPixelIds: record.snapchatPixelIds,
    },
    recommended: record.recommendProductDetails,
    satisfaction: record.satisfaction,
    ...(record.lowestPrice30d === undefined ? {} : { lowestPrice30d: record.lowestPrice30d }),
  };
}
