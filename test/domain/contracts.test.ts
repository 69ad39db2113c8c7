import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { StoreSearchResult } from '../../src/api/orders';
import { validateCartLines } from '../../src/domain/cart';
import type { CheckoutErrors } from '../../src/domain/checkout';
import { claimedCouponSchema, shopperCouponsSchema, type ClaimedCoupon, type ShopperCoupon } from '../../src/domain/contracts/coupons';
import { fieldErrorSchema, fieldErrorsSchema } from '../../src/domain/contracts/field-errors';
import { dynamicBalanceSchema } from '../../src/domain/contracts/keys';
import { orderViewSchema, paymentStateSchema } from '../../src/domain/contracts/orders';
import { cartValidationSchema, catalogPageSchema, productRecordSchema, reviewPageSchema, type ReviewPage } from '../../src/domain/contracts/products';
import { returnSubmittedSchema, type ReturnSubmitted } from '../../src/domain/contracts/returns';
import { reviewSubmittedSchema } from '../../src/domain/contracts/reviews';
import type { Same } from '../../src/domain/contracts/same';
import { storeSearchSchema, type PickupStoreRecord, type StoreSearch } from '../../src/domain/contracts/stores';
import { pixelAccessSchema, pushResultSchema, type PushResult } from '../../src/domain/contracts/tracking';
import { maskOrder, type OrderView, type PaymentState } from '../../src/domain/order';
import type { FieldError, RecipientErrors } from '../../src/domain/recipient';
import { validateRecipient } from '../../src/domain/recipient';
import type { ReturnErrors } from '../../src/domain/return-request';
import type { ReviewErrors } from '../../src/domain/review';
import { NO_PIXELS, type PixelAccess } from '../../src/domain/tracking';
import { requireZone } from '../../src/domain/zones';
import type { ShopperCoupon as RepositoryCoupon } from '../../src/server/features/coupons/coupons.repository';
import { toProductRecord } from '../../src/server/features/products/products.record';
import type { ReviewRepository } from '../../src/server/features/reviews/reviews.repository';
import type { SubmitReturnResult } from '../../src/server/features/returns/returns.service';
import type { PickupStoreRecord as DirectoryStore } from '../../src/server/features/stores/stores.directory';
import type { PushResult as ServicePushResult } from '../../src/server/features/tracking/tracking.service';
import { deliveredOrder, testProduct } from '../helpers/fixtures';

// The answers whose types live outside src/domain (which may not import them): checked here.
const checks: [
  Same<ShopperCoupon, RepositoryCoupon>,
  Same<PickupStoreRecord, DirectoryStore>,
  Same<StoreSearch, StoreSearchResult>,
  Same<ReviewPage, Awaited<ReturnType<ReviewRepository['page']>> & { page: number; size: number }>,
  Same<PushResult, Omit<Extract<ServicePushResult, { ok: true }>, 'ok'>>,
  Same<ReturnSubmitted, Omit<Extract<SubmitReturnResult, { ok: true }>, 'ok'>>,
  Same<ClaimedCoupon, { couponId: string; received: true }>,
] = [true, true, true, true, true, true, true];
void checks;
// Every form's field errors fit the one record the failures carry.
const formErrors: z.infer<typeof fieldErrorsSchema>[] = [{} as RecipientErrors, {} as CheckoutErrors, {} as ReviewErrors, {} as ReturnErrors];
void formErrors;

const order: OrderView = deliveredOrder;

/** A prepaid pickup order, cancelled by the shopper before paying. */
const pickupOrder: OrderView = {
  ...order,
  status: 'ORDER_CLOSE',
  paymentStatus: 'WAITING',
  paymentMethod: 'card',
  deliveryMethod: 'seven_eleven',
  store: { brand: 'seven_eleven', id: '123456', name: '重慶門市', address: '臺北市中正區重慶南路一段10號' },
  payment: { paymentId: 'pay_1', status: 'WAITING', payUrl: '/pay/sandbox/pay_1' },
  shipment: null,
  deliveredAt: null,
  history: [{ status: 'ORDER_CLOSE', paymentStatus: 'WAITING', cause: 'order.cancel', at: '2026-11-10T09:00:00.000Z', detail: { by: 'shopper' } }],
  returns: [],
  allowed: { cancel: false, return: false },
  returnUntil: null,
};

