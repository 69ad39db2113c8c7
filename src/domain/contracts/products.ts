import { z } from 'zod';
import type { CartLineView, CartValidationResult, ValidatedLine } from '../cart';
import { CATALOG_PAGE_SIZES, CATALOG_SORTS, type CatalogPage } from '../catalog';
import type { QuantityDiscount } from '../pricing';
import type { ProductCard, ProductCoupon, ProductImage, Review, Sale } from '../product';
import type { ComboRecord, ProductRecord, SiteContacts, SkuRecord } from '../product-record';
import { RECIPIENT_FIELDS } from '../recipient-fields';
import { productPixelsSchema } from './tracking';
import type { Interchangeable, Same } from './same';

/**
 * What the product calls answer: the product-detail record (GET /api/consumer/product/detail),
 * a page of the product list (GET /api/consumer/products), the cart's check
 * (POST /api/consumer/cart/validate) and a page of a product's reviews (GET /api/consumer/reviews).
 * Amounts are integers in the currency's minor unit; times are ISO 8601.
 */

export const productImageSchema = z.object({
  src: z.string().describe('path of the largest rendition'),
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});

export const reviewSchema = z.object({
  id: z.string(),
  author: z.string(),
  score: z.number(),
  body: z.string(),
  createdAt: z.string(),
  sellerReply: z.string().nullable(),
  images: z.array(z.string()).describe('photos the reviewer added (served from /uploads)'),
});

export const productCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  originalPrice: z.number(),
  from: z.boolean().optional().describe('other choices cost differently: the price reads "from"'),
  saleQty: z.number(),
  listedAt: z.string(),
});

export const saleSchema = z.object({
  id: z.string(),
  kind: z.enum(['limited', 'flash']),
  percentOff: z.number(),
  endsAt: z.string(),
});

export const productCouponSchema = z.object({
  id: z.string(),
  threshold: z.number(),
  amount: z.number(),
  percentOff: z.number().optional().describe('a percent coupon: this share of the goods off instead (amount is then 0)'),
});

export const quantityDiscountSchema = z.object({
  minQuantity: z.number(),
  percentOff: z.number(),
});

export const skuRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  discountPrice: z.number(),
  originalPrice: z.number(),
});

export const comboRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  originalPrice: z.number(),
  componentDetailList: z.array(z.object({ skuId: z.string(), name: z.string(), qty: z.number() })),
});

export const siteContactsSchema = z.object({
  serviceEmail: z.string().nullable(),
  whatsapp: z.string().nullable(),
  line: z.string().nullable(),
  facebook: z.string().nullable(),
});

export const productRecordSchema = z
  .object({
    theme: z.string(),
    lang: z.string(),
    currency_symbol: z.string(),
    currencyCode: z.string(),
    currencyExponent: z.number(),
    sale_price: z.number(),
    market_price: z.number(),
    identity_tag: z.string(),
    userFormSettings: z.object({
      fields: z.array(z.enum(RECIPIENT_FIELDS)),
      nameFields: z.enum(['single', 'firstLast']),
      postalCodeExample: z.string().nullable(),
      callingCode: z.string(),
    }),
    sale_type: z.literal([1, 2]).describe('1: the shopper picks one sku; 2: sold as combo packages'),
    title: z.string(),
    introductoryTitle: z.string(),
    description: z.array(z.string()),
    product_banner: z.array(productImageSchema),
    product_logo: z.string().nullable(),
    service_charge: z.number(),
    service_email: z.string().nullable(),
    zone_freight: z.number(),
    remoteAreasPostage: z.number(),
    zone_title: z.string(),
    zone_title_out: z.string().nullable(),
    zone_id: z.number(),
    telephoneAreaCode: z.string(),
    whatsappLink: z.string().nullable(),
    lineLink: z.string().nullable(),
    facebookLink: z.string().nullable(),
    whatsapp: z.string().nullable(),
    facebook: z.string().nullable(),
    line: z.string().nullable(),
    productList: z.array(z.never()).describe('always empty (kept for the spec’s shape)'),
    skuList: z.array(skuRecordSchema),
    productComboList: z.array(comboRecordSchema),
    logisticsMethods: z.array(z.string()),
    backHomeFlag: z.boolean(),
    url: z.string(),
    navigationName: z.string().nullable(),
    navigationId: z.string().nullable(),
    specificationType: z.string(),
    iconUrl: z.string().nullable(),
    level: z.number().nullable(),
    saleQty: z.number(),
    symbolReverse: z.boolean(),
    productSizeUrl: z.string().nullable(),
    productCouponList: z.array(productCouponSchema),
    regionId: z.number(),
    multiLocaleSetupProductDetails: z.array(z.object({ zoneId: z.number(), lang: z.string(), title: z.string(), url: z.string() })),
    recommendProductDetails: z.array(productCardSchema),
    recommendProductType: z.string().nullable(),
    productRecommendDTOList: z.array(z.never()).describe('always empty (kept for the spec’s shape)'),
    ...productPixelsSchema.shape,
    reviews: z.array(reviewSchema).describe('the first page of approved reviews'),
    reviewCount: z.number(),
    averageScore: z.number(),
    siteId: z.string(),
    quantityDiscounts: z.array(quantityDiscountSchema),
    purchaseLimit: z.number().int().nullable().optional().describe('the most units of it one order may hold; null: the shop’s limit (50)'),
    activity: saleSchema.nullable().describe('the limited-time or flash sale running now, with its real end time'),
    satisfaction: z.number().describe('share of reviews scoring 4 or 5, in percent'),
    lowestPrice30d: z.number().nullable().optional().describe('EU and EEA zones only: the lowest price of the 30 days before the running sale (or before now), from the price history; null without history'),
  })
  .describe('The product-detail record (spec §3)')
  .meta({ id: 'ProductRecord' });

