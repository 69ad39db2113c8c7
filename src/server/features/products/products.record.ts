import { NO_PIXELS } from '../../../domain/tracking';
import { facebookLink, lineLink, whatsappLink } from '../../../domain/contacts';
import { CURRENCIES, isSymbolAfter } from '../../../domain/money';
import { headlinePrice, type Product } from '../../../domain/product';
import type { ProductRecord, SiteContacts } from '../../../domain/product-record';
import { recipientFields } from '../../../domain/recipient-fields';
import { requireZone } from '../../../domain/zones';
import { withRenditions } from '../../../domain/renditions';

/** The spec §3 product-detail record of a product, as the API and the pages send it. */
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
  const from = headlinePrice(product) ?? { price: 0, originalPrice: 0 };
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
    product_banner: product.banners.map(withRenditions),
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
    productSizeUrl: product.sizeChart ?? null,
    productCouponList: [...(product.coupons ?? [])],
    regionId: zone.id,
    multiLocaleSetupProductDetails: context.siblings,
    recommendProductDetails: [...(product.recommended ?? [])],
    recommendProductType: null,
    productRecommendDTOList: [],
    ...(product.pixels ?? NO_PIXELS),
    reviews: [...product.reviews],
    reviewCount: product.reviewCount,
    averageScore: product.averageScore,
    siteId: product.siteId,
    quantityDiscounts: [...product.quantityDiscounts],
    purchaseLimit: product.purchaseLimit ?? null,
    activity: product.sale ?? null,
    satisfaction: product.satisfaction ?? 0,
    ...(product.lowestPrice30d === undefined ? {} : { lowestPrice30d: product.lowestPrice30d }),
  };
}

