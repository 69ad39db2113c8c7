import { afterAll, describe, expect, it } from 'vitest';
import { createActor, getInitialSnapshot, type SnapshotFrom } from 'xstate';
import { orderLifecycleMachine, statusOf, valueOf, type LifecycleEvent, type LifecycleInput } from '../../machines/order-lifecycle.machine';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { LIFECYCLE_EVENTS } from '../helpers/lifecycle-events';

type Snapshot = SnapshotFrom<typeof orderLifecycleMachine>;


const describeEvent = (event: LifecycleEvent) => (event.type === 'order.dispatch' ? `order.dispatch(${event.trackingNo.trim() ? 'tracked' : 'no tracking number'})` : event.type === 'order.cancel' ? `order.cancel(${event.by})` : event.type);

/**
 * The design, written out once more as a table (the machine is the one source; this says what we
 * meant): from each state, the events that move an order and where they take it.
 */
const DESIGN: Record<string, Record<string, string>> = {
  PENDING_PAYMENT: { 'payment.succeeded': 'PENDING_DELIVER/SUCCESS', 'payment.failed': 'PENDING_PAYMENT/FAILURE', 'order.cancel(shopper)': 'ORDER_CLOSE', 'order.cancel(shop)': 'ORDER_CLOSE' },
  PENDING_DELIVER: { 'order.dispatch(tracked)': 'ALREADY_DELIVER.inTransit', 'order.cancel(shopper)': 'ORDER_CLOSE', 'order.cancel(shop)': 'ORDER_CLOSE' },
  'ALREADY_DELIVER.inTransit': { 'order.deliver': 'ALREADY_DELIVER.delivered', 'order.refuse': 'ORDER_CLOSE' },
  'ALREADY_DELIVER.delivered': { 'order.complete': 'ORDER_COMPLETED', 'return.receive': 'ORDER_CLOSE' },
  ORDER_COMPLETED: { 'return.receive': 'ORDER_CLOSE' },
  ORDER_CLOSE: {},
};

/** An order the site holds for a call: no dispatch until a confirmed call releases it (then as DESIGN). */
const HELD: Record<string, Record<string, string>> = {
  PENDING_PAYMENT: { ...DESIGN.PENDING_PAYMENT, 'call.confirm': 'PENDING_PAYMENT' },
  PENDING_DELIVER: { 'call.confirm': 'PENDING_DELIVER', 'order.cancel(shopper)': 'ORDER_CLOSE', 'order.cancel(shop)': 'ORDER_CLOSE' },
};

const where = (snapshot: Snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : `ALREADY_DELIVER.${(snapshot.value as { ALREADY_DELIVER: string }).ALREADY_DELIVER}`);
const serializeState = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context });

