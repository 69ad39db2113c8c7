import type { DashboardView, Figures, PeriodQuery } from '../../../domain/contracts/admin-dashboard';
import { requireZone } from '../../../domain/zones';
import type { FunnelService } from '../funnel/funnel.service';
import type { SiteService } from '../sites/sites.service';
import type { DashboardRepository, HistoryGroup } from './dashboard.repository';

const FIGURE_OF: Record<HistoryGroup['cause'], keyof Omit<Figures, 'cashCollected'>> = {
  'order.placed': 'placed',
  'call.confirmed': 'confirmed',
  'order.dispatch': 'dispatched',
  'order.outForDelivery': 'outForDelivery',
  'order.deliver': 'delivered',
  'order.refuse': 'refused',
  'order.cancel': 'cancelled',
};

const empty = (): Figures => ({ placed: 0, confirmed: 0, dispatched: 0, outForDelivery: 0, delivered: 0, refused: 0, cancelled: 0, cashCollected: 0 });

function add(figures: Figures, group: HistoryGroup): void {
  figures[FIGURE_OF[group.cause]] += group.orders;
  figures.cashCollected += group.cash;
}

/** Every day from `from` to `to` (YYYY-MM-DD), both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The owner's dashboard: a site's period from its lifecycle history, per day, courier and zone, and its checkout funnel. */
export function createDashboardService(deps: { dashboard: DashboardRepository; funnel: FunnelService; sites: SiteService }) {
  return {
    /** The dashboard, or null for a site that does not exist. */
    async period(query: PeriodQuery): Promise<DashboardView | null> {
      const site = (await deps.sites.list()).find((candidate) => candidate.id === query.siteId);
      if (!site) return null;
      const [groups, funnel] = await Promise.all([deps.dashboard.groups(site.id, query.from, query.to), deps.funnel.period(query)]);
      const totals = empty();
      const days = new Map(daysOf(query.from, query.to).map((day) => [day, empty()]));
      const couriers = new Map<string, Figures>();
      const zones = new Map<number, Figures>();
      for (const group of groups) {
        add(totals, group);
        const day = days.get(group.day);
        if (day) add(day, group);
        // A courier is known from the dispatch on: what happened before it is not theirs.
        if (group.carrier && group.cause !== 'order.placed' && group.cause !== 'call.confirmed') {
          if (!couriers.has(group.carrier)) couriers.set(group.carrier, empty());
          add(couriers.get(group.carrier)!, group);
        }
        if (!zones.has(group.zoneId)) zones.set(group.zoneId, empty());
        add(zones.get(group.zoneId)!, group);
      }
      return {
        siteId: site.id,
        from: query.from,
        to: query.to,
        currency: requireZone(site.zoneId).currency,
        totals,
        days: [...days].map(([day, figures]) => ({ day, ...figures })),
        couriers: [...couriers].sort(([a], [b]) => a.localeCompare(b)).map(([carrier, figures]) => ({ carrier, ...figures })),
        zones: [...zones].sort(([a], [b]) => a - b).map(([zoneId, figures]) => ({ zoneId, ...figures })),
        funnel,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
