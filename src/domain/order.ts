import { z } from 'zod';
import { DELIVERY_METHODS, PAYMENT_METHODS, type DeliveryMethod, type PaymentMethod } from './zones';
import { MAX_QUANTITY } from './product';
import type { OrderAmounts } from './pricing';
import type { DateRange } from './delivery';
import type { ReturnReason, ReturnRefusal, ReturnStatus } from './return-request';
import { PICKUP_BRANDS } from './pickup-brands';
import type { OrderStatus, PaymentStatus } from './order-status';
export { statusWords } from './order-status';

export { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from './order-status';

import { MAX_LINES } from './pricing';
export { MAX_LINES };

export { PICKUP_BRANDS, type PickupBrand } from './pickup-brands';

/** The store or station a pickup order goes to (spec §3: "supermarket store"). */
export const storeSchema = z.object({
  brand: z.enum(PICKUP_BRANDS),
  id: z.string().min(1).max(32),
  name: z.string().min(1).max(100),
  address: z.string().min(1).max(200),
});
export type PickupStore = z.infer<typeof storeSchema>;

/** The decrypted add-order body: what the browser signs, encrypts and sends. */
export const addOrderBodySchema = z.object({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** The product the shopper came for (a line without its own productId is of this one). */
  productId: z.string().min(1).max(64),
  lines: z
    .array(
      z.object({
        productId: z.string().min(1).max(64).optional(),
        kind: z.enum(['sku', 'combo']),
        id: z.string().min(1).max(64),
        quantity: z.number().int().min(1).max(MAX_QUANTITY),
      }),
    )
    .min(1)
    .max(MAX_LINES),
  recipient: z.record(z.string(), z.string().max(500)),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  store: storeSchema.optional(),
  /** The total the shopper saw; the server prices the order itself and refuses a mismatch. */
  expectedTotal: z.number().int().min(0),
  /** A coupon the shopper received, to redeem on this order. */
  couponId: z.string().min(1).max(64).nullable().optional(),
  /** The token of the link the shopper came in by (`/{token}/{id}`): the order's attribution. */
  attribution: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  /** The token /verification/verify gave for the order's phone, where the site asks for one. */
  verificationToken: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/).optional(),
});

export type AddOrderBody = z.infer<typeof addOrderBodySchema>;

export interface OrderItemView {
  productId: string;
  kind: 'sku' | 'combo';
  /** The sku's or combo's id. */
  refId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  subtotal: number;
}

export interface OrderTotalsView extends OrderAmounts {
  /** What the order settles at: its total, or nothing once it closed (cancelled, refused, returned). */
  closingAmount: number;
  /** What the shopper has paid so far (a COD order: nothing until the courier collects). */
  paidAmount: number;
}

/** The parcel on its way: the courier and its tracking number. */
export interface OrderShipmentView {
  carrier: string;
  /** The courier's own name (its id when the shop used one we do not list). */
  carrierName: string;
  trackingNo: string;
}

/** One change in the order's life: what it became, when, and why. */
export interface OrderHistoryEntry {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The lifecycle event (`order.placed`, `payment.succeeded`, `order.dispatch`, `order.cancel`...). */
  cause: string;
  at: string;
  /** Who cancelled; the carrier and tracking number a dispatch named. */
  detail: { by?: 'shopper' | 'shop'; carrier?: string; trackingNo?: string } | null;
}

/** A return the shopper asked for, as the order page shows it. */
export interface OrderReturnView {
  id: string;
  createdAt: string;
  reason: ReturnReason;
  status: ReturnStatus;
  /** The shop's answer (null until it gives one, and in a masked view). */
  reply: string | null;
}

export interface OrderRecipientView {
  name: string;
  phone: string;
  email: string | null;
  whatsapp: string | null;
  line: string | null;
  /** The whole address as the courier's label shows it. */
  address: string;
  postalCode: string | null;
  /** The address (or the pickup store's) in the lines and order its country writes them, postal code included (domain/address-format.ts). */
  addressLines: string[];
  remark: string | null;
}

