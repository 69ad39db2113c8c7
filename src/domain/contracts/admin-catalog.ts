import { z } from 'zod';

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

export const productDraftRequest = z
  .strictObject({
    siteId: z.string().min(1).max(64).describe('the site that sells it (its currency prices it)'),
    id: z.string().regex(PRODUCT_ID_PATTERN, 'lower-case letters, digits and dashes, 2 to 63').optional().describe('its page address, /{id}; made from a random token when left out'),
    title: text(200),
    introductoryTitle: z.string().trim().max(300).default(''),
    description: z.array(z.string().trim().max(4000)).max(30).default([]),
    specificationType: z.string().trim().max(60).default('').describe('the label of the sku choice ("Colour")'),
    saleType: z.union([z.literal(1), z.literal(2)]).default(1).describe('1: one sku at a time; 2: sold as combo packages'),
    skus: z.array(z.strictObject(choice)).min(1).max(30),
    combos: z
      .array(z.strictObject({ ...choice, components: z.array(z.strictObject({ sku: z.number().int().min(0).describe('the index of a sku in `skus`'), qty: z.number().int().min(1).max(99) })).min(1).max(30) }))
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
  })
  .refine((draft) => draft.saleType === 1 || draft.combos.length > 0, { message: 'a product sold as combos needs at least one combo', path: ['combos'] })
  .refine((draft) => draft.combos.every((combo) => combo.components.every((part) => part.sku < draft.skus.length)), { message: 'a combo part names a sku the product does not have', path: ['combos'] });

export type ProductDraft = z.infer<typeof productDraftRequest>;

export const createdProductSchema = z.object({ id: z.string(), siteId: z.string(), url: z.string().describe('its page on the site') }).meta({ id: 'CreatedProduct' });

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
