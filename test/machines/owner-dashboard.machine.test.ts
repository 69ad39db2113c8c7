import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ownerDashboardMachine, type OwnerDashboardEvent } from '../../machines/owner-dashboard.machine';
import type { DashboardView } from '../../src/domain/contracts/admin-dashboard';
import { flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { dashboard, PERIOD, startDashboard } from '../helpers/owner-dashboard';
import { PathCoverage } from '../helpers/path-coverage';

// The generated paths of the dashboard; its rules written by hand are in owner-dashboard-periods.machine.test.ts.

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
