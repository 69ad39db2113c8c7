import { PostgresAdapter, sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { compiledStatement, preparedQuery } from '../../db/compiled';
import type { DB, NewOrder, OrderItemsTable, OrderStatusHistoryTable, ReturnRequestsTable } from '../../db/schema';
import type { OrderHistoryEntry, OrderPaymentView, OrderReturnView, OrderStatus, OrderView, PaymentStatus, PickupStore } from '../../../domain/order';
import { carrierName } from '../../../domain/carriers';
import type { ReturnReason, ReturnStatus } from '../../../domain/return-request';
import { requireZone } from '../../../domain/zones';
import { nameWords } from '../../../domain/name-search';
import { addressLines } from '../../../domain/address-format';
import { allowedActions, type LifecycleMove, type LifecycleState } from './orders.lifecycle';
import type { Recipient } from '../../../domain/recipient';
import type { DeliveryMethod, PaymentMethod, Zone } from '../../../domain/zones';
import { isUniqueViolation } from '../../db/errors';
import { sharedGroupCommit } from '../../db/group-commit';
import { inTransaction, type Tx } from '../../db/transaction';

/** The velocity limits an order must keep: at most `max` orders since `since` (ISO) from its phone, and from its address. */
export interface OrderVelocityCheck {
  phone: { max: number; since: string } | null;
  address: { ip: string; max: number; since: string } | null;
}

/** What an order's judgement sets, read inside its own transaction: its risk, whether ad networks hear of it, whether it is held for a call. */
export type OrderJudgement = Pick<NewOrder, 'risk_score' | 'risk_reasons' | 'report_flag' | 'held_for'>;

export interface NewOrderRecord {
  order: NewOrder;
  items: Insertable<OrderItemsTable>[];
  history: Insertable<OrderStatusHistoryTable>[];
  /** The coupon the order redeems: the shopper's claim, used once, and once per phone. */
  coupon?: { couponId: string; shopperId: string; phone: string };
}

type OrderRowLike = NewOrder;
type ItemRowLike = Insertable<OrderItemsTable>;
type HistoryRowLike = Insertable<OrderStatusHistoryTable>;

type ReturnRowLike = Pick<Selectable<ReturnRequestsTable>, 'id' | 'created_at' | 'reason' | 'status' | 'reply'>;

const DAY = 86_400_000;

/** The rows the console's name search finds an order by: each start of a word in its recipient's name (src/domain/name-search.ts). */
export function nameWordRows(order: Pick<NewOrder, 'order_no' | 'recipient_name' | 'created_at'>): Insertable<DB['order_name_words']>[] {
  return nameWords(order.recipient_name).map((word) => ({ order_no: order.order_no, word, created_at: order.created_at }));
}

/** Rows (as inserted or as read back) to the order the shopper sees: one mapping for both. */
export function toOrderView(
  order: OrderRowLike,
  productTitle: string,
  items: readonly ItemRowLike[],
  history: readonly HistoryRowLike[],
  extra: { payment?: OrderPaymentView | null; returns?: readonly ReturnRowLike[]; now?: Date } = {},
): OrderView {
  const zone = requireZone(order.zone_id);
  const lifecycle: LifecycleState = {
    status: order.status,
    paymentStatus: order.payment_status,
    paymentMethod: order.payment_method,
    deliveredAt: order.delivered_at ?? null,
    carrier: order.carrier ?? null,
    trackingNo: order.tracking_no ?? null,
  };
  return {
    orderNo: order.order_no,
    createdAt: order.created_at,
    status: order.status as OrderStatus,
    paymentStatus: order.payment_status as PaymentStatus,
    paymentMethod: order.payment_method as PaymentMethod,
    deliveryMethod: order.delivery_method as DeliveryMethod,
    currency: order.currency,
    zoneId: order.zone_id,
    productTitle,
    items: items.map((item) => ({
      productId: item.product_id,
      kind: item.kind as 'sku' | 'combo',
      refId: item.ref_id,
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      subtotal: item.subtotal,
    })),
    totals: {
      subtotal: order.subtotal,
      discount: order.discount,
      couponDeduction: order.coupon_deduction,
      activityDeduction: order.activity_deduction,
      shippingFee: order.shipping_fee,
      remotePostage: order.remote_postage ?? 0,
      serviceCharge: order.service_charge,
      tax: order.tax,
      total: order.total,
      closingAmount: order.status === 'ORDER_CLOSE' ? 0 : order.total,
      paidAmount: order.paid_amount,
    },
    recipient: recipientView(order, zone),
    store: order.store ? (JSON.parse(order.store) as PickupStore) : null,
    deliveryRange: { from: order.delivery_from ?? '', to: order.delivery_to ?? '' },
    payment: extra.payment ?? null,
    shipment: lifecycle.carrier && lifecycle.trackingNo ? { carrier: lifecycle.carrier, carrierName: carrierName(zone.country, lifecycle.carrier), trackingNo: lifecycle.trackingNo } : null,
    deliveredAt: lifecycle.deliveredAt,
    history: [...history].sort((a, b) => a.seq - b.seq).map((entry) => historyEntry(entry, zone.country)),
    returns: (extra.returns ?? []).map(
      (entry): OrderReturnView => ({ id: entry.id, createdAt: entry.created_at, reason: entry.reason as ReturnReason, status: entry.status as ReturnStatus, reply: entry.reply ?? null }),
    ),
    allowed: allowedActions(lifecycle, zone.returnDays, extra.now ?? new Date(), extra.returns ?? []),
    returnUntil: lifecycle.deliveredAt ? new Date(Date.parse(lifecycle.deliveredAt) + zone.returnDays * DAY).toISOString() : null,
    masked: false,
    reportable: (order.report_flag ?? null) === null,
  };
}

/** A history row as the shopper reads it (a dispatch names its courier as the courier does). */
function historyEntry(entry: HistoryRowLike, country: string): OrderHistoryEntry {
  let detail: OrderHistoryEntry['detail'] = null;
  try {
    detail = entry.detail ? (JSON.parse(entry.detail) as OrderHistoryEntry['detail']) : null;
  } catch {
    detail = null;
  }
  if (detail?.carrier) detail = { ...detail, carrier: carrierName(country, detail.carrier) };
  return { status: entry.status as OrderStatus, paymentStatus: entry.payment_status as PaymentStatus, cause: entry.cause, at: entry.created_at, detail };
}

function recipientView(order: OrderRowLike, zone: Zone): OrderView['recipient'] {
  const stored = JSON.parse(order.recipient) as Partial<Recipient>;
  // A pickup's address is its store's; an order stored before its parts were kept has only its line.
  const parts = !order.store && stored.address !== undefined;
  return {
    name: order.recipient_name,
    phone: order.recipient_phone,
    email: order.recipient_email ?? null,
    whatsapp: stored.whatsapp ?? null,
    line: stored.line ?? null,
    address: order.recipient_address,
    postalCode: order.recipient_postal_code ?? null,
    addressLines: parts ? addressLines(zone, stored) : [order.recipient_address],
    remark: order.recipient_remark ?? null,
  };
}

/** An order as the shop reads it: where it is, how it was paid and shipped, and how it got there. */
export interface OrderRecord {
  orderNo: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  total: number;
  currency: string;
  carrier: string | null;
  trackingNo: string | null;
  deliveredAt: string | null;
  history: { at: string; cause: string; status: OrderStatus; paymentStatus: PaymentStatus; detail: string | null }[];
}

/** Thrown inside the transaction to roll it back when another request owns the key. */
class KeyTaken extends Error {}
/** Thrown inside the transaction when the coupon was used meanwhile (or by this phone before). */
class CouponTaken extends Error {}
/** Thrown inside the transaction when the phone or the address has placed its limit of orders. */
class LimitReached extends Error {
  constructor(readonly by: 'phone' | 'address') {
    super(`order limit reached by ${by}`);
  }
}

export type IdempotentResult =
  | { kind: 'created'; order: OrderView }
  | { kind: 'limited'; by: 'phone' | 'address' }
  | { kind: 'replay'; order: OrderView }
  | { kind: 'conflict' }
  | { kind: 'inProgress' }
  | { kind: 'couponUsed' };

export function createOrderRepository(db: Kysely<DB>) {
  // An order's transaction, committed with the others asked for at the same moment (SQLite).
  const transaction = sharedGroupCommit(db);
  // The statements every order runs, compiled once per shape (see db/compiled.ts).
  const selectKey = compiledStatement((rows: readonly [{ site_id: string; key: string }]) =>
    db.selectFrom('idempotency_keys').select(['request_hash', 'response']).where('site_id', '=', rows[0].site_id).where('key', '=', rows[0].key),
  );
  const insertOrder = compiledStatement((rows: readonly Insertable<DB['orders']>[]) => db.insertInto('orders').values([...rows]));
  const insertItems = compiledStatement((rows: readonly Insertable<OrderItemsTable>[]) => db.insertInto('order_items').values([...rows]));
  const insertHistory = compiledStatement((rows: readonly Insertable<OrderStatusHistoryTable>[]) => db.insertInto('order_status_history').values([...rows]));
  const insertNameWords = compiledStatement((rows: readonly Insertable<DB['order_name_words']>[]) => db.insertInto('order_name_words').values([...rows]));
  const claimKey = compiledStatement((rows: readonly Insertable<DB['idempotency_keys']>[]) =>
    db
      .insertInto('idempotency_keys')
      .values([...rows])
      .onConflict((conflict) => conflict.columns(['site_id', 'key']).doNothing())
      .returning('key'),
  );

  /**
   * Uses one of the shopper's received coupons on this order (at most as many uses as receipts).
   * A phone's uses count on the claim that first used it: another shopper's claim (a cleared
   * cookie) is refused with it, and the unique (coupon, phone) index stops two at once.
   */
  async function redeem(trx: Kysely<DB>, coupon: NonNullable<NewOrderRecord['coupon']>, orderNo: string, at: string): Promise<void> {
    const usedByPhone = await trx
      .selectFrom('coupon_claims')
      .select('coupon_id')
      .where('coupon_id', '=', coupon.couponId)
      .where('redeemed_phone', '=', coupon.phone)
      .where('shopper_id', '!=', coupon.shopperId)
      .executeTakeFirst();
    if (usedByPhone) throw new CouponTaken();
    let updated: bigint;
    try {
      const result = await trx
        .updateTable('coupon_claims')
        .set((eb) => ({ order_no: orderNo, redeemed_phone: eb.fn.coalesce('redeemed_phone', eb.val(coupon.phone)), redeemed_at: at, used_count: eb('used_count', '+', 1) }))
        .where('coupon_id', '=', coupon.couponId)
        .where('shopper_id', '=', coupon.shopperId)
        .where((eb) => eb('used_count', '<', eb.ref('received_count')))
        .executeTakeFirst();
      updated = result.numUpdatedRows;
    } catch (error) {
      // Two shoppers' claims redeemed by one phone at once: the unique index stops the second.
      if (isUniqueViolation(error)) throw new CouponTaken();
      throw error;
    }
    if (updated === 0n) throw new CouponTaken();
  }

  async function findKey(siteId: string, key: string) {
    const [row] = await selectKey<{ request_hash: string; response: string | null }>(db, [{ site_id: siteId, key }]);
    return row;
  }

  function answerFor(existing: { request_hash: string; response: string | null }, requestHash: string): IdempotentResult {
    if (existing.request_hash !== requestHash) return { kind: 'conflict' };
    if (existing.response === null) return { kind: 'inProgress' };
    return { kind: 'replay', order: JSON.parse(existing.response) as OrderView };
  }

  /**
   * On PostgreSQL, serialises the orders that count one another: a transaction-scoped advisory
   * lock per phone, per client address (the velocity limits) and per delivery address (the risk's
   * other names), taken in one order so two orders cannot wait on each other. The second of two
   * orders at once waits for the first to commit, and its counts (each statement a new snapshot
   * under read committed) then see it. SQLite's writes already queue.
   */
  async function lockCounted(trx: Tx, siteId: string, keys: { phone: string; clientIp: string | null; address: string | null }): Promise<void> {
    if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
    const lockKeys = [
      `orders:${siteId}:phone:${keys.phone}`,
      ...(keys.clientIp ? [`orders:${siteId}:ip:${keys.clientIp}`] : []),
      ...(keys.address ? [`orders:${siteId}:address:${keys.address}`] : []),
    ].sort();
    // One round trip for all: unnest yields the keys in the array's (sorted) order, and each lock
    // is taken as its row is read.
    await sql`select count(pg_advisory_xact_lock(hashtext(k))) from unnest(${lockKeys}::text[]) as k`.execute(trx);
  }

  // The velocity limits' two counts, prepared once (db/compiled.ts).
  const ordersByPhoneSince = preparedQuery((query: { siteId: string; phone: string; since: string }) =>
    db.selectFrom('orders').select((eb) => eb.fn.countAll<string | number>().as('count')).where('site_id', '=', query.siteId).where('recipient_phone', '=', query.phone).where('created_at', '>=', query.since),
  );
  const ordersByClientSince = preparedQuery((query: { siteId: string; ip: string; since: string }) =>
    db.selectFrom('orders').select((eb) => eb.fn.countAll<string | number>().as('count')).where('site_id', '=', query.siteId).where('client_ip', '=', query.ip).where('created_at', '>=', query.since),
  );

  /** Counts the orders the phone and the address placed in their windows, inside the order's own transaction (locked first). */
  async function keepLimits(trx: Tx, siteId: string, phone: string, limits: OrderVelocityCheck): Promise<void> {
    type Count = { count: string | number };
    if (limits.phone) {
      const [row] = await ordersByPhoneSince<Count>(trx, { siteId, phone, since: limits.phone.since });
      if (Number(row?.count ?? 0) >= limits.phone.max) throw new LimitReached('phone');
    }
    if (limits.address) {
      const [row] = await ordersByClientSince<Count>(trx, { siteId, ip: limits.address.ip, since: limits.address.since });
      if (Number(row?.count ?? 0) >= limits.address.max) throw new LimitReached('address');
    }
  }

  return {
    /** What an idempotency key already answered, if it was used before. */
    async checkKey(siteId: string, key: string, requestHash: string): Promise<IdempotentResult | undefined> {
      const existing = await findKey(siteId, key);
      return existing && answerFor(existing, requestHash);
    },

    /**
     * Stores the order and claims its idempotency key in one transaction. The key row (with the
     * response in it) is written last: a concurrent request with the same key waits on that row
     * in PostgreSQL (or queues behind the whole transaction on SQLite's single connection), finds
     * it taken, rolls its own order back and answers with the first one. So however many retries
     * race, one order is written and all of them get its answer. `judge` reads what the order is
     * judged on (its risk) in the same transaction, after the locks, and gives the columns it
     * sets: two orders at once each count the other.
     */
    async placeIdempotent(
      siteId: string,
      key: string,
      requestHash: string,
      record: NewOrderRecord,
      productTitle: string,
      limits?: OrderVelocityCheck,
      judge?: (trx: Tx) => Promise<OrderJudgement>,
    ): Promise<IdempotentResult> {
      let view: OrderView | undefined;
      try {
        await transaction(async (trx) => {
          if (limits || judge) await lockCounted(trx, siteId, { phone: record.order.recipient_phone, clientIp: limits?.address?.ip ?? null, address: judge ? record.order.recipient_address : null });
          if (limits) await keepLimits(trx, siteId, record.order.recipient_phone, limits);
          const order = judge ? { ...record.order, ...(await judge(trx)) } : record.order;
          view = toOrderView(order, productTitle, record.items, record.history, { now: new Date(order.created_at) });
          await insertOrder(trx, [order]);
          await insertItems(trx, record.items);
          await insertHistory(trx, record.history);
          const words = nameWordRows(record.order);
          if (words.length > 0) await insertNameWords(trx, words);
          if (record.coupon) await redeem(trx, record.coupon, record.order.order_no, record.order.created_at);
          const claimed = await claimKey(trx, [
            { site_id: siteId, key, request_hash: requestHash, order_no: record.order.order_no, response: JSON.stringify(view), created_at: record.order.created_at },
          ]);
          if (claimed.length === 0) throw new KeyTaken();
        });
        return { kind: 'created', order: view! };
      } catch (error) {
        if (error instanceof CouponTaken) return { kind: 'couponUsed' };
        if (error instanceof LimitReached) return { kind: 'limited', by: error.by };
        if (!(error instanceof KeyTaken)) throw error;
        const existing = await findKey(siteId, key);
        if (!existing) throw new Error(`idempotency key ${key} vanished`);
        return answerFor(existing, requestHash);
      }
    },

    async findView(
      siteId: string,
      orderNo: string,
      payment: (orderNo: string) => Promise<OrderPaymentView | null> = async () => null,
      now: Date = new Date(),
    ): Promise<{ view: OrderView; phone: string; zoneId: number } | undefined> {
      const order = await db
        .selectFrom('orders')
        .innerJoin('products', 'products.id', 'orders.product_id')
        .selectAll('orders')
        .select('products.title as product_title')
        .where('orders.order_no', '=', orderNo)
        .where('orders.site_id', '=', siteId)
        .executeTakeFirst();
      if (!order) return undefined;
      const [items, history, returns] = await Promise.all([
        db.selectFrom('order_items').selectAll().where('order_no', '=', orderNo).orderBy('line_no').execute(),
        db.selectFrom('order_status_history').selectAll().where('order_no', '=', orderNo).orderBy('seq').execute(),
        db.selectFrom('return_requests').select(['id', 'created_at', 'reason', 'status', 'reply']).where('order_no', '=', orderNo).orderBy('created_at').execute(),
      ]);
      const view = toOrderView(order, order.product_title, items, history, { payment: await payment(orderNo), returns, now });
      return { view, phone: order.recipient_phone, zoneId: order.zone_id };
    },

    /** Forgets idempotency keys older than `before` (ISO time); their orders stay. */
    async forgetKeysBefore(before: string): Promise<number> {
      const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The order as its lifecycle machine sees it. */
    async lifecycleState(orderNo: string, trx: Tx = db): Promise<LifecycleState | undefined> {
      const order = await trx
        .selectFrom('orders')
        .select(['status', 'payment_status', 'payment_method', 'delivered_at', 'out_for_delivery_at', 'carrier', 'tracking_no', 'version', 'held_for'])
        .where('order_no', '=', orderNo)
        .executeTakeFirst();
      return (
        order && {
          status: order.status,
          paymentStatus: order.payment_status,
          paymentMethod: order.payment_method,
          deliveredAt: order.delivered_at,
          outForDeliveryAt: order.out_for_delivery_at,
          carrier: order.carrier,
          trackingNo: order.tracking_no,
          version: Number(order.version),
          heldFor: order.held_for,
        }
      );
    },

    /** Releases an order's hold (a call confirmed it): false when it was not held (or no longer). */
    async releaseHold(orderNo: string, heldFor: string, at: string, trx: Tx = db): Promise<boolean> {
      const written = await trx.updateTable('orders').set({ held_for: null, updated_at: at }).where('order_no', '=', orderNo).where('held_for', '=', heldFor).executeTakeFirst();
      return written.numUpdatedRows > 0n;
    },

    /**
     * Writes a lifecycle move decided on the order as read (`from`), with a history row naming its
     * cause. Compare and set: written only if the order is still as read; false when another
     * change came first (nothing is written then). Every move bumps the order's version; `actor`
     * (an operator's email) is written with the history row.
     */
    async transition(orderNo: string, from: LifecycleState, move: LifecycleMove, at: string, trx: Tx = db, actor: string | null = null): Promise<boolean> {
      let update = trx
        .updateTable('orders')
        .set({
          status: move.status,
          payment_status: move.paymentStatus,
          carrier: move.carrier,
          tracking_no: move.trackingNo,
          delivered_at: move.deliveredAt,
          out_for_delivery_at: move.outForDeliveryAt,
          ...(move.paidInFull ? { paid_amount: (eb) => eb.ref('total') } : {}),
          version: (eb) => eb('version', '+', 1),
          updated_at: at,
        })
        .where('order_no', '=', orderNo)
        .where('status', '=', from.status)
        .where('payment_status', '=', from.paymentStatus);
      update = from.deliveredAt === null ? update.where('delivered_at', 'is', null) : update.where('delivered_at', '=', from.deliveredAt);
      const outForDeliveryAt = from.outForDeliveryAt ?? null;
      update = outForDeliveryAt === null ? update.where('out_for_delivery_at', 'is', null) : update.where('out_for_delivery_at', '=', outForDeliveryAt);
      if (from.version !== undefined) update = update.where('version', '=', from.version);
      const written = await update.executeTakeFirst();
      if (written.numUpdatedRows === 0n) return false;
      const last = await trx
        .selectFrom('order_status_history')
        .select((eb) => eb.fn.max<number>('seq').as('seq'))
        .where('order_no', '=', orderNo)
        .executeTakeFirst();
      await trx
        .insertInto('order_status_history')
        .values({
          order_no: orderNo,
          seq: Number(last?.seq ?? 0) + 1,
          status: move.status,
          payment_status: move.paymentStatus,
          cause: move.cause,
          created_at: at,
          detail: move.detail ? JSON.stringify(move.detail) : null,
          actor,
        })
        .execute();
      return true;
    },

    /** An order as the shop reads it (the operator's CLI): its row and its whole history, oldest first. */
    async record(orderNo: string): Promise<OrderRecord | undefined> {
      const order = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
      if (!order) return undefined;
      const history = await db.selectFrom('order_status_history').selectAll().where('order_no', '=', orderNo).orderBy('seq').execute();
      return {
        orderNo: order.order_no,
        status: order.status as OrderStatus,
        paymentStatus: order.payment_status as PaymentStatus,
        paymentMethod: order.payment_method as PaymentMethod,
        total: order.total,
        currency: order.currency,
        carrier: order.carrier,
        trackingNo: order.tracking_no,
        deliveredAt: order.delivered_at,
        history: history.map((entry) => ({ at: entry.created_at, cause: entry.cause, status: entry.status as OrderStatus, paymentStatus: entry.payment_status as PaymentStatus, detail: entry.detail })),
      };
    },

    /** Runs `work` in one transaction (a lifecycle move and what goes with it). */
    transaction<T>(work: (trx: Tx) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },

    async count(siteId?: string): Promise<number> {
      let query = db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'));
      if (siteId) query = query.where('site_id', '=', siteId);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
