import { amountToMajor } from '../../../domain/money';
import type { PickupStore } from '../../../domain/order';
import type { Recipient } from '../../../domain/recipient';
export type { CsvLayout } from '../../../domain/contracts/admin-orders';
import type { OrderRow } from './console.repository';

/**
 * Carriers' import layouts for the orders the list shows (`GET /admin/api/orders.csv?layout=`).
 * Neither carrier publishes its shipper upload file openly: the columns follow the fields of
 * their public APIs (T-cat's contract-customer label API, InPost's ShipX shipment) as named
 * there, one row an order, a header row first; the tracking number column is left empty for the
 * courier (or the shop) to fill and import back (`POST /admin/api/orders/tracking`). The README
 * lists what could not be confirmed.
 */

type Items = readonly { name: string; quantity: number }[];

/** A shopper's free text opened by a spreadsheet must not run as a formula (=, +, -, @ first). */
export const inert = (text: string | null | undefined) => (text && /^[=+\-@\t\r]/.test(text) ? `'${text}` : (text ?? ''));

function recipientOf(order: OrderRow): Partial<Recipient> {
  try {
    return JSON.parse(order.recipient) as Partial<Recipient>;
  } catch {
    return {};
  }
}

/** The cash the courier collects at the door: a cash-on-delivery order's total until it is paid. */
export const cashToCollect = (order: OrderRow) => (order.payment_method === 'cod' && order.payment_status !== 'SUCCESS' && order.status !== 'ORDER_CLOSE' ? Number(order.total) : 0);

const major = (order: OrderRow, minor: number) => String(amountToMajor(minor, order.currency));
const itemsText = (items: Items) => inert(items.map((item) => `${item.name} x ${item.quantity}`).join('; '));

/** T-cat (黑貓宅急便): the label API's fields, named as its Chinese forms name them; 常溫 (ambient), 60 cm. */
export const TCAT_COLUMNS = ['訂單編號', '溫層', '規格', '收件人姓名', '收件人電話', '收件人手機', '收件人郵遞區號', '收件人地址', '代收貨款', '代收金額', '品名', '備註', '託運單號'] as const;

export function tcatRecord(order: OrderRow, items: Items): string[] {
  const recipient = recipientOf(order);
  const due = cashToCollect(order);
  const national = recipient.phoneNational ?? order.recipient_phone.replace(/^\+886/, '0');
  return [
    order.order_no,
    '0001',
    '0001',
    inert(order.recipient_name),
    national,
    national,
    inert(order.recipient_postal_code),
    inert(recipient.fullAddress ?? order.recipient_address),
    due > 0 ? 'Y' : 'N',
    due > 0 ? major(order, due) : '0',
    itemsText(items),
    inert(order.recipient_remark),
    order.tracking_no ?? '',
  ];
}

/** InPost (Poland): ShipX shipment fields flattened; a locker order names its Paczkomat, else the courier service. */
export const INPOST_COLUMNS = [
  'reference', 'service', 'template', 'target_point', 'receiver_first_name', 'receiver_last_name', 'receiver_email', 'receiver_phone',
  'receiver_street', 'receiver_post_code', 'receiver_city', 'cod_amount', 'cod_currency', 'insurance_amount', 'comments', 'tracking_number',
] as const;

export function inpostRecord(order: OrderRow, items: Items): string[] {
  const recipient = recipientOf(order);
  const store = order.store ? (JSON.parse(order.store) as PickupStore) : null;
  const due = cashToCollect(order);
  const [first, ...rest] = order.recipient_name.trim().split(/\s+/);
  return [
    order.order_no,
    store ? 'inpost_locker_standard' : 'inpost_courier_standard',
    'small',
    inert(store?.id ?? null),
    inert(recipient.firstName ?? first ?? ''),
    inert(recipient.lastName ?? rest.join(' ')),
    inert(order.recipient_email),
    (recipient.phoneNational ?? order.recipient_phone.replace(/^\+48/, '')).replace(/\D/g, ''),
    inert(recipient.street ?? order.recipient_address),
    inert(order.recipient_postal_code),
    inert(recipient.city ?? null),
    due > 0 ? major(order, due) : '',
    due > 0 ? order.currency : '',
    major(order, Number(order.total)),
    itemsText(items),
    order.tracking_no ?? '',
  ];
}
