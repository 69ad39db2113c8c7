import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { stateIdOf } from '../../../machines/graph';
import { orderLifecycleMachine, type LifecycleEvent, type LifecycleInput } from '../../../machines/order-lifecycle.machine';
import { OrderPage } from '../../../src/admin/app/pages/OrderPage';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { MOVED_FIRST, ORDER_NO, adminOrder, consoleServer } from '../../helpers/console-order-server';
import { flush } from '../../helpers/deferred';
import { machinePaths, type ModelPath } from '../../helpers/model-paths';
import { viewCoverage } from '../../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof orderLifecycleMachine>;
const said = adminText;
const eventName = (type: string) => said(`orders.event.${type}`);

/** Every move an agent makes on the page, and a call recorded as confirmed (call.confirm). */
const EVENTS: LifecycleEvent[] = [
  { type: 'payment.succeeded' },
  { type: 'payment.failed' },
  { type: 'order.cancel', by: 'shop' },
  { type: 'order.dispatch', carrier: 'tcat', trackingNo: '9012345678' },
  { type: 'order.outForDelivery' },
  { type: 'order.deliver' },
  { type: 'order.refuse' },
  { type: 'order.complete' },
  { type: 'return.receive', returnId: 'r-1' },
  { type: 'call.confirm' },
];
const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, ...snapshot.context });

/** Orders held for a call, paid at the door and paid first: between them, every state and branch. */
const INPUTS: LifecycleInput[] = [
  { cashOnDelivery: true, heldForCall: true },
  { cashOnDelivery: false, heldForCall: true },
];

const coverage = viewCoverage('orderLifecycle', orderLifecycleMachine);

/** The console's order page over a server running the order's lifecycle, its first answers in. */
async function renderOrder(input: LifecycleInput, record = true) {
  const { server, request } = consoleServer(input, record ? coverage : undefined);
  renderAdmin(<OrderPage request={request} csrfToken="csrf" orderNo={ORDER_NO} onBack={() => undefined} />);
  await act(flush);
  await act(flush);
  return server;
}

// Found by their labels' ids and roles with selectors: role queries over the whole page are slow in jsdom.
const movesSection = () => document.querySelector<HTMLElement>('section[aria-labelledby="order-moves"]')!;
const offered = () => [...movesSection().querySelectorAll('button')].map((button) => button.textContent);
const alertText = () => document.querySelector('[role="alert"]')!.textContent;
const statusText = () => document.querySelector('[role="status"]')!.textContent;
const stateText = () => document.querySelector('.order-state')!.textContent;
const formNamed = (name: string) => document.querySelector<HTMLFormElement>(`form[aria-label="${name}"]`)!;

/** An agent's move: its form filled with what it asks, then sent. */
async function move(event: LifecycleEvent) {
  const form = formNamed(eventName(event.type));
  for (const [name, value] of Object.entries(event)) {
    const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    if (field) fireEvent.change(field, { target: { value } });
  }
  await act(async () => {
    fireEvent.click(form.querySelector('button')!);
    await flush();
  });
  await act(flush);
}

/** A call with the shopper recorded as confirmed. */
async function confirmCall() {
  const form = formNamed(said('order.recordCall'));
  fireEvent.click(form.querySelector('input[value="confirmed"]')!);
  await act(async () => {
    fireEvent.click(form.querySelector('button[type="submit"]')!);
    await flush();
  });
  await act(flush);
}

const paths: ModelPath<Snapshot, LifecycleEvent>[] = INPUTS.flatMap((input) => machinePaths(orderLifecycleMachine, { events: EVENTS, input, serializeState: serialize, cover: 'long walks' }).paths);

describe('generated order lifecycle paths, replayed through the buttons of the console’s order page', () => {
  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(11);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await renderOrder(path.steps[0]!.state.context);
    const expectState = (modelSnapshot: Snapshot) => {
      // The state the agent reads, the moves offered (the machine's own), the hold while it lasts.
      expect(stateText()).toContain(said('order.state', { state: said(`orders.stateId.${stateIdOf(modelSnapshot.value)}`) }));
      expect(offered()).toEqual(adminOrder(modelSnapshot, 0).lifecycle.allowedEvents.map((allowed) => eventName(allowed.type)));
      expect(document.body.textContent!.includes(said('order.heldForCall'))).toBe(modelSnapshot.context.heldForCall);
      expect(alertText()).toBe('');
      // "Done" for the move just made; nothing after a call (or before any move).
      expect(statusText()).toBe(lastMove ? said('order.moved', { event: eventName(lastMove) }) : '');
    };
    let lastMove: string | null = null;
    const byMove = ({ event }: { event: unknown }) => {
      lastMove = (event as LifecycleEvent).type;
      return move(event as LifecycleEvent);
    };
    await model(path).testPath(path, {
      states: {
        PENDING_PAYMENT: expectState,
        PENDING_DELIVER: expectState,
        'ALREADY_DELIVER.inTransit': expectState,
        'ALREADY_DELIVER.outForDelivery': expectState,
        'ALREADY_DELIVER.delivered': expectState,
        ORDER_COMPLETED: expectState,
        ORDER_CLOSE: expectState,
      },
      events: {
        'payment.succeeded': byMove,
        'payment.failed': byMove,
        'order.cancel': byMove,
        'order.dispatch': byMove,
        'order.outForDelivery': byMove,
        'order.deliver': byMove,
        'order.refuse': byMove,
        'order.complete': byMove,
        'return.receive': byMove,
        'call.confirm': () => {
          lastMove = null;
          return confirmCall();
        },
      } as never,
    });
  });
});

/** The test model of a path's order (its input), to replay the path against the page. */
const model = (path: ModelPath<Snapshot, LifecycleEvent>) => machinePaths(orderLifecycleMachine, { events: EVENTS, input: path.steps[0]!.state.context, serializeState: serialize, cover: 'states' }).model;

describe('the server’s refusals (409) on the console’s order page', () => {
  it('shows that another agent moved the order first, and shows the order as it is now', async () => {
    const server = await renderOrder({ cashOnDelivery: true }, false);
    server.movedByAnother('order.dispatch', { carrier: 'tcat', trackingNo: '9012345678' });
    await move({ type: 'order.cancel', by: 'shop' });
    expect(alertText()).toBe(MOVED_FIRST);
    // Read again as it is now: in transit, with its own moves.
    expect(stateText()).toContain(said('order.state', { state: said('orders.stateId.ALREADY_DELIVER.inTransit') }));
    expect(offered()).toEqual([eventName('order.outForDelivery'), eventName('order.deliver'), eventName('order.refuse')]);
  });

  it('offers no dispatch for an order held for a call until a call is recorded as confirmed', async () => {
    await renderOrder({ cashOnDelivery: true, heldForCall: true }, false);
    expect(offered()).not.toContain(eventName('order.dispatch'));
    await confirmCall();
    expect(document.body.textContent).not.toContain(said('order.heldForCall'));
    expect(offered()).toContain(eventName('order.dispatch'));
  });
});
