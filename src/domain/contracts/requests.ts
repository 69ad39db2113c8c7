import { z } from 'zod';
import { CATALOG_PAGE_SIZES, CATALOG_SORTS } from '../catalog';
import { MAX_LINES, PICKUP_BRANDS } from '../order';
import { RETURN_REASONS } from '../return-request';
import { REVIEW_IMAGES_MAX, REVIEW_PAGE_SIZES } from '../review';

/**
 * What each shopper API call accepts: query strings, bodies and the multipart forms. The server's
 * routes validate with these; the OpenAPI document (docs/openapi.json) is generated from them.
 */
const id = (max = 64) => z.string().min(1).max(max);
const orderNo = z.string().min(1).max(40).describe('the order number, as printed (any case, spaces allowed)');
/** A query parameter that may be absent: numbers arrive as text and are read as integers. */
const pageNumber = z.coerce.number().int().min(1).max(10_000);
const oneOf = <T extends readonly [number, ...number[]]>(values: T) =>
  z.coerce
    .number()
    .pipe(z.union(values.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>]))
    .describe(`one of ${values.join(', ')}`);

export const addOrderRequest = z.strictObject({
  data: z
    .string()
    .min(1)
    .max(64 * 1024)
    .describe('the order JSON, encrypted in RSA chunks and joined by commas (see the signing and encryption section)'),
});

export const lookupRequest = z.strictObject({
  orderNo,
  phone: z.string().max(30).optional().describe('with the phone the order was placed with, the answer has every detail'),
});

export const cancelRequest = z.strictObject({ orderNo, phone: z.string().min(1).max(30) });

export const paymentStatusQuery = z.strictObject({ orderNo });

export const productDetailQuery = z.strictObject({ id: id().optional().describe('without it: the site’s own product') });

export const catalogQuery = z.strictObject({
  sort: z.enum(CATALOG_SORTS).default('new'),
  size: oneOf(CATALOG_PAGE_SIZES).default(24),
  page: pageNumber.default(1),
  q: z.string().max(100).optional().describe('words that must all appear in the title'),
});

export const cartValidateRequest = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        productId: id(),
        kind: z.enum(['sku', 'combo']),
        id: id(),
        quantity: z.number().int().min(1).max(1000),
      }),
    )
    .max(MAX_LINES),
});

export const couponsQuery = z.strictObject({ productId: id() });

export const claimCouponRequest = z.strictObject({ couponId: id() });

export const reviewsQuery = z.strictObject({
  productId: id(),
  page: pageNumber.default(1),
  size: oneOf(REVIEW_PAGE_SIZES).default(5),
});

export const storesQuery = z.strictObject({
  brand: z.enum(PICKUP_BRANDS),
  q: z.string().max(50).optional(),
  city: z.string().max(50).optional(),
  district: z.string().max(50).optional(),
  id: z.string().max(32).optional().describe('one store by its id (the store a provider’s map sent back)'),
});

export const pixelAccessQuery = z.object({ productId: z.string().optional() });

export const dynamicBalanceQuery = z
  .record(z.string().max(40), z.string().max(200))
  .refine((query) => /^[0-9]{1,15}$/.test(query.timestamp ?? ''), { message: 'timestamp: milliseconds since 1970', path: ['timestamp'] })
  .refine((query) => Object.keys(query).length <= 10, { message: 'at most 10 parameters' })
  .describe('`timestamp` (milliseconds) and any other parameters, all covered by the `x-sign` HMAC');

const file = z.string().describe('a file part').meta({ format: 'binary' });

/** The comment form (multipart/form-data): text fields and up to three photos. */
export const reviewForm = z.object({
  productId: id(),
  name: z.string(),
  phone: z.string(),
  score: z.string().describe('1 to 5'),
  message: z.string(),
  images: z.array(file).max(REVIEW_IMAGES_MAX).optional().describe('JPEG, PNG, WebP, GIF or AVIF; at most 8 MB each'),
});

/** The return form (multipart/form-data). */
export const returnForm = z.object({
  orderNo,
  reason: z.enum(RETURN_REASONS),
  remark: z.string().optional(),
  carrier: z.string().optional(),
  trackingNo: z.string().optional(),
  pickerName: z.string().optional(),
  pickerPhone: z.string().optional(),
  address: z.string().optional(),
  region: z.string().optional(),
  packagePhotos: z.array(file).optional().describe('photos of the parcel'),
  screenshot: z.array(file).optional().describe('a screenshot of the order or the conversation'),
});

/** Parameters of the non-API files the shop serves (address data, catalogs, uploads, payment pages). */
export const fileNameParams = z.strictObject({ name: z.string().min(1).max(200) });
export const paymentIdParams = z.strictObject({ paymentId: z.string().min(1).max(64) });
