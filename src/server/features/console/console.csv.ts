import { stringify } from 'csv-stringify/sync';
import { amountToMajor } from '../../../domain/money';
import type { PickupStore } from '../../../domain/order';
import type { OrderRow } from './console.repository';
import { cashToCollect, inert, INPOST_COLUMNS, inpostRecord, TCAT_COLUMNS, tcatRecord, type CsvLayout } from './console.layouts';

/**
 * The generic courier layout: one row an order, every field, a header row. Amounts in the order's
 * currency as people write them (79000 minor units of TWD: 790); the parcel's steps as times
 * (out for delivery, delivered: empty until it took them). Carriers' own layouts (T-cat,
 * InPost) are in console.layouts.ts.
 */
export const CSV_COLUMNS = [
  'orderNo', 'createdAt', 'siteId', 'zoneId', 'status', 'paymentStatus', 'paymentMethod', 'deliveryMethod',
  'recipientName', 'recipientPhone', 'recipientEmail', 'recipientAddress', 'recipientPostalCode', 'recipientRemark',
  'storeBrand', 'storeId', 'storeName', 'storeAddress', 'items', 'currency', 'subtotal', 'discount', 'couponDeduction',
  'activityDeduction', 'shippingFee', 'remotePostage', 'serviceCharge', 'tax', 'total', 'paidAmount', 'cashToCollect',
  'carrier', 'trackingNo', 'outForDeliveryAt', 'deliveredAt',
] as const;

export function csvRecord(order: OrderRow, items: readonly { name: string; quantity: number }[]): string[] {
  const store = order.store ? (JSON.parse(order.store) as PickupStore) : null;
  const money = (minor: number | null) => String(amountToMajor(Number(minor ?? 0), order.currency));
  const due = cashToCollect(order);
  const values: Record<(typeof CSV_COLUMNS)[number], string> = {
    orderNo: order.order_no,
    createdAt: order.created_at,
    siteId: order.site_id,
    zoneId: String(order.zone_id),
    status: order.status,
    paymentStatus: order.payment_status,
    paymentMethod: order.payment_method,
    deliveryMethod: order.delivery_method,
    recipientName: inert(order.recipient_name),
    recipientPhone: order.recipient_phone,
    recipientEmail: inert(order.recipient_email),
    recipientAddress: inert(order.recipient_address),
    recipientPostalCode: inert(order.recipient_postal_code),
    recipientRemark: inert(order.recipient_remark),
    storeBrand: store?.brand ?? '',
    storeId: inert(store?.id ?? null),
    storeName: inert(store?.name ?? null),
    storeAddress: inert(store?.address ?? null),
    items: inert(items.map((item) => `${item.name} x ${item.quantity}`).join('; ')),
    currency: order.currency,
    subtotal: money(order.subtotal),
    discount: money(order.discount),
    couponDeduction: money(order.coupon_deduction),
    activityDeduction: money(order.activity_deduction),
    shippingFee: money(order.shipping_fee),
    remotePostage: money(order.remote_postage),
    serviceCharge: money(order.service_charge),
    tax: money(order.tax),
    total: money(order.total),
    paidAmount: money(order.paid_amount),
    cashToCollect: money(due),
    carrier: order.carrier ?? '',
    trackingNo: order.tracking_no ?? '',
    // When the courier's van took it (out for delivery), as deliveredAt says when it arrived: the
    // status column stays the order's status (ALREADY_DELIVER for both), as the list filters it.
    outForDeliveryAt: order.out_for_delivery_at ?? '',
    deliveredAt: order.delivered_at ?? '',
  };
  return CSV_COLUMNS.map((column) => values[column]);
}

const LAYOUTS = {
  generic: { columns: CSV_COLUMNS, record: csvRecord },
  tcat: { columns: TCAT_COLUMNS, record: tcatRecord },
  inpost: { columns: INPOST_COLUMNS, record: inpostRecord },
} as const;

export const csvHeader = (layout: CsvLayout = 'generic') => stringify([[...LAYOUTS[layout].columns]]);
export const csvRows = (orders: readonly OrderRow[], items: Map<string, { name: string; quantity: number }[]>, layout: CsvLayout = 'generic') =>
  stringify(orders.map((order) => LAYOUTS[layout].record(order, items.get(order.order_no) ?? [])));
