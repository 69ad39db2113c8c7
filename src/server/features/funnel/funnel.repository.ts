import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FunnelEdgeCount } from '../../../domain/funnel';

export interface FunnelCounts {
  sessions: number;
  states: Record<string, number>;
  transitions: FunnelEdgeCount[];
}

/** The checkout funnel's counts per site and day (migration 0017): added to, and read over a period. */
export function createFunnelRepository(db: Kysely<DB>) {
  return {
    /** Adds one report to the site's day; concurrent reports add up (an upsert, on both engines). */
    async add(siteId: string, day: string, report: { first: boolean; states: readonly string[]; transitions: readonly FunnelEdgeCount[] }): Promise<void> {
      const rows = [
        ...(report.first ? [{ kind: 'session', state: '', event: '', target: '', count: 1 }] : []),
        ...[...new Set(report.states)].map((state) => ({ kind: 'state', state, event: '', target: '', count: 1 })),
        ...report.transitions.map(({ source, event, target, count }) => ({ kind: 'transition', state: source, event, target, count })),
      ];
      // One report may name a transition twice: one row each, summed first (an upsert takes a key once).
      const summed = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        const key = [row.kind, row.state, row.event, row.target].join('\n');
        const known = summed.get(key);
        summed.set(key, known ? { ...known, count: known.count + row.count } : row);
      }
      if (summed.size === 0) return;
      await db
        .insertInto('checkout_funnel')
        .values([...summed.values()].map((row) => ({ site_id: siteId, day, ...row })))
        .onConflict((conflict) =>
          conflict.columns(['site_id', 'day', 'kind', 'state', 'event', 'target']).doUpdateSet({ count: (eb) => eb('checkout_funnel.count', '+', eb.ref('excluded.count')) }),
        )
        .execute();
    },

    /** The counts of a site's days from `from` to `to` (YYYY-MM-DD, both included). */
    async period(siteId: string, from: string, to: string): Promise<FunnelCounts> {
      const rows = await db
        .selectFrom('checkout_funnel')
        .select(['kind', 'state', 'event', 'target', sql<string | number>`sum(count)`.as('total')])
        .where('site_id', '=', siteId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy(['kind', 'state', 'event', 'target'])
        .orderBy('kind')
        .orderBy('state')
        .orderBy('event')
        .orderBy('target')
        .execute();
      const counts: FunnelCounts = { sessions: 0, states: {}, transitions: [] };
      for (const row of rows) {
        const total = Number(row.total);
        if (row.kind === 'session') counts.sessions += total;
        else if (row.kind === 'state') counts.states[row.state] = total;
        else counts.transitions.push({ source: row.state, event: row.event, target: row.target, count: total });
      }
      return counts;
    },
  };
}

export type FunnelRepository = ReturnType<typeof createFunnelRepository>;
