import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout.machine';
import { machineGraph } from '../../../machines/graph';
import { ownerDashboardMachine, type OwnerDashboardEvent } from '../../../machines/owner-dashboard.machine';
import { AdminApiError, type Request } from '../../../src/admin/app/api';
import { DashboardPage, lastWeek } from '../../../src/admin/app/pages/DashboardPage';
import type { DashboardView } from '../../../src/domain/contracts/admin-dashboard';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { deferred, flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { settle, viewCoverage } from '../../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof ownerDashboardMachine>;
const said = adminText;
const sites = [
  { id: 'tw', host: 'tw.localhost', name: 'Taiwan', zone: 1, currency: 'TWD', language: 'zh-TW' },
  { id: 'pl', host: 'pl.localhost', name: 'Polska', zone: 9, currency: 'PLN', language: 'pl' },
];
const week = lastWeek();
const EARLIER = '2026-01-01';
const NOT_REACHED = 'Not reached.';

/** The dashboard a period answers: its dates in the totals row, one placed order. */
function dashboardOf(siteId: string, from: string, to: string): DashboardView {
  const totals = { placed: 1, confirmed: 0, dispatched: 0, outForDelivery: 0, delivered: 0, refused: 0, cancelled: 0, cashCollected: 0 };
  return {
    siteId,
    from,
    to,
    currency: 'TWD',
    totals,
    days: [{ day: from, ...totals }],
    couriers: [],
    zones: [],
    funnel: { siteId, from, to, sessions: 1, states: { 'editing.delivery': 1, placed: 1 }, transitions: [], graph: machineGraph(checkoutMachine) },
  } as DashboardView;
}

/** The events a tester sends: an earlier start, the other site, a retry, the server's answers. */
const DASHBOARD_EVENTS = [
  { type: 'period.change', from: EARLIER, to: week.to },
  { type: 'site.change', siteId: 'pl' },
  { type: 'dashboard.retry' },
  { type: 'xstate.done.actor.loadDashboard', output: dashboardOf('tw', week.from, week.to) },
  { type: 'xstate.error.actor.loadDashboard', error: new Error(NOT_REACHED) },
] as unknown as OwnerDashboardEvent[];

const serializeDashboard = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, period: snapshot.context.period, shown: snapshot.context.dashboard !== null, error: snapshot.context.error });

/** The Dashboard page; each dashboard load waits for the test to answer it. */
async function renderDashboard() {
  const loads: { query: URLSearchParams; answer: ReturnType<typeof deferred<DashboardView>> }[] = [];
  const request = (async (_method: string, path: string) => {
    if (path === '/sites') return { items: sites };
    const answer = deferred<DashboardView>();
    loads.push({ query: new URLSearchParams(path.split('?')[1]), answer });
    return answer.promise;
  }) as Request;
  renderAdmin(<DashboardPage request={request} csrfToken="csrf" />);
  // The sites first, then the site's dashboard asked for.
  for (let i = 0; i < 3 && loads.length === 0; i += 1) await act(flush);
  expect(loads).toHaveLength(1);
  return loads;
}

const totalsRow = () => document.querySelector('tr[data-row="totals"] th');

const coverage = viewCoverage('ownerDashboard', ownerDashboardMachine);

describe('generated dashboard paths, replayed through the Dashboard page', () => {
  // The date and site pickers send a change only when the value changes: the same period again is asked with "Try again".
  const same = (event: OwnerDashboardEvent, { period }: Snapshot['context']) => (event.type === 'period.change' && event.from === period.from) || (event.type === 'site.change' && event.siteId === period.siteId);
  const { model, paths } = machinePaths(ownerDashboardMachine, {
    events: DASHBOARD_EVENTS,
    input: { siteId: 'tw', ...week },
    serializeState: serializeDashboard,
    cover: 'states, then every transition',
    keep: (path) => path.steps.every((step, index) => !same(step.event, path.before[index]!.context)),
  });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(23);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const loads = await renderDashboard();
    const expectState = (modelSnapshot: Snapshot) => {
      const { period, error } = modelSnapshot.context;
      expect((screen.getByRole('combobox', { name: said('catalog.site') }) as HTMLSelectElement).value).toBe(period.siteId);
      expect((document.querySelector('input[name="from"]') as HTMLInputElement).value).toBe(period.from);
      expect(screen.queryByText(said('dashboard.loading')) !== null).toBe(modelSnapshot.matches('loading'));
      expect(screen.queryByRole('alert')?.textContent ?? null).toBe(modelSnapshot.matches('failed') ? `${error} ${said('dashboard.retry')}` : null);
      // The figures stay shown while another period loads or fails; none before the first answer.
      expect(totalsRow() !== null).toBe(modelSnapshot.context.dashboard !== null);
    };
    await model.testPath(path, {
      states: { loading: expectState, ready: expectState, failed: expectState },
      events: {
        'period.change': ({ event }: { event: unknown }) => fireEvent.change(document.querySelector('input[name="from"]')!, { target: { value: (event as { from: string }).from } }),
        'site.change': ({ event }: { event: unknown }) => fireEvent.change(screen.getByRole('combobox', { name: said('catalog.site') }), { target: { value: (event as { siteId: string }).siteId } }),
        'dashboard.retry': () => fireEvent.click(screen.getByRole('button', { name: said('dashboard.retry') })),
        // The server answers for the period asked, which the model's answer stands for.
        'xstate.done.actor.loadDashboard': async () => {
          const { query, answer } = loads.at(-1)!;
          await settle(() => answer.resolve(dashboardOf(query.get('siteId')!, query.get('from')!, query.get('to')!)));
          expect(totalsRow()!.textContent).toBe(`${query.get('from')} – ${query.get('to')}`);
        },
        'xstate.error.actor.loadDashboard': () => settle(() => loads.at(-1)!.answer.reject(new AdminApiError(503, NOT_REACHED))),
      } as never,
    });
    coverage.recordPath(path);
  });
});
