import { assign, fromPromise, setup } from 'xstate';
import type { DashboardView } from '../src/domain/contracts/admin-dashboard';

/**
 * The owner's dashboard (back office): a site's period, loading -> ready, or failed with the
 * server's message and a retry. Changing the site or the period while ready, failed or loading
 * loads again (an answer for the period left behind is dropped: the load is restarted).
 *
 *   loading ──done──▶ ready ──period.change / site.change──▶ loading
 *      └──error──▶ failed ──dashboard.retry / period.change / site.change──▶ loading
 */
export interface DashboardPeriod {
  siteId: string;
  from: string;
  to: string;
}

export type OwnerDashboardEvent =
  | { type: 'period.change'; from: string; to: string }
  | { type: 'site.change'; siteId: string }
  | { type: 'dashboard.retry' };

export interface OwnerDashboardContext {
  period: DashboardPeriod;
  dashboard: DashboardView | null;
  error: string | null;
}

export const ownerDashboardMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as OwnerDashboardContext, events: {} as OwnerDashboardEvent, input: {} as DashboardPeriod },
  actors: {
    /** Provided by the page: `GET /admin/api/dashboard`. */
    loadDashboard: fromPromise<DashboardView, DashboardPeriod>(async () => {
      throw new Error('loadDashboard is provided by the page');
    }),
  },
  guards: {
    isPeriodValid: ({ event }) => 'from' in event && /^\d{4}-\d{2}-\d{2}$/.test(event.from) && /^\d{4}-\d{2}-\d{2}$/.test(event.to) && event.from <= event.to,
  },
  actions: {
    // setPeriod runs on period.change only, setSite on site.change only.
    setPeriod: assign({
      period: ({ context, event }) => {
        const { from, to } = event as Extract<OwnerDashboardEvent, { type: 'period.change' }>;
        return { ...context.period, from, to };
      },
    }),
    setSite: assign({ period: ({ context, event }) => ({ ...context.period, siteId: (event as Extract<OwnerDashboardEvent, { type: 'site.change' }>).siteId }) }),
    setDashboard: assign({ dashboard: (_, dashboard: DashboardView) => dashboard, error: null }),
    setError: assign({ error: (_, message: string) => message }),
  },
}).createMachine({
  id: 'ownerDashboard',
  context: ({ input }) => ({ period: input, dashboard: null, error: null }),
  initial: 'loading',
  on: {
    'period.change': { guard: 'isPeriodValid', target: '.loading', actions: 'setPeriod', reenter: true },
    'site.change': { target: '.loading', actions: 'setSite', reenter: true },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => context.period,
        onDone: { target: 'ready', actions: { type: 'setDashboard', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) } },
      },
    },
    ready: {},
    failed: {
      on: { 'dashboard.retry': { target: 'loading' } },
    },
  },
});
