import { createActor, fromPromise } from 'xstate';
import { ownerDashboardMachine, type DashboardPeriod } from '../../machines/owner-dashboard.machine';
import type { DashboardView } from '../../src/domain/contracts/admin-dashboard';
import { deferred } from './deferred';

/** A week of a site, its figures, and the dashboard the server answers for a period. */
export const PERIOD: DashboardPeriod = { siteId: 'tw', from: '2030-01-01', to: '2030-01-07' };
export const figures = { placed: 3, confirmed: 1, dispatched: 2, outForDelivery: 1, delivered: 1, refused: 1, cancelled: 0, cashCollected: 79000 };
export const dashboard = (siteId: string, from: string, to: string) =>
  ({ siteId, from, to, currency: 'TWD', totals: figures, days: [], couriers: [], zones: [], funnel: { siteId, from, to, sessions: 0, states: {}, transitions: [], graph: { id: 'checkout', initial: null, states: [], transitions: [] } } }) as DashboardView;

/** The dashboard machine, running on PERIOD, each load answered by the test. */
export function startDashboard() {
  const loads: { input: DashboardPeriod; answer: ReturnType<typeof deferred<DashboardView>> }[] = [];
  const actor = createActor(
    ownerDashboardMachine.provide({
      actors: {
        loadDashboard: fromPromise<DashboardView, DashboardPeriod>(({ input }) => {
          const answer = deferred<DashboardView>();
          loads.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: PERIOD },
  ).start();
  return { actor, loads };
}
