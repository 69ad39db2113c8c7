import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { ordersBulkMachine, type OrdersBulkEvent } from '../../../machines/orders-bulk.machine';
import { AdminApiError, type Request } from '../../../src/admin/app/api';
import { OrdersPage } from '../../../src/admin/app/pages/OrdersPage';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { deferred, flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { settle, viewCoverage } from '../../helpers/view-paths';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof ordersBulkMachine>;
type Answer = ReturnType<typeof deferred<unknown>>;
const said = adminText;

const ROW = { createdAt: '2030-01-01T08:00:00.000Z', status: 'PENDING_DELIVER', paymentStatus: 'WAITING', recipientName: '陳美玲', recipientPhone: '+886912345678', total: 79000, currency: 'TWD', trackingNo: null };
const ORDERS = ['DS-1', 'DS-2'];
const REFUSAL = 'This order cannot move now';
const OUTAGE = 'The server is down for maintenance';

/** The events a tester sends: ticking one row, the page, clearing, each bulk move, closing the report, and the server's answers. */
const BULK_EVENTS = [
  { type: 'selection.toggle', orderNo: 'DS-1' },
  { type: 'selection.setPage', orderNos: ORDERS, selected: true },
  { type: 'selection.clear' },
  { type: 'bulk.confirm' },
  { type: 'bulk.dispatch', carrier: 'hct', tracking: {} },
  { type: 'bulk.import', csv: 'DS-1,9012345678', carrier: 'hct' },
  { type: 'report.dismiss' },
  // The server moves the first order; the others stay selected, refused.
  { type: 'xstate.done.actor.sendBulk', output: { done: ['DS-1'], refused: [] } },
  { type: 'xstate.error.actor.sendBulk', error: new Error(OUTAGE) },
] as unknown as OrdersBulkEvent[];

const serializeBulk = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, selected: [...snapshot.context.selected].sort() });

/** The Orders page listing two orders; each bulk request waits for the test to answer it. */
async function renderOrders() {
  const answers: { path: string; body: unknown; answer: Answer }[] = [];
  const request = (async (method: string, path: string, options?: { body?: unknown }) => {
    if (method === 'GET' && path === '/sites') return { items: [] };
    if (method === 'GET') return { items: ORDERS.map((orderNo) => ({ ...ROW, orderNo })), total: 2, totalExact: true, nextCursor: null };
    const answer = deferred<unknown>();
    answers.push({ path, body: options?.body, answer });
    return answer.promise;
  }) as Request;
  renderAdmin(<OrdersPage request={request} csrfToken="csrf" hrefOf={(orderNo) => `/admin/orders/${orderNo}`} packingHrefOf={() => '/admin/packing'} onOpen={() => undefined} />);
  await act(flush);
  screen.getByRole('checkbox', { name: said('orders.select', { orderNo: 'DS-1' }) });
  return answers;
}

/** What the server answers: DS-1 moved, every other order sent refused. */
const answerTo = ({ path, body }: { path: string; body: unknown }) => {
  if (path === '/orders/tracking') return { dispatched: [{ line: 1, orderNo: 'DS-1', carrier: 'hct', trackingNo: '9012345678' }], moved: [{ line: 1, orderNo: 'DS-1', events: ['order.dispatch'], state: 'ALREADY_DELIVER.inTransit' }], refused: [] };
  const sent = (body as { orders: { orderNo: string }[] }).orders.map((order) => order.orderNo);
  return { results: sent.map((orderNo) => (orderNo === 'DS-1' ? { orderNo, status: 200, problem: null, message: null, state: 'PENDING_DELIVER' } : { orderNo, status: 409, problem: 'refused', message: REFUSAL, state: null })), done: 1, refused: sent.length - 1 };
};

const button = (name: string) => screen.queryByRole('button', { name: said(name) });
const rowBox = (orderNo: string) => screen.getByRole('checkbox', { name: said('orders.select', { orderNo }) }) as HTMLInputElement;
const pageBox = () => screen.getByRole('checkbox', { name: said('orders.selectPage') }) as HTMLInputElement;