/** How a prepaid order is paid: the payment page to (re)open, until it is paid. */
export interface OrderPaymentView {
  paymentId: string;
  status: PaymentStatus;
  /** Where the shopper pays; null once paid. */
  payUrl: string | null;
}

/** An order as the shopper sees it. `masked`: looked up without the phone number. */
export interface OrderView {
  orderNo: string;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  currency: string;
  zoneId: number;
  productTitle: string;
  items: OrderItemView[];
  totals: OrderTotalsView;
  recipient: OrderRecipientView;
  store: PickupStore | null;
  /** The delivery-date range promised when the order was placed. */
  deliveryRange: DateRange;
  payment: OrderPaymentView | null;
  shipment: OrderShipmentView | null;
  /** When the parcel was delivered: the return period counts from then. */
  deliveredAt: string | null;
  history: OrderHistoryEntry[];
  returns: OrderReturnView[];
  /** What the shopper may do now, as the order's lifecycle and return period allow. */
  allowed: { cancel: boolean; return: boolean; returnRefusal?: ReturnRefusal | null };
  /** The last day a return may be asked for (set once delivered). */
  returnUntil: string | null;
  masked: boolean;
  /** Whether ad networks hear of this order (not for test orders or orders held as fraud). */
  reportable: boolean;
}

/** How a prepaid order's payment stands, as the payment result page asks for it. */
export interface PaymentState {
  orderNo: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  payment: OrderPaymentView | null;
}

/** "Anna Kowalska" -> "A*** K*******"; "王小明" -> "王**". */
export function maskName(name: string): string {
  return name
    .split(' ')
    .map((word) => {
      const chars = Array.from(word);
      return chars.length <= 1 ? word : chars[0] + '*'.repeat(chars.length - 1);
    })
    .join(' ');
}

/** "+886912345678" -> "+886******678": enough to recognise one's own number, no more. */
export function maskPhone(e164: string): string {
  if (e164.length < 9) return '*'.repeat(Math.max(0, e164.length - 2)) + e164.slice(-2);
  return e164.slice(0, 4) + '*'.repeat(e164.length - 7) + e164.slice(-3);
}

/** Only the first few characters of the street line. */
export function maskAddress(address: string): string {
  const chars = Array.from(address);
  const keep = Math.min(4, Math.floor(chars.length / 3));
  return chars.slice(0, keep).join('') + '*'.repeat(Math.max(4, Math.min(12, chars.length - keep)));
}

export function maskOrder(order: OrderView): OrderView {
  return {
    ...order,
    masked: true,
    reportable: false,
    recipient: {
      name: maskName(order.recipient.name),
      phone: maskPhone(order.recipient.phone),
      email: null,
      whatsapp: null,
      line: null,
      address: maskAddress(order.recipient.address),
      postalCode: null,
      addressLines: [maskAddress(order.recipient.address)],
      remark: null,
    },
    payment: order.payment && { ...order.payment, payUrl: null },
    shipment: order.shipment && { ...order.shipment, trackingNo: maskTrackingNo(order.shipment.trackingNo) },
    history: order.history.map((entry) => ({ ...entry, detail: entry.detail && { ...entry.detail, ...(entry.detail.trackingNo ? { trackingNo: maskTrackingNo(entry.detail.trackingNo) } : {}) } })),
    returns: order.returns.map((entry) => ({ ...entry, reply: null })),
    // Cancelling needs the phone number: a masked view offers nothing to do.
    allowed: { cancel: false, return: order.allowed.return, returnRefusal: order.allowed.returnRefusal ?? null },
  };
}

/** "1234567890" -> "******7890": the parcel's number is the key to its whereabouts. */
export function maskTrackingNo(trackingNo: string): string {
  const keep = Math.min(4, Math.floor(trackingNo.length / 2));
  return '*'.repeat(trackingNo.length - keep) + trackingNo.slice(trackingNo.length - keep);
}
