import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { returnLifecycleMachine, type ReturnLifecycleEvent } from '../../machines/return-lifecycle.machine';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

type Snapshot = SnapshotFrom<typeof returnLifecycleMachine>;

/** One of each event, and the ones that lack what they need (a rejection without a reason, a refund of nothing). */
const EVENTS: ReturnLifecycleEvent[] = [
  { type: 'return.accept', reply: 'Send it to our warehouse' },
  { type: 'return.reject', reply: 'Outside the return period' },
  { type: 'return.reject', reply: '  ' },
  { type: 'return.receive' },
  { type: 'return.refund', amount: 59_900, method: 'bankTransfer', reference: 'TX-1' },
  { type: 'return.refund', amount: 0, method: 'cash', reference: 'R-0' },
  { type: 'return.refund', amount: 100, method: 'cash', reference: ' ' },
];

const name = (event: ReturnLifecycleEvent) =>
  event.type === 'return.reject' ? `return.reject(${event.reply.trim() ? 'why' : 'no reason'})` : event.type === 'return.refund' ? `return.refund(${event.amount > 0 && event.reference.trim() ? 'full' : 'incomplete'})` : event.type;

/** The design as a table (the machine is the one source; this says what we meant). */
const DESIGN: Record<string, Record<string, string>> = {
  SUBMITTED: { 'return.accept': 'ACCEPTED', 'return.reject(why)': 'REJECTED', 'return.receive': 'RECEIVED' },
  ACCEPTED: { 'return.receive': 'RECEIVED', 'return.reject(why)': 'REJECTED' },
  RECEIVED: { 'return.refund(full)': 'REFUNDED' },
  REJECTED: {},
  REFUNDED: {},
};

const serializeState = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context });
const coverage = new PathCoverage('returnLifecycle', returnLifecycleMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('the return lifecycle', () => {
  const { model, paths } = machinePaths(returnLifecycleMachine, { events: EVENTS, serializeState, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(7);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actor = createActor(returnLifecycleMachine).start();
    const same = (modelSnapshot: Snapshot) => expect(serializeState(actor.getSnapshot())).toBe(serializeState(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void actor.send(event as ReturnLifecycleEvent);
    await model.testPath(path, {
      states: { SUBMITTED: same, ACCEPTED: same, REJECTED: same, RECEIVED: same, REFUNDED: same },
      events: Object.fromEntries(EVENTS.map((event) => [event.type, send])) as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });

  const reached = machinePaths(returnLifecycleMachine, { events: EVENTS, serializeState, cover: 'states' }).paths;

  it('reaches every status a request can have', () => {
    expect(new Set(reached.map((path) => path.state.value))).toEqual(new Set(Object.keys(DESIGN)));
  });

  it.each(reached.map((path) => [String(path.state.value), path.state] as const))('from %s takes exactly the designed events and refuses every other', (state, snapshot) => {
    for (const event of EVENTS) {
      const expected = DESIGN[state]![name(event)];
      expect(snapshot.can(event), `${state} --${name(event)}-->`).toBe(expected !== undefined);
      if (expected === undefined) continue;
      const actor = createActor(returnLifecycleMachine, { snapshot }).start();
      actor.send(event);
      expect(actor.getSnapshot().value, `${state} --${name(event)}-->`).toBe(expected);
    }
  });

  it('keeps the reply the shopper will read and the refund as recorded', () => {
    const actor = createActor(returnLifecycleMachine).start();
    actor.send({ type: 'return.accept', reply: ' Send it to Taipei ' });
    actor.send({ type: 'return.receive' });
    actor.send({ type: 'return.refund', amount: 1200, method: 'cash', reference: ' R-9 ' });
    expect(actor.getSnapshot().context).toEqual({ reply: 'Send it to Taipei', refund: { amount: 1200, method: 'cash', reference: 'R-9' } });
  });
});
