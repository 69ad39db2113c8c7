import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import LookupPage from '../../src/app/pages/LookupPage';
import { orderLookupMachine, type LookupEvent } from '../../machines/order-lookup.machine';
import type { ApiResult } from '../../src/api/client';
import type { OrderView } from '../../src/domain/order';
import { deferred, flush } from '../helpers/deferred';
import { deliveredOrder, testProduct } from '../helpers/fixtures';
import { machinePaths } from '../helpers/model-paths';
import { messages, renderPage } from '../helpers/render-page';
import { settle, viewCoverage } from '../helpers/view-paths';

afterEach(cleanup);

/** The order as its number alone shows it (masked), and in full (the phone was given), not yet dispatched. */
const fullOrder = { ...deliveredOrder, status: 'PENDING_DELIVER', paymentStatus: 'WAITING', shipment: null, deliveredAt: null, history: deliveredOrder.history.slice(0, 1), returns: [], allowed: { cancel: true, return: false }, returnUntil: null } as OrderView;
const maskedOrder = { ...fullOrder, masked: true } as OrderView;
const cancelledOrder = { ...fullOrder, status: 'ORDER_CLOSE', allowed: { cancel: false, return: false } } as OrderView;

type Snapshot = SnapshotFrom<typeof orderLookupMachine>;
const EVENTS = [
  { type: 'lookup.change', field: 'orderNo', value: fullOrder.orderNo },
  { type: 'lookup.change', field: 'orderNo', value: '' },
  { type: 'lookup.change', field: 'phone', value: '0912345678' },
  { type: 'lookup.submit' },
  { type: 'xstate.done.actor.lookupOrder', output: { found: true, order: maskedOrder } },
  { type: 'xstate.done.actor.lookupOrder', output: { found: true, order: fullOrder } },
  { type: 'xstate.done.actor.lookupOrder', output: { found: false } },
  { type: 'xstate.error.actor.lookupOrder', error: new Error('offline') },
  { type: 'order.cancel' },
  { type: 'cancel.confirm' },
  { type: 'cancel.dismiss' },
  { type: 'xstate.done.actor.cancelOrder', output: cancelledOrder },
  { type: 'xstate.error.actor.cancelOrder', error: new Error('already dispatched') },
] as unknown as LookupEvent[];
/** The phone is left out: it changes nothing the machine decides (the server answers in full or masked). */
const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    hasNumber: snapshot.context.orderNo.trim() !== '',
    order: snapshot.context.order && { masked: snapshot.context.order.masked, status: snapshot.context.order.status ?? null },
    cancelFailed: snapshot.context.cancelFailed,
  });

const coverage = viewCoverage('orderLookup', orderLookupMachine);

const field = (name: 'orderNo' | 'phone') => document.querySelector<HTMLInputElement>(`.page--lookup input[name="${name}"]`)!;
const searchButton = () => document.querySelector<HTMLButtonElement>('.page--lookup button[type="submit"]')!;

describe('generated order lookup paths, replayed on the order lookup page', () => {
  const { model, paths } = machinePaths(orderLookupMachine, {
    events: EVENTS,
    input: {},
    serializeState: serialize,
    cover: 'states, then every transition',
    // Typing changes a field: what it already holds cannot be typed into it.
    accepts: (snapshot, event) => event.type !== 'lookup.change' || snapshot.context[event.field] !== event.value,
  });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(60);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const lookups: ReturnType<typeof deferred<ApiResult<unknown>>>[] = [];
    const cancels: ReturnType<typeof deferred<ApiResult<unknown>>>[] = [];
    renderPage(<LookupPage />, {
      product: testProduct(),
      path: '/searchOrder',
      api: (apiPath) => {
        const calls = apiPath === '/consumer/order/lookup' ? lookups : apiPath === '/consumer/order/cancel' ? cancels : null;
        if (!calls) return undefined;
        const answer = deferred<ApiResult<unknown>>();
        calls.push(answer);
        return answer.promise;
      },
    });
    await act(flush);
    const expectPage = (modelSnapshot: Snapshot) => {
      const { context } = modelSnapshot;
      expect(field('orderNo').value).toBe(context.orderNo);
      expect(searchButton().textContent).toBe(messages[modelSnapshot.matches('searching') ? 'lookup.searching' : 'lookup.submit']);
      expect(searchButton().disabled).toBe(modelSnapshot.matches('searching') || context.orderNo.trim() === '');
      expect(screen.queryByTestId('lookup-not-found') !== null).toBe(modelSnapshot.matches('notFound'));
      const found = modelSnapshot.matches('found');
      expect(screen.queryByTestId('order-number') !== null).toBe(found);
      if (!found) return;
      expect(screen.getByTestId('order-status').textContent).toBe(messages[context.order!.status === 'ORDER_CLOSE' ? 'status.ORDER_CLOSE' : 'status.PENDING_DELIVER']);
      expect(screen.queryByTestId('cancel-failed') !== null).toBe(context.cancelFailed);
      expect(screen.queryByTestId('cancel-order') !== null).toBe(modelSnapshot.matches({ found: 'viewing' }) && !context.order!.masked && context.order!.allowed.cancel);
      expect(screen.queryByRole('alertdialog') !== null).toBe(modelSnapshot.matches({ found: 'confirmingCancel' }));
    };
    await model.testPath(path, {
      states: { idle: expectPage, searching: expectPage, notFound: expectPage, failed: expectPage, 'found.viewing': expectPage, 'found.confirmingCancel': expectPage, 'found.cancelling': expectPage },
      events: {
        'lookup.change': ({ event }: { event: { field: 'orderNo' | 'phone'; value: string } }) => fireEvent.change(field(event.field), { target: { value: event.value } }),
        'lookup.submit': () => fireEvent.click(searchButton()),
        'xstate.done.actor.lookupOrder': ({ event }: { event: { output: { found: boolean; order?: OrderView } } }) =>
          settle(() => lookups.at(-1)!.resolve(event.output.found ? { ok: true, data: event.output.order } : { ok: false, reason: 'business', status: 404, code: 1404, message: 'not found', data: null })),
        'xstate.error.actor.lookupOrder': () => settle(() => lookups.at(-1)!.resolve({ ok: false, reason: 'network', message: 'offline' })),
        'order.cancel': () => fireEvent.click(screen.getByTestId('cancel-order')),
        'cancel.confirm': () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: messages['checkout.leaveConfirm'] })),
        'cancel.dismiss': () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: messages['order.keep'] })),
        'xstate.done.actor.cancelOrder': ({ event }: { event: { output: OrderView } }) => settle(() => cancels.at(-1)!.resolve({ ok: true, data: event.output })),
        'xstate.error.actor.cancelOrder': () => settle(() => cancels.at(-1)!.resolve({ ok: false, reason: 'business', status: 409, code: 1011, message: messages['order.cannotCancel']!, data: null })),
      } as never,
    });
    coverage.recordPath(path);
  });
});
