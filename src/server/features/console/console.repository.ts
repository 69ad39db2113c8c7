import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import type { DB, OrdersTable } from '../../db/schema';
import type { AdminOrdersQuery, CallOutcome } from '../../../domain/contracts/admin-orders';
import type { SearchTerms } from '../../../domain/order-search';
import type { OrderPaymentView } from '../../../domain/order';
import { toOrderView } from '../orders/orders.repository';
import { RISK_FLAG_SCORE } from '../../../domain/risk';

/** The list's filters as the repository takes them: the query's, with the search already read. */
export type OrderFilters = Omit<AdminOrdersQuery, 'q' | 'cursor' | 'limit'> & { search?: SearchTerms; orderNos?: readonly string[] };

/** Call outcomes that settle whether a cash-on-delivery order goes out: it needs no more calls. */
export const SETTLING_OUTCOMES: readonly CallOutcome[] = ['confirmed', 'refused', 'wrongNumber'];

/** Where a page ends: the last order's time and number (newest first, the number breaks ties). */
export interface Keyset {
  createdAt: string;
  orderNo: string;
}

export type OrderRow = Selectable<OrdersTable>;

/** A day (YYYY-MM-DD) as the first instant of it, or of the day after (`to` counts whole). */
function bound(value: string, end: boolean): string {
  if (value.includes('T')) return value;
  if (!end) return `${value}T00:00:00.000Z`;
  const next = new Date(Date.parse(`${value}T00:00:00.000Z`) + 86_400_000);
  return next.toISOString();
}

/**
 * The LIKE pattern a name search takes (its wildcards dropped: both engines read them alike then):
 * a name containing the text, or, for a text under three characters (which no trigram index can
 * look up), a name starting with it (an index on PostgreSQL reads that; migration 0016).
 */
export function namePattern(text: string): string {
  const plain = text.toLowerCase().replace(/[\\%_]/g, '');
  return [...plain].length < 3 ? `${plain}%` : `%${plain}%`;
}

/** Up to how many matching orders are counted exactly; past that PostgreSQL's planner estimates. */
export const EXACT_COUNT_LIMIT = 10_000;

