import { PostgresAdapter, sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DB, OrdersTable } from '../../db/schema';
import type { AdminOrdersQuery, CallOutcome } from '../../../domain/contracts/admin-orders';
import type { SearchTerms } from '../../../domain/order-search';
import { nameSearchKey } from '../../../domain/name-search';
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
 * The LIKE pattern of a name search: the start of a word (src/domain/name-search.ts), its
 * wildcards dropped (both engines read the rest alike then). Null when nothing is left.
 */
export function wordPattern(text: string): string | null {
  const key = nameSearchKey(text)?.replace(/[\\%_]/g, '');
  return key ? `${key}%` : null;
}

/** Searches this short start words of most names (thousands of orders each): they have indexes of their own (migration 0023). */
const SHORT_START = 2;

/**
 * The words a pattern finds. A start of one or two characters is read as the words' first
 * characters, whose index (with the time) walks the matches newest first and stops at the page;
 * a longer one by LIKE, from the words' index alone.
 */
function wordMatch(pattern: string) {
  const key = pattern.slice(0, -1);
  const length = [...key].length;
  return length <= SHORT_START ? sql<SqlBool>`substr(word, 1, ${sql.lit(length)}) = ${key}` : sql<SqlBool>`word like ${pattern}`;
}

/** Up to how many matching orders are counted exactly; past that PostgreSQL's planner estimates. */
export const EXACT_COUNT_LIMIT = 10_000;

type OrdersEb = ExpressionBuilder<DB, 'orders'>;
type Condition = (eb: OrdersEb) => Expression<SqlBool>;

/** The list's filters but the search, each a condition on the orders. */
function filterConditions(filters: OrderFilters): Condition[] {
  const conditions: Condition[] = [];
  const add = (condition: Condition) => conditions.push(condition);
  if (filters.status) add((eb) => eb('orders.status', '=', filters.status!));
  if (filters.paymentStatus) add((eb) => eb('orders.payment_status', '=', filters.paymentStatus!));
  if (filters.siteId) add((eb) => eb('orders.site_id', '=', filters.siteId!));
  if (filters.deliveryMethod) add((eb) => eb('orders.delivery_method', '=', filters.deliveryMethod!));
  if (filters.paymentMethod) add((eb) => eb('orders.payment_method', '=', filters.paymentMethod!));
  if (filters.from) add((eb) => eb('orders.created_at', '>=', bound(filters.from!, false)));
  if (filters.to) add((eb) => eb('orders.created_at', '<', bound(filters.to!, true)));
  if (filters.orderNos) add((eb) => eb('orders.order_no', 'in', filters.orderNos!.length > 0 ? [...filters.orderNos!] : ['']));
  if (filters.needsCall === 'true') {
    add((eb) =>
      eb.and([
        eb('orders.status', '=', 'PENDING_DELIVER'),
        eb('orders.payment_method', '=', 'cod'),
        eb.not(eb.exists(eb.selectFrom('order_calls').select('order_calls.id').whereRef('order_calls.order_no', '=', 'orders.order_no').where('order_calls.outcome', 'in', [...SETTLING_OUTCOMES]))),
      ]),
    );
  }
  if (filters.risk === 'flagged') add((eb) => eb('orders.risk_score', '>=', RISK_FLAG_SCORE));
  return conditions;
}

/** Before a keyset, newest first (the columns of the one table the query reads). */
const beforeKeyset = (after: Keyset) => sql<SqlBool>`(created_at < ${after.createdAt} or (created_at = ${after.createdAt} and order_no < ${after.orderNo}))`;

