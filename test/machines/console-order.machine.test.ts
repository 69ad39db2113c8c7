import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { consoleOrderMachine, MoveRefused, type CallRequest, type ConsoleOrderEvent, type MoveRequest } from '../../machines/console-order.machine';
import type { AdminOrder } from '../../src/domain/contracts/admin-orders';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

const order = (state: string, allowed: string[], version = 0) =>
  ({ orderNo: 'TW1', lifecycle: { state, version, machine: 'orderLifecycle', allowedEvents: allowed.map((type) => ({ type, fields: [] })), history: [] }, calls: [] }) as unknown as AdminOrder;
const waiting = order('PENDING_DELIVER', ['order.dispatch', 'order.cancel']);
const dispatched = order('ALREADY_DELIVER.inTransit', ['order.deliver', 'order.refuse'], 1);

type Calls = { loadOrder: { input: { orderNo: string }; answer: ReturnType<typeof deferred<AdminOrder>> }[]; moveOrder: { input: MoveRequest; answer: ReturnType<typeof deferred<AdminOrder>> }[]; recordCall: { input: CallRequest; answer: ReturnType<typeof deferred<AdminOrder>> }[] };

function start() {
  const calls: Calls = { loadOrder: [], moveOrder: [], recordCall: [] };
  const actor = <I,>(list: { input: I; answer: ReturnType<typeof deferred<AdminOrder>> }[]) =>
    fromPromise<AdminOrder, I>(({ input }) => {
      const answer = deferred<AdminOrder>();
      list.push({ input, answer });
      return answer.promise;
    });
  const page = createActor(consoleOrderMachine.provide({ actors: { loadOrder: actor(calls.loadOrder), moveOrder: actor(calls.moveOrder), recordCall: actor(calls.recordCall) } }), { input: { orderNo: 'TW1' } });
  page.start();
  return { page, calls };
}

describe('the console’s order page', () => {
  it('loads the order, sends an allowed move with what it needs and the version seen, and shows the moved order', async () => {
    const { page, calls } = start();
    calls.loadOrder[0]!.answer.resolve(waiting);
    await flush();
    expect(page.getSnapshot().value).toBe('viewing');
    page.send({ type: 'move.send', event: 'order.dispatch', values: { carrier: 'tcat', trackingNo: 'T1' } });
    expect(calls.moveOrder[0]!.input).toEqual({ orderNo: 'TW1', type: 'order.dispatch', values: { carrier: 'tcat', trackingNo: 'T1' }, version: 0 });
    calls.moveOrder[0]!.answer.resolve(dispatched);
    await flush();
    expect(page.getSnapshot().value).toBe('moved');
    expect(page.getSnapshot().context.order?.lifecycle.state).toBe('ALREADY_DELIVER.inTransit');
  });

  it('offers only the moves the server’s lifecycle allows now', async () => {
    const { page, calls } = start();
    calls.loadOrder[0]!.answer.resolve(waiting);
    await flush();
    expect(page.getSnapshot().can({ type: 'move.send', event: 'order.deliver', values: {} })).toBe(false);
    expect(page.getSnapshot().can({ type: 'move.send', event: 'order.cancel', values: {} })).toBe(true);
  });

  it('shows a refusal (another agent moved it first) and reads the order again as it now is', async () => {
    const { page, calls } = start();
    calls.loadOrder[0]!.answer.resolve(waiting);
    await flush();
    page.send({ type: 'move.send', event: 'order.cancel', values: {} });
    calls.moveOrder[0]!.answer.reject(new MoveRefused('Someone else moved this order first'));
    await flush();
    expect(page.getSnapshot().value).toBe('refused');
    expect(page.getSnapshot().context.message).toBe('Someone else moved this order first');
    calls.loadOrder[1]!.answer.resolve(dispatched);
    await flush();
    expect(page.getSnapshot().context.order).toBe(dispatched);
    expect(page.getSnapshot().can({ type: 'move.send', event: 'order.cancel', values: {} })).toBe(false);
  });

  it('records a call outcome, and does not record an empty one', async () => {
    const { page, calls } = start();
    calls.loadOrder[0]!.answer.resolve(waiting);
    await flush();
    expect(page.getSnapshot().can({ type: 'call.record', outcome: null, note: '  ' })).toBe(false);
    page.send({ type: 'call.record', outcome: 'confirmed', note: ' ok ' });
    expect(calls.recordCall[0]!.input).toEqual({ orderNo: 'TW1', outcome: 'confirmed', note: 'ok' });
  });
});

type Snapshot = SnapshotFrom<typeof consoleOrderMachine>;

const EVENTS = [
  { type: 'order.reload' },
  { type: 'move.send', event: 'order.dispatch', values: { carrier: 'tcat', trackingNo: 'T1' } },
  { type: 'move.send', event: 'order.deliver', values: {} },
  { type: 'call.record', outcome: 'confirmed', note: '' },
  { type: 'call.record', outcome: null, note: ' ' },
  { type: 'xstate.done.actor.loadOrder', output: waiting },
  { type: 'xstate.error.actor.loadOrder', error: new Error('unreachable') },
  { type: 'xstate.done.actor.moveOrder', output: dispatched },
  { type: 'xstate.error.actor.moveOrder', error: new MoveRefused('moved first') },
  { type: 'xstate.error.actor.moveOrder', error: new Error('unreachable') },
  { type: 'xstate.done.actor.reloadOrder', output: dispatched },
  { type: 'xstate.done.actor.recordCall', output: waiting },
  { type: 'xstate.error.actor.recordCall', error: new Error('unreachable') },
] as unknown as ConsoleOrderEvent[];

const serializeState = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, state: snapshot.context.order?.lifecycle.state ?? null, message: snapshot.context.message });

const coverage = new PathCoverage('consoleOrder', consoleOrderMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated console order page paths', () => {
  const { model, paths } = machinePaths(consoleOrderMachine, { events: EVENTS, input: { orderNo: 'TW1' }, serializeState, cover: 'transitions' });

  it('generates paths through every transition', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { page, calls } = start();
    const same = (modelSnapshot: Snapshot) => expect(serializeState(page.getSnapshot())).toBe(serializeState(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void page.send(event as ConsoleOrderEvent);
    const settle = async (fn: () => void) => {
      fn();
      await flush();
    };
    const done = (name: keyof Calls) => ({ event }: { event: unknown }) => settle(() => calls[name].at(-1)!.answer.resolve((event as { output: AdminOrder }).output));
    const error = (name: keyof Calls) => ({ event }: { event: unknown }) => settle(() => calls[name].at(-1)!.answer.reject((event as { error: unknown }).error));
    await model.testPath(path, {
      states: { loading: same, viewing: same, moving: same, moved: same, refused: same, recording: same, failed: same },
      events: {
        'order.reload': send,
        'move.send': send,
        'call.record': send,
        'xstate.done.actor.loadOrder': done('loadOrder'),
        'xstate.error.actor.loadOrder': error('loadOrder'),
        'xstate.done.actor.moveOrder': done('moveOrder'),
        'xstate.error.actor.moveOrder': error('moveOrder'),
        'xstate.done.actor.reloadOrder': done('loadOrder'),
        'xstate.done.actor.recordCall': done('recordCall'),
        'xstate.error.actor.recordCall': error('recordCall'),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