export const catalogPageSchema = z
  .object({
    sort: z.enum(CATALOG_SORTS),
    size: z.literal(CATALOG_PAGE_SIZES),
    page: z.number(),
    q: z.string().describe('the search words (empty: everything)'),
    items: z.array(productCardSchema),
    total: z.number(),
  })
  .describe('A page of the site’s product list')
  .meta({ id: 'CatalogPage' });

export const cartLineViewSchema = z.object({
  title: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  unitPrice: z.number(),
  originalUnitPrice: z.number(),
  currency: z.string(),
  maxQuantity: z.number().int().optional().describe('the most units of its product one order may hold (its purchase limit)'),
});

export const validatedLineSchema = z.object({
  productId: z.string(),
  kind: z.enum(['sku', 'combo']),
  id: z.string(),
  quantity: z.number(),
  view: cartLineViewSchema,
});

export const cartValidationSchema = z
  .object({
    lines: z.array(validatedLineSchema).describe('the lines still sold, with what the shopper sees of each'),
    removed: z.number().describe('how many lines were dropped (product, sku or combo no longer sold)'),
    total: z.number().optional().describe('what the order form will charge for these lines with the zone’s first delivery and payment methods'),
  })
  .describe('The cart’s lines still sold, and how many were removed')
  .meta({ id: 'CartValidation' });

export const reviewPageSchema = z
  .object({
    items: z.array(reviewSchema),
    total: z.number().describe('approved reviews in all'),
    average: z.number().describe('their average score'),
    satisfaction: z.number().describe('share of them scoring 4 or 5, in percent'),
    page: z.number(),
    size: z.number(),
  })
  .describe('A page of a product’s approved reviews, newest first, with their summary')
  .meta({ id: 'ReviewPage' });

export type ReviewPage = z.infer<typeof reviewPageSchema>;

const productImageMatches: Same<z.infer<typeof productImageSchema>, ProductImage> = true;
const reviewMatches: Same<z.infer<typeof reviewSchema>, Review> = true;
const productCardMatches: Same<z.infer<typeof productCardSchema>, ProductCard> = true;
const saleMatches: Same<z.infer<typeof saleSchema>, Sale> = true;
const productCouponMatches: Same<z.infer<typeof productCouponSchema>, ProductCoupon> = true;
const quantityDiscountMatches: Same<z.infer<typeof quantityDiscountSchema>, QuantityDiscount> = true;
const skuRecordMatches: Same<z.infer<typeof skuRecordSchema>, SkuRecord> = true;
const comboRecordMatches: Same<z.infer<typeof comboRecordSchema>, ComboRecord> = true;
const siteContactsMatch: Same<z.infer<typeof siteContactsSchema>, SiteContacts> = true;
const productRecordMatches: Same<z.infer<typeof productRecordSchema>, ProductRecord> = true;
const catalogPageMatches: Same<z.infer<typeof catalogPageSchema>, CatalogPage> = true;
const cartLineViewMatches: Same<z.infer<typeof cartLineViewSchema>, CartLineView> = true;
const validatedLineMatches: Interchangeable<z.infer<typeof validatedLineSchema>, ValidatedLine> = true;
const cartValidationMatches: Interchangeable<z.infer<typeof cartValidationSchema>, CartValidationResult> = true;
const cartTotalMatches: Same<z.infer<typeof cartValidationSchema>['total'], CartValidationResult['total']> = true;
// The reviews answer has no domain type of its own (the products repository's `reviews(...)` plus
// page and size: checked against it in test/domain/contracts.test.ts); its items are domain Reviews.
const reviewPageMatches: Same<ReviewPage, { items: Review[]; total: number; average: number; satisfaction: number; page: number; size: number }> = true;
void productImageMatches;
void reviewMatches;
void productCardMatches;
void saleMatches;
void productCouponMatches;
void quantityDiscountMatches;
void skuRecordMatches;
void comboRecordMatches;
void siteContactsMatch;
void productRecordMatches;
void catalogPageMatches;
void cartLineViewMatches;
void validatedLineMatches;
void cartValidationMatches;
void cartTotalMatches;
void reviewPageMatches;