export function createConsoleRepository(db: Kysely<DB>) {
  /** Orders by the filters and a search by number, tracking or phone (a name search goes by `nameMatches`). */
  function filtered(filters: OrderFilters) {
    const conditions = filterConditions(filters);
    let query = db.selectFrom('orders');
    if (conditions.length > 0) query = query.where((eb) => eb.and(conditions.map((condition) => condition(eb))));
    const search = filters.search;
    if (search) {
      query = query.where((eb) =>
        eb.or([
          eb('order_no', '=', search.orderNo),
          eb('tracking_no', 'in', search.tracking),
          ...search.phones.map((candidate) => eb.and([eb('recipient_phone_e164', '=', candidate.phone), eb('zone_id', '=', candidate.zoneId)])),
        ]),
      );
    }
    return query;
  }

  /**
   * The orders a name search finds (their number and time): a word of the name starting with the
   * text, read from the words' index alone, or the text as the order's number or tracking number.
   */
  function nameMatches(search: SearchTerms, pattern: string, after?: Keyset, limit?: number) {
    let words = db.selectFrom('order_name_words').select(['order_no', 'created_at']).where(wordMatch(pattern));
    let numbers = db
      .selectFrom('orders')
      .select(['order_no', 'created_at'])
      .where((eb) => eb.or([eb('order_no', '=', search.orderNo), eb('tracking_no', 'in', search.tracking)]));
    if (after) {
      words = words.where(beforeKeyset(after));
      numbers = numbers.where(beforeKeyset(after));
    }
    // UNION: an order found by two of its words (or by its number too) once.
    const all = words.union(numbers);
    if (limit === undefined) return all;
    // A page: the newest `limit` orders of the words (an order's words are next to each other in the index's order).
    const newest = words.groupBy(['created_at', 'order_no']).orderBy('created_at', 'desc').orderBy('order_no', 'desc').limit(limit);
    // (The same columns: typed as the whole union.)
    return db.selectFrom(newest.as('w')).select(['w.order_no', 'w.created_at']).union(numbers) as unknown as typeof all;
  }

  /** A name search, read as its pattern (null: not a name search). */
  const namePatternOf = (filters: OrderFilters) => (filters.search?.name ? wordPattern(filters.search.name) : null);

  /**
   * A name search's orders with the other filters: the matches joined to their orders. Without
   * other filters every match is shown, so the matches are cut to the page before the join
   * (`limit`) and only the page's orders are read.
   */
  function byName(filters: OrderFilters, pattern: string, after?: Keyset, limit?: number) {
    const conditions = filterConditions(filters);
    const paged = conditions.length === 0 && limit !== undefined;
    let matches = nameMatches(filters.search!, pattern, after, paged ? limit : undefined);
    if (paged) matches = matches.orderBy('created_at', 'desc').orderBy('order_no', 'desc').limit(limit);
    let query = db.selectFrom(matches.as('m')).innerJoin('orders', 'orders.order_no', 'm.order_no');
    if (conditions.length > 0) query = query.where((eb) => eb.and(conditions.map((condition) => condition(eb as unknown as OrdersEb))));
    return { query, filtered: conditions.length > 0, matches };
  }

  function page(filters: OrderFilters, limit: number, after?: Keyset) {
    const pattern = namePatternOf(filters);
    if (pattern) {
      return byName(filters, pattern, after, limit).query.selectAll('orders').orderBy('m.created_at', 'desc').orderBy('m.order_no', 'desc').limit(limit);
    }
    let query = filtered(filters).selectAll();
    if (after) query = query.where(beforeKeyset(after));
    return query.orderBy('created_at', 'desc').orderBy('order_no', 'desc').limit(limit);
  }

  /** Every matching order's number (no order, no limit): what is counted. */
  function numbers(filters: OrderFilters): SelectQueryBuilder<DB, 'orders', { order_no: string }> {
    const pattern = namePatternOf(filters);
    if (!pattern) return filtered(filters).select('orders.order_no');
    const { query, filtered: narrowed, matches } = byName(filters, pattern);
    // Without other filters the matches are counted from the words' index alone, never joined.
    const found = narrowed ? query.select('orders.order_no') : db.selectFrom(matches.as('m')).select('m.order_no');
    // (The same columns from other tables: typed as the orders' query the callers take.)
    return found as unknown as SelectQueryBuilder<DB, 'orders', { order_no: string }>;
  }

  /** How many match, counting no further than `limit` + 1. */
  const capped = (filters: OrderFilters, limit: number) =>
    db.selectFrom(numbers(filters).limit(limit + 1).as('matching')).select((eb) => eb.fn.countAll<number>().as('n'));

  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /** A name search's words counted up to `limit` + 1 (from the words' index alone): how many words, and of how many orders. */
  const wordCount = (pattern: string, limit: number) =>
    db
      .selectFrom(db.selectFrom('order_name_words').select('order_no').where('word', 'like', pattern).limit(limit + 1).as('w'))
      .select((eb) => [eb.fn.countAll<number>().as('words'), eb.fn.count<number>('w.order_no').distinct().as('orders')]);

  /**
   * How many orders a name search without other filters finds, counting no further than `limit`
   * + 1 words: the orders of those words, and those found by number or tracking number only.
   */
  async function nameCount(search: SearchTerms, pattern: string, limit: number): Promise<{ n: number; more: boolean }> {
    const found = await wordCount(pattern, limit).executeTakeFirstOrThrow();
    const others = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('order_no', '=', search.orderNo), eb('tracking_no', 'in', search.tracking)]))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('order_name_words').select('order_name_words.order_no').whereRef('order_name_words.order_no', '=', 'orders.order_no').where('word', 'like', pattern))))
      .executeTakeFirstOrThrow();
    return { n: Number(found.orders) + Number(others.n), more: Number(found.words) > limit };
  }

  /** The pattern of a name search without other filters (counted from its words), or null. */
  const plainName = (filters: OrderFilters) => (filterConditions(filters).length === 0 ? namePatternOf(filters) : null);

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
      const pattern = plainName(filters);
      const { n, more } = pattern ? await nameCount(filters.search!, pattern, limit) : { n: Number((await capped(filters, limit).executeTakeFirstOrThrow()).n), more: false };
      if (n <= limit && !more) return { total: n, exact: true };
      if (!isPostgres) {
        const all = await db.selectFrom(numbers(filters).as('matching')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        return { total: Number(all.n), exact: true };
      }
      const [plan] = await numbers(filters).explain<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>('json');
      const estimate = Math.round(Number(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0));
      return { total: Math.max(estimate, n), exact: false };
    },

    /** How PostgreSQL runs a page of the list and its count (EXPLAIN ANALYZE lines; none on SQLite): for `npm run bench:console`. */
    async plans(filters: OrderFilters, limit: number): Promise<{ list: string[]; count: string[] }> {
      if (!isPostgres) return { list: [], count: [] };
      const lines = (rows: Record<string, unknown>[]) => rows.map((row) => String(row['QUERY PLAN']));
      return { list: lines(await page(filters, limit).explain(undefined, sql`analyze`)), count: lines(await (plainName(filters) ? wordCount(plainName(filters)!, EXACT_COUNT_LIMIT) : capped(filters, EXACT_COUNT_LIMIT)).explain(undefined, sql`analyze`)) };
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
