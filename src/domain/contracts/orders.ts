import { z } from 'zod';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PICKUP_BRANDS,
  type OrderHistoryEntry,
  type OrderItemView,
  type OrderPaymentView,
  type OrderRecipientView,
  type OrderReturnView,
  type OrderShipmentView,
  type OrderTotalsView,
  type OrderView,
  type PaymentState,
  type PickupStore,
} from '../order';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '../zones';
import { RETURN_REASONS, RETURN_STATUSES } from '../return-request';
import type { DateRange } from '../delivery';
import type { Same } from './same';

/**
 * An order as the shopper sees it: what add-order, lookup and cancel answer
 * (POST /api/consumer/order/add-order, /order/lookup, /order/cancel), and the payment state the
 * payment result page polls (GET /api/consumer/order/payment-status). Amounts are integers in the
 * currency's minor unit; times are ISO 8601.
 */
const orderStatus = z.enum(ORDER_STATUSES);
const paymentStatus = z.enum(PAYMENT_STATUSES);

export const orderItemViewSchema = z.object({
  productId: z.string(),
  kind: z.enum(['sku', 'combo']),
  refId: z.string().describe('the sku’s or combo’s id'),
  name: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  subtotal: z.number(),
});

export const orderTotalsViewSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  couponDeduction: z.number(),
  activityDeduction: z.number(),
  shippingFee: z.number(),
  remotePostage: z.number(),
  serviceCharge: z.number(),
  tax: z.number(),
  total: z.number(),
  closingAmount: z.number().describe('what the order settles at: its total, or nothing once it closed'),
  paidAmount: z.number().describe('what the shopper has paid so far'),
});

export const orderShipmentViewSchema = z.object({
  carrier: z.string(),
  carrierName: z.string(),
  trackingNo: z.string(),
});

export const orderHistoryEntrySchema = z.object({
  status: orderStatus,
  paymentStatus,
  cause: z.string().describe('the lifecycle event (`order.placed`, `payment.succeeded`, `order.dispatch`, `order.cancel`...)'),
  at: z.string(),
  detail: z
    .object({
      by: z.enum(['shopper', 'shop']).optional(),
      carrier: z.string().optional(),
      trackingNo: z.string().optional(),
    })
    .nullable(),
});

export const orderReturnViewSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  reason: z.enum(RETURN_REASONS),
  status: z.enum(RETURN_STATUSES),
  reply: z.string().nullable(),
});

export const orderRecipientViewSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  line: z.string().nullable(),
  address: z.string(),
  postalCode: z.string().nullable(),
  addressLines: z.array(z.string()).describe('the address in the lines and order its country writes them, postal code included'),
  remark: z.string().nullable(),
});

export const orderPaymentViewSchema = z.object({
  paymentId: z.string(),
  status: paymentStatus,
  payUrl: z.string().nullable().describe('where the shopper pays; null once paid'),
});

/** The pickup store as the order keeps it (plain strings: the length rules are the add-order body's). */
export const pickupStoreSchema = z.object({
  brand: z.enum(PICKUP_BRANDS),
  id: z.string(),
  name: z.string(),
  address: z.string(),
});

const dateRangeSchema = z.object({ from: z.string(), to: z.string() });

export const orderViewSchema = z
  .object({
    orderNo: z.string(),
    createdAt: z.string(),
    status: orderStatus,
    paymentStatus,
    paymentMethod: z.enum(PAYMENT_METHODS),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    currency: z.string(),
    zoneId: z.number(),
    productTitle: z.string(),
    items: z.array(orderItemViewSchema),
    totals: orderTotalsViewSchema,
    recipient: orderRecipientViewSchema,
    store: pickupStoreSchema.nullable(),
    deliveryRange: dateRangeSchema.describe('the delivery-date range promised when the order was placed'),
    payment: orderPaymentViewSchema.nullable(),
    shipment: orderShipmentViewSchema.nullable(),
    deliveredAt: z.string().nullable(),
    history: z.array(orderHistoryEntrySchema),
    returns: z.array(orderReturnViewSchema),
    allowed: z
      .object({
        cancel: z.boolean(),
        return: z.boolean(),
        returnRefusal: z
          .object({ reason: z.enum(['notDelivered', 'periodOver', 'closed', 'alreadyRequested']), days: z.number() })
          .nullable()
          .optional()
          .describe('why a return cannot be asked for now (and the return period in days)'),
      })
      .describe('what the shopper may do now'),
    returnUntil: z.string().nullable(),
    masked: z.boolean().describe('looked up without the phone number: personal details masked'),
    reportable: z.boolean(),
  })
  .describe('An order as the shopper sees it')
  .meta({ id: 'OrderView' });

export const paymentStateSchema = z
  .object({
    orderNo: z.string(),
    status: orderStatus,
    paymentStatus,
    payment: orderPaymentViewSchema.nullable(),
  })
  .describe('How a prepaid order’s payment stands')
  .meta({ id: 'PaymentState' });

const orderItemViewMatches: Same<z.infer<typeof orderItemViewSchema>, OrderItemView> = true;
const orderTotalsViewMatches: Same<z.infer<typeof orderTotalsViewSchema>, OrderTotalsView> = true;
const orderShipmentViewMatches: Same<z.infer<typeof orderShipmentViewSchema>, OrderShipmentView> = true;
const orderHistoryEntryMatches: Same<z.infer<typeof orderHistoryEntrySchema>, OrderHistoryEntry> = true;
const orderReturnViewMatches: Same<z.infer<typeof orderReturnViewSchema>, OrderReturnView> = true;
const orderRecipientViewMatches: Same<z.infer<typeof orderRecipientViewSchema>, OrderRecipientView> = true;
const orderPaymentViewMatches: Same<z.infer<typeof orderPaymentViewSchema>, OrderPaymentView> = true;
const pickupStoreMatches: Same<z.infer<typeof pickupStoreSchema>, PickupStore> = true;
const dateRangeMatches: Same<z.infer<typeof dateRangeSchema>, DateRange> = true;
const orderViewMatches: Same<z.infer<typeof orderViewSchema>, OrderView> = true;
const paymentStateMatches: Same<z.infer<typeof paymentStateSchema>, PaymentState> = true;
void orderItemViewMatches;
void orderTotalsViewMatches;
void orderShipmentViewMatches;
void orderHistoryEntryMatches;
void orderReturnViewMatches;
void orderRecipientViewMatches;
void orderPaymentViewMatches;
void pickupStoreMatches;
void dateRangeMatches;
void orderViewMatches;
void paymentStateMatches;