const paymentState: PaymentState = { orderNo: pickupOrder.orderNo, status: 'PENDING_PAYMENT', paymentStatus: 'WAITING', payment: pickupOrder.payment };

const review = { id: 'rv1', author: 'A*** K.', score: 5, body: 'Keeps water cold all day.', createdAt: '2026-11-01T10:00:00.000Z', sellerReply: null, images: ['/uploads/ab12.webp'] };
const card = { id: 'mug', title: 'Mug', image: '/demo/mug-480.webp', price: 39000, originalPrice: 59000, saleQty: 2526, listedAt: '2026-10-01T00:00:00.000Z' };

const product = testProduct({
  reviews: [review],
  reviewCount: 1,
  averageScore: 5,
  satisfaction: 100,
  quantityDiscounts: [{ minQuantity: 2, percentOff: 5 }],
  sale: { id: 'sale1', kind: 'flash', percentOff: 20, endsAt: '2026-12-01T00:00:00.000Z' },
  coupons: [{ id: 'c1', threshold: 100000, amount: 10000 }],
  sizeChart: '/uploads/size.webp',
  recommended: [card],
  pixels: { ...NO_PIXELS, googlePixelType: 'GoogleADS', googlePixelIds: ['AW-1'], googleEventList: [{ conversionId: 'AW-1/abc' }], facebookPixelIds: ['123'] },
});
const productRecord = toProductRecord(product, {
  langId: 1,
  url: 'https://shop.example/bottle',
  theme: 'default',
  contacts: { serviceEmail: 'help@shop.example', whatsapp: '+886912345678', line: '@shop', facebook: null },
  iconUrl: null,
  siblings: [{ zoneId: 1, lang: 'zh-TW', title: 'Bottle', url: 'https://shop.example/bottle' }],
});

const cart = validateCartLines(
  [
    { productId: 'bottle', kind: 'sku', id: 'coral', quantity: 2 },
    { productId: 'bottle', kind: 'combo', id: 'family', quantity: 1 },
    { productId: 'gone', kind: 'sku', id: 'blue', quantity: 1 },
  ],
  new Map([[product.id, product]]),
);

const recipient = validateRecipient(requireZone(1), { name: '', phone: '12' });
const fieldErrors = recipient.ok ? {} : recipient.errors;

const pixelAccess: PixelAccess = { askConsent: true, pixels: product.pixels ?? NO_PIXELS, fixedPurchaseValue: { network: 'tiktok', value: 3000, currency: 'USD' } };

