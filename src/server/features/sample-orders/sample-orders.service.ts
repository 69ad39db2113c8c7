import examples from 'libphonenumber-js/examples.mobile.json';
import type { LifecycleEvent } from '../../../../machines/order-lifecycle.machine';
import { carriersOf } from '../../../domain/carriers';
import { deliveryRange } from '../../../domain/delivery';
import { createOrderNumber } from '../../../domain/order-number';
import { phoneKey } from '../../../domain/order-search';
import { readPhone } from '../../../domain/recipient';
import type { OrderStatus, PaymentStatus } from '../../../domain/order';
import { isPickup, requireZone, type DeliveryMethod, type PaymentMethod, type Zone } from '../../../domain/zones';
import { decideMove, initialStatus, type LifecycleState } from '../orders/orders.lifecycle';
import type { NewOrderRecord } from '../orders/orders.repository';
import { nameBook, sampleName } from './sample-orders.names';

/**
 * Sample orders for trying the console at scale (`npm run orders:generate`): realistic orders
 * across the shop's sites, zones, ways of paying and delivering, phones valid in each zone, names
 * in the zone's language, and histories the order lifecycle machine itself decided (every move
 * taken through `decideMove`, as the server takes it). Deterministic: a seed and an end date make
 * the same orders every time.
 */

/** A product a sample order buys: its site, the site's zone and one of its SKUs. */
export interface SampleProduct {
  siteId: string;
  zoneId: number;
  productId: string;
  skuId: string;
  skuName: string;
  price: number;
  originalPrice: number;
}

/** An order as written: its row, its lines and its history (no coupon). */
export type SampleOrderRecord = Omit<NewOrderRecord, 'coupon'>;

export interface SampleOrderStore {
  /** Every SKU of every product of every site, in a stable order. */
  catalog(): Promise<SampleProduct[]>;
  orderExists(orderNo: string): Promise<boolean>;
  /** Writes the orders with their lines and history, many rows a statement. */
  insertMany(records: readonly SampleOrderRecord[]): Promise<void>;
}

export interface GenerateOptions {
  count: number;
  seed?: number;
  /** The newest order's time at most; orders spread over the `days` before it. */
  until?: Date;
  days?: number;
  /** Orders written per round trip. */
  batch?: number;
  onProgress?: (written: number) => void;
}

export type GenerateResult = { ok: true; written: number } | { ok: false; problem: 'noCatalog' | 'alreadyGenerated' };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A small seeded generator (mulberry32): the same seed, the same orders. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * What happens to an order after it is placed, with how often (cash on delivery is most of a COD
 * shop). Most parcels that reach the door were scanned out for delivery first (about 85% of the
 * delivered, every refusal but a few the courier reports straight from the depot); some are on the
 * van now.
 */
const AFTER_PLACED: readonly { weight: number; moves: readonly LifecycleEvent['type'][] }[] = [
  { weight: 12, moves: [] },
  { weight: 4, moves: ['order.cancel'] },
  { weight: 9, moves: ['order.dispatch'] },
  { weight: 3, moves: ['order.dispatch', 'order.outForDelivery'] },
  { weight: 2, moves: ['order.dispatch', 'order.deliver'] },
  { weight: 8, moves: ['order.dispatch', 'order.outForDelivery', 'order.deliver'] },
  { weight: 7, moves: ['order.dispatch', 'order.deliver', 'order.complete'] },
  { weight: 38, moves: ['order.dispatch', 'order.outForDelivery', 'order.deliver', 'order.complete'] },
  { weight: 2, moves: ['order.dispatch', 'order.refuse'] },
  { weight: 10, moves: ['order.dispatch', 'order.outForDelivery', 'order.refuse'] },
];
const PREPAID_START: readonly { weight: number; moves: readonly LifecycleEvent['type'][] }[] = [
  { weight: 6, moves: [] },
  { weight: 4, moves: ['payment.failed'] },
  { weight: 90, moves: ['payment.succeeded'] },
];

