import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/react';
import { getNextSnapshot, type SnapshotFrom } from 'xstate';
import { consoleOrderMachine, MoveRefused, type ConsoleOrderEvent } from '../../../machines/console-order.machine';
import { orderLifecycleMachine } from '../../../machines/order-lifecycle.machine';
import { AdminApiError, type Request } from '../../../src/admin/app/api';
import { OrderPage } from '../../../src/admin/app/pages/OrderPage';
import type { AdminOrder } from '../../../src/domain/contracts/admin-orders';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { MOVED_FIRST, ORDER_NO, adminOrder, consoleServer, placedOrder } from '../../helpers/console-order-server';
import { deferred, flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { settle, viewCoverage } from '../../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof consoleOrderMachine>;
type Answer = ReturnType<typeof deferred<AdminOrder>>;
const said = adminText;
const eventName = (type: string) => said(`orders.event.${type}`);
const NOT_REACHED = said('error.network');

// The orders the server answers, from the real lifecycle: unpaid (a card order), then its payment marked failed (the move
// offered again), and a confirmed call recorded on it.
const unpaidLifecycle = placedOrder({ cashOnDelivery: false });
const UNPAID = adminOrder(unpaidLifecycle, 0);
const PAYMENT_FAILED = adminOrder(getNextSnapshot(orderLifecycleMachine, unpaidLifecycle, { type: 'payment.failed' }), 1);
const CALLED = adminOrder(unpaidLifecycle, 0, { calls: [{ id: 'c1', outcome: 'confirmed', note: null, by: 'helpdesk@shop.test', at: '2030-01-01T08:30:00.000Z' }] });

/** What the agent does on the page, and each answer of the server (a move refused: 409; a call failing: not reached). */
const EVENTS = [
  { type: 'order.reload' },
  { type: 'move.send', event: 'payment.failed', values: {} },
  { type: 'call.record', outcome: 'confirmed', note: '' },
  { type: 'xstate.done.actor.loadOrder', output: UNPAID },
  { type: 'xstate.error.actor.loadOrder', error: new Error(NOT_REACHED) },
  { type: 'xstate.done.actor.moveOrder', output: PAYMENT_FAILED },
  { type: 'xstate.error.actor.moveOrder', error: new MoveRefused(MOVED_FIRST) },
  { type: 'xstate.error.actor.moveOrder', error: new Error(NOT_REACHED) },
  { type: 'xstate.done.actor.reloadOrder', output: PAYMENT_FAILED },
  { type: 'xstate.done.actor.recordCall', output: CALLED },
  { type: 'xstate.error.actor.recordCall', error: new Error(NOT_REACHED) },
] as unknown as ConsoleOrderEvent[];

const serializeState = (snapshot: Snapshot) => {
  const { order, message, move } = snapshot.context;
  return JSON.stringify({ value: snapshot.value, version: order?.lifecycle.version ?? null, calls: order?.calls.length ?? null, message, move });
};

/**
 * The order page, its order's own calls (load, move, call) waiting for the test to answer them;
 * the order's return request answered at once: its "Parcel received" is how an agent makes the
 * page read the order again while it shows one (a return's move may close the order).
 */
function renderOrder() {
  const answers = { loads: [] as Answer[], moves: [] as Answer[], calls: [] as Answer[] };
  const { request: server } = consoleServer({ cashOnDelivery: false });
  const waiting = (list: Answer[]) => {
    const answer = deferred<AdminOrder>();
    list.push(answer);
    return answer.promise;
  };
  const request = (async (method: string, path: string, options?: { body?: unknown }) => {
    if (path === `/orders/${ORDER_NO}`) return waiting(answers.loads);
    if (path === `/orders/${ORDER_NO}/events`) return waiting(answers.moves);
    if (path === `/orders/${ORDER_NO}/calls`) return waiting(answers.calls);
    return server(method as never, path, options);
  }) as Request;
  renderAdmin(<OrderPage request={request} csrfToken="csrf" orderNo={ORDER_NO} onBack={() => undefined} />);
  return answers;
}

// Found with selectors: role queries over the whole page are slow in jsdom.
const page = () => document.querySelector('section[aria-labelledby="order-title"]')!;
const alertText = () => document.querySelector('[role="alert"]')!.textContent;
const statusText = () => document.querySelector('[role="status"]')!.textContent;
const formNamed = (name: string) => document.querySelector<HTMLFormElement>(`form[aria-label="${name}"]`);
const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((button) => button.textContent === name) ?? null;

const coverage = viewCoverage('consoleOrder', consoleOrderMachine);

describe('generated console order page paths, replayed through the order page', () => {
  const { model, paths } = machinePaths(consoleOrderMachine, { events: EVENTS, input: { orderNo: ORDER_NO }, serializeState, cover: 'long walks' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(1);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const answers = renderOrder();
    const expectState = (modelSnapshot: Snapshot) => {
      const { order, message, move } = modelSnapshot.context;
      expect(page().getAttribute('aria-busy')).toBe(String(modelSnapshot.matches('loading') || modelSnapshot.matches('moving') || modelSnapshot.matches('recording')));
      expect(alertText()).toBe(modelSnapshot.matches('refused') || modelSnapshot.matches('failed') ? message : '');
      expect(statusText()).toBe(modelSnapshot.matches('moved') ? said('order.moved', { event: eventName(move!) }) : '');
      if (order === null) {
        // Nothing to show yet: loading, or "Reload" after a failure.
        expect(buttonNamed(said('order.reload')) !== null).toBe(!modelSnapshot.matches('loading'));
        return;
      }
      expect(document.querySelector('.order-state')!.textContent).toBe(`${said('order.state', { state: said(`orders.stateId.${order.lifecycle.state}`) })} · ${said(`orders.payment.${order.paymentStatus}`)}`);
      expect(document.querySelectorAll('section[aria-labelledby="order-calls"] li').length).toBe(order.calls.length);
      expect(buttonNamed(eventName('payment.failed'))!.disabled).toBe(modelSnapshot.matches('loading') || modelSnapshot.matches('moving') || modelSnapshot.matches('recording'));
    };
    const answer = (list: keyof typeof answers, error?: 'refused') => ({ event }: { event: unknown }) =>
      settle(() => {
        const { output } = event as { output?: AdminOrder };
        if (output) answers[list].at(-1)!.resolve(output);
        else answers[list].at(-1)!.reject(error === 'refused' || (event as { error: unknown }).error instanceof MoveRefused ? new AdminApiError(409, MOVED_FIRST) : new TypeError('Failed to fetch'));
      });
    await model.testPath(path, {
      states: { loading: expectState, viewing: expectState, moving: expectState, moved: expectState, refused: expectState, recording: expectState, failed: expectState },
      events: {
        'order.reload': async () => {
          const reload = buttonNamed(said('order.reload'));
          if (reload) return settle(() => fireEvent.click(reload));
          // The order shown: a move of its return request makes the page read it again.
          await settle(() => fireEvent.click(formNamed(said('returns.event.return.receive'))!.querySelector('button')!));
          await act(flush);
        },
        'move.send': () => settle(() => fireEvent.click(buttonNamed(eventName('payment.failed'))!)),
        'call.record': () =>
          settle(() => {
            const form = formNamed(said('order.recordCall'))!;
            fireEvent.click(form.querySelector('input[value="confirmed"]')!);
            fireEvent.click(form.querySelector('button[type="submit"]')!);
          }),
        'xstate.done.actor.loadOrder': answer('loads'),
        'xstate.error.actor.loadOrder': answer('loads'),
        'xstate.done.actor.moveOrder': answer('moves'),
        'xstate.error.actor.moveOrder': answer('moves'),
        'xstate.done.actor.reloadOrder': answer('loads'),
        'xstate.done.actor.recordCall': answer('calls'),
        'xstate.error.actor.recordCall': answer('calls'),
      } as never,
    });
    coverage.recordPath(path);
  });
});

describe('the console order page before its order is shown', () => {
  it('says the order could not be loaded, and shows it once “Reload” reads it again', async () => {
    const answers = renderOrder();
    await settle(() => answers.loads[0]!.reject(new TypeError('Failed to fetch')));
    expect(alertText()).toBe(NOT_REACHED);
    await settle(() => fireEvent.click(buttonNamed(said('order.reload'))!));
    expect(page().getAttribute('aria-busy')).toBe('true');
    await settle(() => answers.loads[1]!.resolve(UNPAID));
    expect(alertText()).toBe('');
    expect(document.querySelector('.order-state')!.textContent).toContain(said('orders.stateId.PENDING_PAYMENT'));
    expect(buttonNamed(eventName('payment.failed'))).not.toBeNull();
  });
});