const coverage = new PathCoverage('orderLifecycle', orderLifecycleMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe.each([
  ['cash on delivery', { cashOnDelivery: true }],
  ['prepaid', { cashOnDelivery: false }],
  ['held cash on delivery', { cashOnDelivery: true, heldForCall: true }],
  ['held prepaid', { cashOnDelivery: false, heldForCall: true }],
] as const)('the order lifecycle of a %s order', (_name, input: LifecycleInput) => {
  it('starts where the way of paying says: cash on delivery goes to the warehouse, prepaid waits for its payment', () => {
    const start = getInitialSnapshot(orderLifecycleMachine, input);
    expect(statusOf(start.value)).toBe(input.cashOnDelivery ? 'PENDING_DELIVER' : 'PENDING_PAYMENT');
    expect(start.context.paymentStatus).toBe('WAITING');
  });

  const { model, paths } = machinePaths(orderLifecycleMachine, { events: LIFECYCLE_EVENTS, input, serializeState, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    // A held order has the same paths, each also through a confirmed call from where it waits.
    expect(paths.length).toBe(input.heldForCall ? (input.cashOnDelivery ? 11 : 29) : input.cashOnDelivery ? 8 : 16);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actor = createActor(orderLifecycleMachine, { input }).start();
    const same = (modelSnapshot: Snapshot) => expect(serializeState(actor.getSnapshot())).toBe(serializeState(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void actor.send(event as LifecycleEvent);
    await model.testPath(path, {
      states: { PENDING_PAYMENT: same, PENDING_DELIVER: same, 'ALREADY_DELIVER.inTransit': same, 'ALREADY_DELIVER.delivered': same, ORDER_COMPLETED: same, ORDER_CLOSE: same },
      events: Object.fromEntries(LIFECYCLE_EVENTS.map((event) => [event.type, send])) as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });

  const reached = machinePaths(orderLifecycleMachine, { events: LIFECYCLE_EVENTS, input, serializeState, cover: 'states' }).paths;

  it.each(reached.map((path) => [where(path.state), path.state] as const))('from %s takes exactly the designed events and refuses every other', (state, snapshot) => {
    const designed = (snapshot.context.heldForCall ? HELD[state] : undefined) ?? DESIGN[state]!;
    for (const event of LIFECYCLE_EVENTS) {
      const name = describeEvent(event);
      // A prepaid order is paid through its provider; cash on delivery never gets payment events.
      const expected = event.type.startsWith('payment.') && input.cashOnDelivery ? undefined : designed[name];
      expect(snapshot.can(event), `${state} --${name}-->`).toBe(expected !== undefined);
      if (expected === undefined) continue;
      const actor = createActor(orderLifecycleMachine, { input, snapshot }).start();
      actor.send(event);
      const after = actor.getSnapshot();
      if (event.type === 'call.confirm') expect(after.context.heldForCall, 'a confirmed call releases the hold').toBe(false);
      const [status, payment] = expected.split('/');
      expect(where(after), `${state} --${name}-->`).toBe(status);
      if (payment) expect(after.context.paymentStatus).toBe(payment);
    }
  });

  it('marks a cash-on-delivery order paid when delivered and failed when refused; a prepaid one keeps its payment', () => {
    const inTransit = (() => {
      const actor = createActor(orderLifecycleMachine, { input }).start();
      if (!input.cashOnDelivery) actor.send({ type: 'payment.succeeded' });
      if (input.heldForCall) actor.send({ type: 'call.confirm' });
      actor.send({ type: 'order.dispatch', carrier: 'tcat', trackingNo: '630012345678' });
      return actor.getSnapshot();
    })();
    expect(inTransit.context).toMatchObject({ carrier: 'tcat', trackingNo: '630012345678' });
    const delivered = createActor(orderLifecycleMachine, { input, snapshot: inTransit }).start();
    delivered.send({ type: 'order.deliver' });
    expect(delivered.getSnapshot().context.paymentStatus).toBe('SUCCESS');
    const refused = createActor(orderLifecycleMachine, { input, snapshot: inTransit }).start();
    refused.send({ type: 'order.refuse' });
    expect(refused.getSnapshot().context.paymentStatus).toBe(input.cashOnDelivery ? 'FAILURE' : 'SUCCESS');
  });
});

describe('an order held for a call', () => {
  it('is not dispatched until a confirmed call releases it, and keeps its status meanwhile', () => {
    const actor = createActor(orderLifecycleMachine, { input: { cashOnDelivery: true, heldForCall: true } }).start();
    const dispatch = { type: 'order.dispatch', carrier: 'tcat', trackingNo: '630012345678' } as const;
    expect(actor.getSnapshot().can(dispatch)).toBe(false);
    actor.send(dispatch);
    expect(actor.getSnapshot().value).toBe('PENDING_DELIVER');
    actor.send({ type: 'call.confirm' });
    expect(actor.getSnapshot().value).toBe('PENDING_DELIVER');
    actor.send(dispatch);
    expect(actor.getSnapshot().value).toEqual({ ALREADY_DELIVER: 'inTransit' });
  });

  it('is not held when the site gives no hold (older orders read back without one)', () => {
    expect(getInitialSnapshot(orderLifecycleMachine, { cashOnDelivery: true }).context.heldForCall).toBe(false);
  });
});

describe('stored statuses and lifecycle states', () => {
  it('read back to the state they were written from', () => {
    for (const status of ['PENDING_PAYMENT', 'PENDING_DELIVER', 'ORDER_COMPLETED', 'ORDER_CLOSE'] as const) expect(statusOf(valueOf(status, false))).toBe(status);
    expect(valueOf('ALREADY_DELIVER', false)).toEqual({ ALREADY_DELIVER: 'inTransit' });
    expect(valueOf('ALREADY_DELIVER', true)).toEqual({ ALREADY_DELIVER: 'delivered' });
    expect(statusOf({ ALREADY_DELIVER: 'delivered' })).toBe('ALREADY_DELIVER');
  });
});