export function createConsoleRepository(db: Kysely<DB>) {
  function filtered(filters: OrderFilters) {
    let query = db.selectFrom('orders');
    if (filters.status) query = query.where('status', '=', filters.status);
    if (filters.paymentStatus) query = query.where('payment_status', '=', filters.paymentStatus);
    if (filters.siteId) query = query.where('site_id', '=', filters.siteId);
    if (filters.deliveryMethod) query = query.where('delivery_method', '=', filters.deliveryMethod);
    if (filters.paymentMethod) query = query.where('payment_method', '=', filters.paymentMethod);
    if (filters.from) query = query.where('created_at', '>=', bound(filters.from, false));
    if (filters.to) query = query.where('created_at', '<', bound(filters.to, true));
    if (filters.orderNos) query = query.where('order_no', 'in', filters.orderNos.length > 0 ? [...filters.orderNos] : ['']);
    if (filters.needsCall === 'true') {
      query = query
        .where('orders.status', '=', 'PENDING_DELIVER')
        .where('orders.payment_method', '=', 'cod')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('order_calls').select('order_calls.id').whereRef('order_calls.order_no', '=', 'orders.order_no').where('order_calls.outcome', 'in', [...SETTLING_OUTCOMES]))));
    }
    if (filters.risk === 'flagged') query = query.where('risk_score', '>=', RISK_FLAG_SCORE);
    const search = filters.search;
    if (search) {
      query = query.where((eb) =>
        eb.or([
          eb('order_no', '=', search.orderNo),
          eb('tracking_no', 'in', search.tracking),
          ...search.phones.map((candidate) => eb.and([eb('recipient_phone_e164', '=', candidate.phone), eb('zone_id', '=', candidate.zoneId)])),
          ...(search.name ? [eb(eb.fn('lower', ['recipient_name']), 'like', namePattern(search.name))] : []),
        ]),
      );
    }
    return query;
  }

  function page(filters: OrderFilters, limit: number, after?: Keyset) {
    let query = filtered(filters).selectAll();
    if (after) {
      query = query.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('order_no', '<', after.orderNo)])]));
    }
    return query.orderBy('created_at', 'desc').orderBy('order_no', 'desc').limit(limit);
  }

  /** How many match, counting no further than `limit` + 1. */
  const capped = (filters: OrderFilters, limit: number) =>
    db.selectFrom(filtered(filters).select('order_no').limit(limit + 1).as('matching')).select((eb) => eb.fn.countAll<number>().as('n'));

  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    /** A page of orders, newest first, after `after` (keyset: no offset, so page 1000 costs what page 1 does). */
    async list(filters: OrderFilters, limit: number, after?: Keyset): Promise<OrderRow[]> {
      return page(filters, limit, after).execute();
    },

    /**
     * How many orders match: exact up to `limit` (counting stops there, so a broad filter costs
     * what a narrow one does), past it PostgreSQL's planner's estimate (from its statistics, no
     * scan) flagged as not exact. SQLite has no estimate: it counts them all.
     */
    async count(filters: OrderFilters, limit = EXACT_COUNT_LIMIT): Promise<{ total: number; exact: boolean }> {
      const n = Number((await capped(filters, limit).executeTakeFirstOrThrow()).n);
      if (n <= limit) return { total: n, exact: true };
      if (!isPostgres) {
        const all = await filtered(filters).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        return { total: Number(all.n), exact: true };
      }
      const [plan] = await filtered(filters).select('order_no').explain<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>('json');
      const estimate = Math.round(Number(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0));
      return { total: Math.max(estimate, n), exact: false };
    },

    /** How PostgreSQL runs a page of the list and its count (EXPLAIN ANALYZE lines; none on SQLite): for `npm run bench:console`. */
    async plans(filters: OrderFilters, limit: number): Promise<{ list: string[]; count: string[] }> {
      if (!isPostgres) return { list: [], count: [] };
      const lines = (rows: Record<string, unknown>[]) => rows.map((row) => String(row['QUERY PLAN']));
      return { list: lines(await page(filters, limit).explain(undefined, sql`analyze`)), count: lines(await capped(filters, EXACT_COUNT_LIMIT).explain(undefined, sql`analyze`)) };
    },

    /** One order as the console shows it: the shopper's view of it, its site, version and history with who moved it. */
    async order(orderNo: string, payment: (orderNo: string) => Promise<OrderPaymentView | null>, now: Date) {
      const order = await db
        .selectFrom('orders')
        .innerJoin('products', 'products.id', 'orders.product_id')
        .selectAll('orders')
        .select('products.title as product_title')
        .where('orders.order_no', '=', orderNo)
        .executeTakeFirst();
      if (!order) return undefined;
      const [items, history, returns, calls] = await Promise.all([
        db.selectFrom('order_items').selectAll().where('order_no', '=', orderNo).orderBy('line_no').execute(),
        db.selectFrom('order_status_history').selectAll().where('order_no', '=', orderNo).orderBy('seq').execute(),
        db.selectFrom('return_requests').select(['id', 'created_at', 'reason', 'status', 'reply']).where('order_no', '=', orderNo).orderBy('created_at').execute(),
        db.selectFrom('order_calls').selectAll().where('order_no', '=', orderNo).orderBy('created_at').orderBy('id').execute(),
      ]);
      const view = toOrderView(order, order.product_title, items, history, { payment: await payment(orderNo), returns, now });
      return { view, row: order, history, calls };
    },

    async addCall(call: { id: string; orderNo: string; outcome: CallOutcome | null; note: string | null; operatorId: string | null; operatorEmail: string; at: string }, trx: Kysely<DB> = db): Promise<void> {
      await trx
        .insertInto('order_calls')
        .values({ id: call.id, order_no: call.orderNo, outcome: call.outcome, note: call.note, operator_id: call.operatorId, operator_email: call.operatorEmail, created_at: call.at })
        .execute();
    },

    /** The lines of these orders (the CSV's items column). */
    async items(orderNos: readonly string[]): Promise<Map<string, { name: string; quantity: number }[]>> {
      const lines = new Map<string, { name: string; quantity: number }[]>();
      if (orderNos.length === 0) return lines;
      const rows = await db.selectFrom('order_items').select(['order_no', 'name', 'quantity']).where('order_no', 'in', [...orderNos]).orderBy('order_no').orderBy('line_no').execute();
      for (const row of rows) lines.set(row.order_no, [...(lines.get(row.order_no) ?? []), { name: row.name, quantity: Number(row.quantity) }]);
      return lines;
    },

    async exists(orderNo: string): Promise<boolean> {
      return (await db.selectFrom('orders').select('order_no').where('order_no', '=', orderNo).executeTakeFirst()) !== undefined;
    },
  };
}

export type ConsoleRepository = ReturnType<typeof createConsoleRepository>;
