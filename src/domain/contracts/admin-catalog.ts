import { z } from 'zod';
import { MAX_QUANTITY } from '../product';

/**
 * The back office's catalog calls (`/admin/api/products`). Amounts are integers in the minor unit
 * of the site's currency (NT$690 is 69000), as everywhere in the API.
 */
const money = z.number().int().min(0).max(100_000_000_000);
const text = (max: number) => z.string().trim().min(1).max(max);
/** An image already in the shop: an uploaded photo or a file the shop serves. */
const imagePath = z.string().max(300).regex(/^\/[\w./-]+$/, 'a path of the shop, such as /uploads/….webp');

export const PRODUCT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;

const choice = {
  name: text(100),
  price: money.describe('the price a shopper pays, minor units'),
  originalPrice: money.describe('the crossed-out price, minor units (the price again when there is none)'),
  image: imagePath.nullable().optional(),
};

/** A sku's or combo's id: kept by an edit (orders and carts name it), left out for a new one. */
const choiceId = z.string().min(1).max(100).optional().describe('the existing id (editing); left out for a new one');

/** The most units one order may hold (the shop's own limit; a purchase limit is at most this). */
export const ORDER_QUANTITY_MAX = MAX_QUANTITY;
/** How many products an owner may pick to show with one (the page shows as many). */
export const RECOMMENDED_MAX = 4;

const draftFields = {
  siteId: z.string().min(1).max(64).describe('the site that sells it (its currency prices it)'),
  id: z.string().regex(PRODUCT_ID_PATTERN, 'lower-case letters, digits and dashes, 2 to 63').optional().describe('its page address, /{id}; made from a random token when left out'),
  title: text(200),
  introductoryTitle: z.string().trim().max(300).default(''),
  description: z.array(z.string().trim().max(4000)).max(30).default([]),
  specificationType: z.string().trim().max(60).default('').describe('the label of the sku choice ("Colour")'),
  saleType: z.union([z.literal(1), z.literal(2)]).default(1).describe('1: one sku at a time; 2: sold as combo packages'),
  skus: z.array(z.strictObject({ id: choiceId, ...choice })).min(1).max(30),
  combos: z
    .array(z.strictObject({ id: choiceId, ...choice, components: z.array(z.strictObject({ sku: z.number().int().min(0).describe('the index of a sku in `skus`'), qty: z.number().int().min(1).max(99) })).min(1).max(30) }))
    .max(30)
    .default([]),
  banners: z
    .array(z.strictObject({ src: imagePath, alt: z.string().max(200).default(''), width: z.number().int().min(1).max(10_000), height: z.number().int().min(1).max(10_000) }))
    .max(20)
    .default([])
    .describe('the gallery, first image first (its size keeps the page from shifting as it loads)'),
  freight: money.default(0).describe('shipping per order; 0 is free'),
  serviceCharge: money.default(0),
  remoteAreasPostage: money.default(0).describe('added for outlying areas'),
  saleQty: z.number().int().min(0).max(100_000_000).default(0).describe('the sold count shown'),
  quantityDiscounts: z
    .array(z.strictObject({ minQuantity: z.number().int().min(2).max(MAX_QUANTITY), percentOff: z.number().int().min(1).max(99) }))
    .max(5)
    .default([])
    .describe('"buy 2, 5% off": from minQuantity units of it in an order, percentOff off its lines'),
  purchaseLimit: z.number().int().min(1).max(MAX_QUANTITY).nullable().default(null).describe('the most units one order may hold; null: the shop’s limit'),
  recommendedIds: z.array(z.string().regex(PRODUCT_ID_PATTERN)).max(RECOMMENDED_MAX).default([]).describe('other products of the site to show with it, in order; empty: the newest others'),
  siteDefault: z.boolean().optional().describe('true: the site’s home page sells it; false: no longer (left out: unchanged)'),
};