const cases: { name: string; schema: z.ZodType; samples: unknown[] }[] = [
  { name: 'the order view', schema: orderViewSchema, samples: [order, maskOrder(order), pickupOrder] },
  { name: 'the payment state', schema: paymentStateSchema, samples: [paymentState, { ...paymentState, payment: null }] },
  { name: 'the product record', schema: productRecordSchema, samples: [productRecord, toProductRecord(testProduct({ saleType: 2 }), { langId: 1, url: '/', theme: 'default', contacts: { serviceEmail: null, whatsapp: null, line: null, facebook: null }, iconUrl: null, siblings: [] })] },
  { name: 'the catalog page', schema: catalogPageSchema, samples: [{ sort: 'priceAsc', size: 48, page: 2, q: '', items: [card], total: 49 }] },
  { name: 'the cart validation', schema: cartValidationSchema, samples: [cart] },
  { name: 'the review page', schema: reviewPageSchema, samples: [{ items: [review], total: 1, average: 5, satisfaction: 100, page: 1, size: 5 }] },
  { name: 'the shopper coupons', schema: shopperCouponsSchema, samples: [{ coupons: [{ id: 'c1', productId: 'bottle', threshold: 100000, amount: 10000, received: true, redeemed: false }] }, { coupons: [] }] },
  { name: 'the claimed coupon', schema: claimedCouponSchema, samples: [{ couponId: 'c1', received: true }] },
  { name: 'the store search', schema: storeSearchSchema, samples: [{ stores: [{ brand: 'family_mart', id: '001234', name: '全家重慶店', city: '臺北市', district: '中正區', address: '重慶南路一段10號', phone: null }] }] },
  { name: 'the pixel access', schema: pixelAccessSchema, samples: [pixelAccess, { askConsent: false, pixels: NO_PIXELS, fixedPurchaseValue: null }] },
  { name: 'the events-push result', schema: pushResultSchema, samples: [{ stored: true, forwarded: 2, withheld: null }, { stored: true, forwarded: 0, withheld: 'noConsent' }] },
  { name: 'the dynamic balance', schema: dynamicBalanceSchema, samples: [{ primary: '/api', secondary: null, useSecondary: false, serverTime: 1_795_000_000_000 }] },
  { name: 'the filed return', schema: returnSubmittedSchema, samples: [{ id: 'ret_1', status: 'SUBMITTED' }] },
  { name: 'the kept review', schema: reviewSubmittedSchema, samples: [{ status: 'pending' }] },
  { name: 'a field error', schema: fieldErrorSchema, samples: [{ key: 'phoneInvalid', hintKey: 'phoneExample', hintValues: { example: '0912 345 678' } }, { key: 'review.tooManyImages', values: { max: 3 } }] },
  { name: 'the field errors', schema: fieldErrorsSchema, samples: [fieldErrors] },
];

describe('the response contracts', () => {
  it.each(cases)('$name converts to a JSON Schema and to an OpenAPI 3.0 schema', ({ schema }) => {
    const json = z.toJSONSchema(schema, { io: 'output' });
    expect(json.$ref ?? json.type).toBeDefined();
    const openapi = z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0' });
    expect(openapi.$ref ?? openapi.type).toBeDefined();
  });

  it.each(cases)('$name accepts what the server answers, unchanged', ({ schema, samples }) => {
    for (const sample of samples) {
      const parsed = schema.safeParse(sample);
      expect(parsed.error).toBeUndefined();
      expect(parsed.data).toEqual(JSON.parse(JSON.stringify(sample)));
    }
  });

  it('the field errors sample really has refused fields', () => {
    expect(Object.keys(fieldErrors).length).toBeGreaterThan(0);
  });

  it('the top-level answers carry their ids and one-line descriptions into the JSON Schema', () => {
    const json = z.toJSONSchema(orderViewSchema) as { $ref?: string; $defs?: Record<string, { description?: string }> };
    expect(json.$ref).toBe('#/$defs/OrderView');
    expect(json.$defs?.OrderView?.description).toBe('An order as the shopper sees it');
  });

  it('an order with a status the domain does not know is refused', () => {
    expect(orderViewSchema.safeParse({ ...order, status: 'SHIPPED' }).success).toBe(false);
    expect(orderViewSchema.safeParse({ ...order, payment: { paymentId: 'p', status: 'PAID', payUrl: null } }).success).toBe(false);
  });

  it('an answer without one of its nullable fields is refused: null must be said', () => {
    const { deliveredAt: _deliveredAt, ...withoutDeliveredAt } = order;
    expect(orderViewSchema.safeParse(withoutDeliveredAt).success).toBe(false);
  });

  it('keys the type does not have are stripped, not refused', () => {
    const parsed = orderViewSchema.parse({ ...order, internalNote: 'fraud check', recipient: { ...order.recipient, phoneHash: 'x' } });
    expect(parsed).not.toHaveProperty('internalNote');
    expect(parsed.recipient).not.toHaveProperty('phoneHash');
  });

  it('a catalog page size other than 24, 48 or 72 is refused', () => {
    expect(catalogPageSchema.safeParse({ sort: 'new', size: 30, page: 1, q: '', items: [], total: 0 }).success).toBe(false);
  });

  it('the product record’s always-empty lists refuse any item', () => {
    expect(productRecordSchema.safeParse({ ...productRecord, productList: [{}] }).success).toBe(false);
  });
});