const coverage = viewCoverage('ordersBulk', ordersBulkMachine);

describe('generated bulk work paths, replayed through the Orders page', () => {
  const { model, paths } = machinePaths(ordersBulkMachine, {
    events: BULK_EVENTS,
    serializeState: serializeBulk,
    cover: 'long walks',
    // "Clear the selection" is offered once something is selected; the page's box ticks the page when it is not all ticked.
    offers: (snapshot, event) =>
      event.type === 'selection.clear' ? snapshot.context.selected.length > 0
      : event.type === 'selection.setPage' ? !ORDERS.every((orderNo) => snapshot.context.selected.includes(orderNo))
      : true,
  });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(1);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const answers = await renderOrders();
    const expectState = (modelSnapshot: Snapshot) => {
      const { selected } = modelSnapshot.context;
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(said('orders.bulk.title', { count: selected.length }));
      for (const orderNo of ORDERS) expect(rowBox(orderNo).checked).toBe(selected.includes(orderNo));
      expect(pageBox().checked).toBe(ORDERS.every((orderNo) => selected.includes(orderNo)));
      // Every bulk move waits while one is sent; clearing is offered once something is selected.
      const sending = modelSnapshot.matches('sending');
      if (sending) expect(button('orders.bulk.import')!.hasAttribute('disabled')).toBe(true);
      if (selected.length > 0) {
        expect(button('orders.bulk.confirm')!.hasAttribute('disabled')).toBe(sending);
        expect(button('orders.bulk.clear')!.hasAttribute('disabled')).toBe(sending);
      } else expect(button('orders.bulk.clear')).toBeNull();
      const report = screen.queryByRole('region', { name: said('orders.bulk.report') });
      if (modelSnapshot.matches('reported')) expect(within(report!).getByText(said('orders.bulk.done', { count: 1 }))).toBeTruthy();
      else expect(report).toBeNull();
      const alert = screen.getAllByRole('alert')[0]!;
      expect(alert.textContent).toBe(modelSnapshot.matches('failed') ? OUTAGE : '');
      // One "Close" for what the last move left: its report or its failure.
      expect(button('orders.bulk.dismiss') !== null).toBe(modelSnapshot.matches('reported') || modelSnapshot.matches('failed'));
    };
    await model.testPath(path, {
      states: { idle: expectState, sending: expectState, reported: expectState, failed: expectState },
      events: {
        'selection.toggle': () => fireEvent.click(rowBox('DS-1')),
        'selection.setPage': () => fireEvent.click(pageBox()),
        'selection.clear': () => fireEvent.click(button('orders.bulk.clear')!),
        'bulk.confirm': () => fireEvent.click(button('orders.bulk.confirm')!),
        'bulk.dispatch': () => {
          const form = screen.getByRole('form', { name: said('orders.bulk.dispatch') });
          fireEvent.change(within(form).getAllByRole('textbox')[0]!, { target: { value: '9012345678' } });
          fireEvent.click(within(form).getByRole('button', { name: said('orders.bulk.dispatch') }));
        },
        'bulk.import': async () => {
          const form = screen.getByRole('form', { name: said('orders.bulk.import') });
          fireEvent.change(within(form).getByLabelText(said('orders.bulk.file')), { target: { files: [new File(['DS-1,9012345678\n'], 'hct.csv', { type: 'text/csv' })] } });
          await act(async () => {
            fireEvent.click(within(form).getByRole('button', { name: said('orders.bulk.import') }));
            await flush();
          });
        },
        'report.dismiss': () => fireEvent.click(button('orders.bulk.dismiss')!),
        'xstate.done.actor.sendBulk': () => settle(() => answers.at(-1)!.answer.resolve(answerTo(answers.at(-1)!))),
        'xstate.error.actor.sendBulk': () => settle(() => answers.at(-1)!.answer.reject(new AdminApiError(503, OUTAGE))),
      } as never,
    });
    coverage.recordPath(path);
  });
});