/** The draft's fields, unchecked across fields: what GET /admin/api/products/{id} answers. */
export const productDraftShape = z.strictObject(draftFields);

export const productDraftRequest = productDraftShape
  .refine((draft) => draft.saleType === 1 || draft.combos.length > 0, { message: 'a product sold as combos needs at least one combo', path: ['combos'] })
  .refine((draft) => draft.combos.every((combo) => combo.components.every((part) => part.sku < draft.skus.length)), { message: 'a combo part names a sku the product does not have', path: ['combos'] })
  .refine((draft) => new Set(draft.quantityDiscounts.map((tier) => tier.minQuantity)).size === draft.quantityDiscounts.length, { message: 'two discounts start at the same quantity', path: ['quantityDiscounts'] })
  .refine((draft) => new Set(draft.recommendedIds).size === draft.recommendedIds.length && (!draft.id || !draft.recommendedIds.includes(draft.id)), { message: 'recommend each other product once', path: ['recommendedIds'] })
  .refine((draft) => ids(draft.skus).length === new Set(ids(draft.skus)).size && ids(draft.combos).length === new Set(ids(draft.combos)).size, { message: 'an id is given twice', path: ['skus'] });

function ids(choices: readonly { id?: string | undefined }[]): string[] {
  return choices.flatMap((choice) => (choice.id ? [choice.id] : []));
}

export type ProductDraft = z.infer<typeof productDraftRequest>;

export const createdProductSchema = z.object({ id: z.string(), siteId: z.string(), url: z.string().describe('its page on the site') }).meta({ id: 'CreatedProduct' });

/** GET /admin/api/products/{id}: a product as the editor starts from (ids kept), with its state. */
export const productIdParams = z.object({ id: z.string().min(1).max(64) });
export const editableProductSchema = z
  .object({
    id: z.string(),
    siteId: z.string(),
    status: z.enum(['active', 'inactive']).describe('inactive: archived (shoppers no longer see it)'),
    url: z.string().describe('its page on the site'),
    draft: productDraftShape,
  })
  .meta({ id: 'EditableProduct' });
export type EditableProduct = z.infer<typeof editableProductSchema>;

/** POST /admin/api/products/{id}/archive and /restore: the product's status after it. */
export const productStatusSchema = z.object({ id: z.string(), status: z.enum(['active', 'inactive']) }).meta({ id: 'ProductStatus' });
export type ProductStatusAnswer = z.infer<typeof productStatusSchema>;

/** GET /admin/api/sites: the shop's sites, for the back office's pickers. */
export const adminSiteSchema = z.object({
  id: z.string(),
  host: z.string(),
  name: z.string(),
  zone: z.number().int().describe('the zone id (country)'),
  currency: z.string().describe('ISO 4217: what its prices are in'),
  language: z.string().describe('the site’s own language code'),
});
export const adminSiteListSchema = z.object({ items: z.array(adminSiteSchema) }).meta({ id: 'AdminSiteList' });
export type AdminSite = z.infer<typeof adminSiteSchema>;

/** GET /admin/api/products?siteId=: a site's products, newest first. */
export const adminProductListQuery = z.object({ siteId: z.string().min(1).max(64) });
export const adminProductSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number().int().nullable().describe('the headline price a shopper sees, minor units (null: no sku)'),
  skuCount: z.number().int(),
  status: z.enum(['active', 'inactive']),
  listedAt: z.string(),
});
export const adminProductListSchema = z.object({ items: z.array(adminProductSummarySchema) }).meta({ id: 'AdminProductList' });
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

/** POST /admin/api/uploads: one image (multipart field `image`), stored re-encoded as WebP. */
export const adminUploadForm = z.object({ image: z.string().describe('the image file (JPEG, PNG, WebP, GIF, AVIF)') });
export const uploadedImageSchema = z
  .object({ src: z.string().describe('its path in the shop, for a banner or a sku image'), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