export function createSampleOrderService(store: SampleOrderStore) {
  return {
    async generate({ count, seed = 1, until = new Date(), days = 365, batch = 1000, onProgress }: GenerateOptions): Promise<GenerateResult> {
      const catalog = await store.catalog();
      if (catalog.length === 0) return { ok: false, problem: 'noCatalog' };
      const random = seededRandom(seed);
      const make = orderMaker(random, catalog, until.getTime(), days);
      const next = (from: number) => Array.from({ length: Math.min(batch, count - from) }, make);
      let records = next(0);
      // The same seed twice would write the same numbers again: say so rather than fail midway.
      if (await store.orderExists(records[0]!.order.order_no)) return { ok: false, problem: 'alreadyGenerated' };
      let written = 0;
      while (records.length > 0) {
        // The database writes one batch while the next is made.
        const writing = store.insertMany(records);
        const following = next(written + records.length);
        await writing;
        written += records.length;
        onProgress?.(written);
        records = following;
      }
      return { ok: true, written };
    },
  };
}

export type SampleOrderService = ReturnType<typeof createSampleOrderService>;

interface LifecyclePath {
  start: { status: OrderStatus; paymentStatus: PaymentStatus };
  /** Each event's outcome as the machine decided it (the events it refused are left off the end). */
  steps: { status: OrderStatus; paymentStatus: PaymentStatus; delivers: boolean; outForDelivery: boolean }[];
}

const PATHS = new Map<string, LifecyclePath>();

/**
 * Where a way of paying and a run of events lead, decided by the lifecycle machine once per run of
 * event types (a million orders take a few dozen runs): each order's own details fill it in.
 */
function lifecyclePath(paymentMethod: PaymentMethod, events: readonly LifecycleEvent[]): LifecyclePath {
  const key = `${paymentMethod === 'cod'} ${events.map((event) => ('by' in event ? `${event.type}:${event.by}` : event.type)).join(' ')}`;
  const known = PATHS.get(key);
  if (known) return known;
  const start = initialStatus(paymentMethod);
  const path: LifecyclePath = { start, steps: [] };
  let state: LifecycleState = { ...start, paymentMethod, deliveredAt: null, outForDeliveryAt: null, carrier: null, trackingNo: null };
  for (const event of events) {
    const move = decideMove(state, event, '2000-01-01T00:00:00.000Z');
    if (!move) break;
    path.steps.push({ status: move.status, paymentStatus: move.paymentStatus, delivers: move.deliveredAt !== null && state.deliveredAt === null, outForDelivery: move.outForDeliveryAt !== null && state.outForDeliveryAt === null });
    state = { status: move.status, paymentStatus: move.paymentStatus, paymentMethod, deliveredAt: move.deliveredAt, outForDeliveryAt: move.outForDeliveryAt, carrier: move.carrier, trackingNo: move.trackingNo };
  }
  PATHS.set(key, path);
  return path;
}

