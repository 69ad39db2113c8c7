import { facebookLink, lineLink, whatsappLink } from './contacts';
import { CURRENCIES, isCurrencyCode, isSymbolAfter } from './money';
import { lowestPrice, type Product, type ProductImage, type Review, type SaleType } from './product';
import { recipientFields, type RecipientField } from './recipient-fields';
import { requireZone } from './zones';

/**
 * The product-detail record of spec §3, as the API and the server-rendered page carry it. Field
 * names are the spec's. Amounts are integers in the currency's minor unit (`currencyExponent`
 * says how many digits), never floats. docs/api.md lists which fields are filled and from where.
 *
 * `toProductRecord` (server) and `fromProductRecord` (browser) are the only two places that know
 * this shape; everything else works with the domain `Product`.
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
  productCouponList: never[];
  regionId: number;
  multiLocaleSetupProductDetails: { zoneId: number; lang: string; title: string; url: string }[];
  recommendProductDetails: never[];
  recommendProductType: string | null;
  productRecommendDTOList: never[];
  googlePixelType: string | null;
  googlePixelIds: string[];
  googleEventList: { conversionId: string }[];
  tiktokPixelIds: string[];
  linePixelIds: string[];
  /** Doorstep additions: the first page of reviews and their summary. */
  reviews: Review[];
  reviewCount: number;
  averageScore: number;
  siteId: string;
}

export interface RecordContext {
  langId: number;
  url: string;
  theme: string;
  contacts: SiteContacts;
  iconUrl: string | null;
  siblings: ProductRecord['multiLocaleSetupProductDetails'];
}


export function toProductRecord(product: Product, context: RecordContext): ProductRecord {
  const zone = requireZone(product.zoneId);
  const currency = CURRENCIES[product.currency];
  const from = lowestPrice(product) ?? { price: 0, originalPrice: 0 };
  const skuNames = new Map(product.skus.map((sku) => [sku.id, sku.name]));
  return {
    theme: context.theme,
    lang: String(context.langId),
    currency_symbol: currency.symbol,
    currencyCode: product.currency,
    currencyExponent: currency.exponent,
    sale_price: from.price,
    market_price: from.originalPrice,
    identity_tag: product.id,
    userFormSettings: {
      fields: recipientFields(zone),
      nameFields: zone.nameFields,
      postalCodeExample: zone.postalCode?.example ?? null,
      callingCode: zone.callingCode,
    },
    sale_type: product.saleType,
    title: product.title,
    introductoryTitle: product.introductoryTitle,
    description: [...product.description],
    product_banner: [...product.banners],
    product_logo: product.logo,
    service_charge: product.serviceCharge,
    service_email: context.contacts.serviceEmail,
    zone_freight: product.freight,
    remoteAreasPostage: product.remoteAreasPostage,
    zone_title: zone.countryName,
    zone_title_out: null,
    zone_id: zone.id,
    telephoneAreaCode: zone.callingCode,
    whatsappLink: whatsappLink(context.contacts.whatsapp),
    lineLink: lineLink(context.contacts.line),
    facebookLink: facebookLink(context.contacts.facebook),
    whatsapp: context.contacts.whatsapp,
    facebook: context.contacts.facebook,
    line: context.contacts.line,
    productList: [],
    skuList: product.skus.map((sku) => ({
      id: sku.id,
      name: sku.name,
      image: sku.image,
      discountPrice: sku.price,
      originalPrice: sku.originalPrice,
    })),
    productComboList: product.combos.map((combo) => ({
      id: combo.id,
      name: combo.name,
      image: combo.image,
      price: combo.price,
      originalPrice: combo.originalPrice,
      componentDetailList: combo.components.map((part) => ({ skuId: part.skuId, name: skuNames.get(part.skuId) ?? '', qty: part.qty })),
    })),
    logisticsMethods: [...zone.deliveryMethods],
    backHomeFlag: false,
    url: context.url,
    navigationName: null,
    navigationId: null,
    specificationType: product.specificationType,
    iconUrl: context.iconUrl,
    level: null,
    saleQty: product.saleQty,
    symbolReverse: isSymbolAfter(zone.locale),
    productSizeUrl: null,
    productCouponList: [],
    regionId: zone.id,
    multiLocaleSetupProductDetails: context.siblings,
    recommendProductDetails: [],
    recommendProductType: null,
    productRecommendDTOList: [],
    googlePixelType: null,
    googlePixelIds: [],
    googleEventList: [],
    tiktokPixelIds: [],
    linePixelIds: [],
    reviews: [...product.reviews],
    reviewCount: product.reviewCount,
    averageScore: product.averageScore,
    siteId: product.siteId,
  };
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
  };
}
