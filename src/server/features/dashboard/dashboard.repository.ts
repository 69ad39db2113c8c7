import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The lifecycle causes the dashboard counts (order_status_history.cause). */
export const COUNTED_CAUSES = ['order.placed', 'order.dispatch', 'order.outForDelivery', 'order.deliver', 'order.refuse', 'order.cancel'] as const;
export type CountedCause = (typeof COUNTED_CAUSES)[number];

/** One group of the lifecycle history: a day, a cause, a zone and a courier, with how many and the cash. */
export interface HistoryGroup {
  day: string;
  cause: CountedCause | 'call.confirmed';
  zoneId: number;
  carrier: string | null;
  orders: number;
  /** Cash on delivery collected by the moves (delivered COD orders' totals), minor units. */
  cash: number;
}

const start = (day: string) => `${day}T00:00:00.000Z`;
const after = (day: string) => new Date(Date.parse(start(day)) + 86_400_000).toISOString();

/**
 * The dashboard's figures, read from the orders' lifecycle history (the rows the order pages
 * show) and the calls that confirmed them: one grouped scan of the period each.
 */
export function createDashboardRepository(db: Kysely<DB>) {
  return {
    async groups(siteId: string, from: string, to: string): Promise<HistoryGroup[]> {
      const moves = await db
        .selectFrom('order_status_history as h')
        .innerJoin('orders as o', 'o.order_no', 'h.order_no')
        .select([
          sql<string>`substr(h.created_at, 1, 10)`.as('day'),
          'h.cause',
          'o.zone_id',
          'o.carrier',
          sql<string | number>`count(*)`.as('orders'),
          sql<string | number>`sum(case when h.cause = 'order.deliver' and o.payment_method = 'cod' then o.total else 0 end)`.as('cash'),
        ])
        .where('o.site_id', '=', siteId)
        .where('h.created_at', '>=', start(from))
        .where('h.created_at', '<', after(to))
        .where('h.cause', 'in', [...COUNTED_CAUSES])
        .groupBy([sql`substr(h.created_at, 1, 10)`, 'h.cause', 'o.zone_id', 'o.carrier'])
        .execute();
      // An order counts as confirmed on the day of its first call that confirmed it.
      const firstConfirmations = db
        .selectFrom('order_calls')
        .select(['order_no', (eb) => eb.fn.min('created_at').as('at')])
        .where('outcome', '=', 'confirmed')
        .groupBy('order_no')
        .as('c');
      const confirmed = await db
        .selectFrom(firstConfirmations)
        .innerJoin('orders as o', 'o.order_no', 'c.order_no')
        .select([sql<string>`substr(c.at, 1, 10)`.as('day'), 'o.zone_id', 'o.carrier', sql<string | number>`count(*)`.as('orders')])
        .where('o.site_id', '=', siteId)
        .where('c.at', '>=', start(from))
        .where('c.at', '<', after(to))
        .groupBy([sql`substr(c.at, 1, 10)`, 'o.zone_id', 'o.carrier'])
        .execute();
      return [
        ...moves.map((row) => ({ day: row.day, cause: row.cause as CountedCause, zoneId: Number(row.zone_id), carrier: row.carrier, orders: Number(row.orders), cash: Number(row.cash) })),
        ...confirmed.map((row) => ({ day: row.day, cause: 'call.confirmed' as const, zoneId: Number(row.zone_id), carrier: row.carrier, orders: Number(row.orders), cash: 0 })),
      ];
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
