import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ownerDashboardMachine, type DashboardPeriod, type OwnerDashboardEvent } from '../../machines/owner-dashboard.machine';
import type { DashboardView } from '../../src/domain/contracts/admin-dashboard';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

const PERIOD: DashboardPeriod = { siteId: 'tw', from: '2030-01-01', to: '2030-01-07' };
const figures = { placed: 3, confirmed: 1, dispatched: 2, outForDelivery: 1, delivered: 1, refused: 1, cancelled: 0, cashCollected: 79000 };
const dashboard = (siteId: string, from: string, to: string) =>
  ({ siteId, from, to, currency: 'TWD', totals: figures, days: [], couriers: [], zones: [], funnel: { siteId, from, to, sessions: 0, states: {}, transitions: [], graph: { id: 'checkout', initial: null, states: [], transitions: [] } } }) as DashboardView;

function startDashboard() {
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

describe('the owner’s dashboard machine', () => {
  it('loads the site’s period, then shows it', async () => {
    const { actor, loads } = startDashboard();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads[0]!.input).toEqual(PERIOD);
    loads[0]!.answer.resolve(dashboard('tw', PERIOD.from, PERIOD.to));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.dashboard?.totals.placed).toBe(3);
  });

  it('loads again for another period or site, and drops the answer for the period left behind', async () => {
    const { actor, loads } = startDashboard();
    actor.send({ type: 'period.change', from: '2030-02-01', to: '2030-02-28' });
    expect(loads[1]!.input).toEqual({ siteId: 'tw', from: '2030-02-01', to: '2030-02-28' });
    loads[0]!.answer.resolve(dashboard('tw', PERIOD.from, PERIOD.to));
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    loads[1]!.answer.resolve(dashboard('tw', '2030-02-01', '2030-02-28'));
    await flush();
    expect(actor.getSnapshot().context.dashboard?.from).toBe('2030-02-01');
    actor.send({ type: 'site.change', siteId: 'pl' });
    expect(loads[2]!.input.siteId).toBe('pl');
  });

  it('ignores a period that ends before it starts', () => {
    const { actor, loads } = startDashboard();
    actor.send({ type: 'period.change', from: '2030-02-28', to: '2030-02-01' });
    expect(loads).toHaveLength(1);
    expect(actor.getSnapshot().context.period).toEqual(PERIOD);
  });

  it('shows the server’s message when loading fails, and tries again', async () => {
    const { actor, loads } = startDashboard();
    loads[0]!.answer.reject(new Error('There is no such site.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('There is no such site.');
    actor.send({ type: 'dashboard.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads).toHaveLength(2);
  });
});

type Snapshot = SnapshotFrom<typeof ownerDashboardMachine>;

/** The generated paths of this model (a broken model changes it). */
const PATHS = 85;

const EVENTS = [
  { type: 'period.change', from: '2030-02-01', to: '2030-02-28' },
  { type: 'period.change', from: '2030-02-28', to: '2030-02-01' },
  { type: 'site.change', siteId: 'pl' },
  { type: 'dashboard.retry' },
  { type: 'xstate.done.actor.loadDashboard', output: dashboard('tw', PERIOD.from, PERIOD.to) },
  { type: 'xstate.error.actor.loadDashboard', error: new Error('offline') },
] as unknown as OwnerDashboardEvent[];

const serializeState = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, period: snapshot.context.period, shown: snapshot.context.dashboard !== null, error: snapshot.context.error });

const coverage = new PathCoverage('ownerDashboard', ownerDashboardMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated dashboard paths', () => {
  const { model, paths } = machinePaths(ownerDashboardMachine, { events: EVENTS, input: PERIOD, serializeState, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(PATHS);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, loads } = startDashboard();
    const same = (modelSnapshot: Snapshot) => expect(serializeState(actor.getSnapshot())).toBe(serializeState(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void actor.send(event as OwnerDashboardEvent);
    await model.testPath(path, {
      states: { loading: same, ready: same, failed: same },
      events: {
        'period.change': send,
        'site.change': send,
        'dashboard.retry': send,
        'xstate.done.actor.loadDashboard': async ({ event }: { event: unknown }) => {
          loads.at(-1)!.answer.resolve((event as { output: DashboardView }).output);
          await flush();
        },
        'xstate.error.actor.loadDashboard': async () => {
          loads.at(-1)!.answer.reject(new Error('offline'));
          await flush();
        },
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