function pickWeighted<T extends { weight: number }>(random: () => number, options: readonly T[]): T {
  const total = options.reduce((sum, option) => sum + option.weight, 0);
  let roll = random() * total;
  for (const option of options) {
    roll -= option.weight;
    if (roll < 0) return option;
  }
  return options.at(-1)!;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const digits = (random: () => number, length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');

/** A mobile number of the zone: the country's example with its last digits changed, as the zone reads it. */
function samplePhone(random: () => number, zone: Zone): string {
  const example = (examples as Record<string, string>)[zone.country] ?? '912345678';
  for (let attempt = 0; attempt < 8; attempt++) {
    const typed = example.slice(0, -4) + digits(random, 4);
    const e164 = readPhone(zone, typed).e164;
    if (e164) return e164;
  }
  return readPhone(zone, example).e164 ?? `${zone.callingCode}${example}`;
}

function orderMaker(random: () => number, catalog: readonly SampleProduct[], until: number, days: number) {
  return (): SampleOrderRecord => {
    const product = pick(random, catalog);
    const zone = requireZone(product.zoneId);
    const book = nameBook(zone.country);
    const name = sampleName(random, zone.country);
    const phone = samplePhone(random, zone);
    const homeMethods = zone.deliveryMethods.filter((method) => !isPickup(method));
    const deliveryMethod: DeliveryMethod = pick(random, homeMethods.length > 0 ? homeMethods : zone.deliveryMethods);
    // Cash on delivery for most orders, as in a COD shop; the zone's other ways for the rest.
    const paymentMethod: PaymentMethod = zone.paymentMethods.includes('cod') && random() < 0.8 ? 'cod' : pick(random, zone.paymentMethods);
    const quantity = 1 + Math.floor(random() ** 3 * 3);
    const subtotal = product.price * quantity;
    const placed = until - Math.floor(random() * days * DAY);
    const at = new Date(placed).toISOString();
    const orderNo = createOrderNumber(zone.country, (length) => Uint8Array.from({ length }, () => Math.floor(random() * 256)));
    const address = `${pick(random, book.cities)} ${pick(random, book.streets)} ${1 + Math.floor(random() * 200)}`;
    const postalCode = zone.postalCode?.example ?? null;
    const promised = deliveryRange(zone, new Date(placed));

    const moves = [...(paymentMethod === 'cod' ? [] : pickWeighted(random, PREPAID_START).moves), ...pickWeighted(random, AFTER_PLACED).moves];
    const carrier = carriersOf(zone.country)[0]?.id ?? 'other';
    const events = moves.map((type) => sampleEvent(type, random, carrier));
    const path = lifecyclePath(paymentMethod, events);
    const history: SampleOrderRecord['history'] = [{ order_no: orderNo, seq: 1, status: path.start.status, payment_status: path.start.paymentStatus, cause: 'order.placed', created_at: at }];
    let state: LifecycleState = { ...path.start, paymentMethod, deliveredAt: null, outForDeliveryAt: null, carrier: null, trackingNo: null };
    let time = placed;
    for (const [index, step] of path.steps.entries()) {
      // The van delivers (or is refused) the same day it goes out; other moves take days.
      const wait = index > 0 && events[index - 1]!.type === 'order.outForDelivery' ? 1 + random() * 9 : 6 + random() * 60;
      const next = time + Math.floor(wait * HOUR);
      if (next > until) break;
      time = next;
      const event = events[index]!;
      const when = new Date(time).toISOString();
      const shipment = event.type === 'order.dispatch' ? { carrier: event.carrier, trackingNo: event.trackingNo } : { carrier: state.carrier, trackingNo: state.trackingNo };
      state = { status: step.status, paymentStatus: step.paymentStatus, paymentMethod, deliveredAt: step.delivers ? when : state.deliveredAt, outForDeliveryAt: step.outForDelivery ? when : state.outForDeliveryAt, ...shipment };
      const { type: _type, ...detail } = event;
      history.push({ order_no: orderNo, seq: history.length + 1, status: step.status, payment_status: step.paymentStatus, cause: event.type, created_at: when, detail: Object.keys(detail).length > 0 ? JSON.stringify(detail) : null });
    }
    const person = { name, phone, email: null, whatsapp: null, line: null, fullAddress: address, postalCode, remark: null };
    return {
      order: {
        order_no: orderNo,
        site_id: product.siteId,
        product_id: product.productId,
        zone_id: zone.id,
        currency: zone.currency,
        locale: zone.locale,
        status: state.status,
        payment_status: state.paymentStatus,
        payment_method: paymentMethod,
        delivery_method: deliveryMethod,
        recipient_name: name,
        recipient_phone: phone,
        recipient_phone_e164: phoneKey(phone),
        recipient_email: null,
        recipient_address: address,
        recipient_postal_code: postalCode,
        recipient_remark: null,
        recipient: JSON.stringify(person),
        subtotal,
        discount: 0,
        shipping_fee: 0,
        remote_postage: 0,
        service_charge: 0,
        tax: 0,
        coupon_deduction: 0,
        activity_deduction: 0,
        total: subtotal,
        paid_amount: state.paymentStatus === 'SUCCESS' ? subtotal : 0,
        store: null,
        delivery_from: promised.from,
        delivery_to: promised.to,
        carrier: state.carrier,
        tracking_no: state.trackingNo,
        delivered_at: state.deliveredAt,
        out_for_delivery_at: state.outForDeliveryAt ?? null,
        created_at: at,
        updated_at: new Date(time).toISOString(),
      },
      items: [{ order_no: orderNo, line_no: 1, product_id: product.productId, kind: 'sku', ref_id: product.skuId, name: product.skuName, quantity, unit_price: product.price, original_unit_price: product.originalPrice, subtotal }],
      history,
    };
  };
}

function sampleEvent(type: LifecycleEvent['type'], random: () => number, carrier: string): LifecycleEvent {
  if (type === 'order.cancel') return { type, by: random() < 0.5 ? 'shopper' : 'shop' };
  if (type === 'order.dispatch') return { type, carrier, trackingNo: digits(random, 12) };
  if (type === 'return.receive') return { type, returnId: '' };
  return { type };
}
