import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAdminPages } from '../../helpers/admin-pages';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StreamSource } from '../../../src/admin/app/orders-api';
import { AdminApp, type AdminServices } from '../../../src/admin/app/AdminApp';
import { machineGraph } from '../../../machines/graph';
import { orderLifecycleMachine } from '../../../machines/order-lifecycle.machine';
import { paymentResultMachine } from '../../../machines/payment-result.machine';
import type { AdminOrder } from '../../../src/domain/contracts/admin-orders';

const support = { email: 'helpdesk@shop.test', role: 'support', permissions: ['orders', 'returns', 'reviews', 'messages'], csrfToken: 'csrf-2' };
const GRAPH = machineGraph(orderLifecycleMachine);

const row = { orderNo: 'TW7K2M9QX4ZB1C', createdAt: '2030-01-01T08:00:00.000Z', status: 'PENDING_DELIVER', paymentStatus: 'WAITING', paymentMethod: 'cod', deliveryMethod: 'tw_courier', siteId: 'tw', zoneId: 1, recipientName: '陳美玲', recipientPhone: '+886912345678', total: 79000, currency: 'TWD', carrier: null, trackingNo: null };

function order(state: 'PENDING_DELIVER' | 'ALREADY_DELIVER.inTransit', extra: Partial<AdminOrder> = {}): AdminOrder {
  const dispatched = state !== 'PENDING_DELIVER';
  return {
    orderNo: row.orderNo,
    createdAt: row.createdAt,
    status: dispatched ? 'ALREADY_DELIVER' : 'PENDING_DELIVER',
    paymentStatus: 'WAITING',
    paymentMethod: 'cod',
    deliveryMethod: 'tw_courier',
    currency: 'TWD',
    zoneId: 1,
    productTitle: 'AquaLite',
    items: [{ productId: 'aqualite-tw', kind: 'sku', refId: 'tw-coral-750', name: 'Coral 750 ml', quantity: 1, unitPrice: 79000, subtotal: 79000 }],
    totals: { subtotal: 79000, discount: 0, couponDeduction: 0, activityDeduction: 0, shippingFee: 0, remotePostage: 0, serviceCharge: 0, tax: 0, total: 79000, closingAmount: 79000, paidAmount: 0 },
    recipient: { name: '陳美玲', phone: '+886912345678', email: null, whatsapp: null, line: null, address: '臺北市中正區重慶南路一段122號', postalCode: '100', addressLines: ['100', '臺北市中正區', '重慶南路一段122號'], remark: 'After 6 pm' },
    store: null,
    deliveryRange: { from: '2030-01-03', to: '2030-01-05' },
    payment: null,
    shipment: dispatched ? { carrier: 'tcat', carrierName: '黑貓宅急便', trackingNo: '9012345678' } : null,
    deliveredAt: null,
    history: [],
    returns: [],
    allowed: { cancel: !dispatched, return: false },
    returnUntil: null,
    masked: false,
    reportable: true,
    siteId: 'tw',
    lifecycle: {
      state,
      version: dispatched ? 1 : 0,
      machine: 'orderLifecycle',
      allowedEvents: dispatched
        ? [{ type: 'order.deliver', fields: [] }, { type: 'order.refuse', fields: [] }]
        : [
            { type: 'order.cancel', fields: [] },
            { type: 'order.dispatch', fields: [{ name: 'carrier', options: [{ id: 'tcat', name: '黑貓宅急便' }, { id: 'hct', name: '新竹物流' }] }, { name: 'trackingNo', options: null }] },
          ],
      history: [
        { seq: 1, at: '2030-01-01T08:00:00.000Z', event: 'order.placed', from: null, to: 'PENDING_DELIVER', status: 'PENDING_DELIVER', paymentStatus: 'WAITING', actor: null, detail: null },
        ...(dispatched ? [{ seq: 2, at: '2030-01-01T09:00:00.000Z', event: 'order.dispatch', from: 'PENDING_DELIVER', to: state, status: 'ALREADY_DELIVER' as const, paymentStatus: 'WAITING' as const, actor: 'helpdesk@shop.test', detail: { carrier: 'tcat', trackingNo: '9012345678' } }] : []),
      ],
    },
    calls: [],
    risk: null,
    paymentLifecycle: { machine: 'paymentResult', state: 'waiting', history: [{ seq: 1, at: '2030-01-01T08:00:00.000Z', event: 'order.placed', from: null, to: 'waiting', actor: null }] },
    refunds: [],
    ...extra,
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A fake `/admin/api` answering by method and path (the same answer until replaced). */
function fakeServer(routes: Record<string, () => { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace('/admin/api', '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${path.split('?')[0]}`];
    if (!route) throw new Error(`unexpected ${method} ${path}`);
    const answer = route();
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

const ok = (data: unknown) => ({ status: 200, body: { code: 1, msg: 'ok', data } });
const start = (fetch: typeof globalThis.fetch, openStream?: AdminServices['openStream']) => {
  const services: AdminServices = { fetch, languages: ['en-US'], storedLocale: { get: () => null, set: () => undefined }, openStream };
  return render(<AdminApp services={services} />);
};

beforeAll(loadAdminPages);
beforeEach(() => window.history.pushState(null, '', '/admin/orders'));
afterEach(cleanup);

describe('the support console', () => {
  it('finds an order by a phone typed with spaces and opens it on its lifecycle diagram', async () => {
    const server = fakeServer({
      'GET /session': () => ok(support),
      'GET /orders': () => ok({ items: [row], total: 1, nextCursor: null }),
      [`GET /orders/${row.orderNo}`]: () => ok(order('PENDING_DELIVER')),
      'GET /machines/order-lifecycle': () => ok(GRAPH),
    });
    start(server.fetch);
    const search = await screen.findByRole('search', { name: 'Find orders' });
    fireEvent.change(within(search).getByLabelText('Order number, phone, name or tracking number'), { target: { value: '0912 345 678' } });
    fireEvent.submit(search);
    await waitFor(() => expect(server.calls.some((call) => call.path === '/orders?limit=50&q=0912+345+678')).toBe(true));
    expect(await screen.findByText('1 order matches.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: row.orderNo }));
    expect(window.location.pathname).toBe(`/admin/orders/${row.orderNo}`);
    expect(await screen.findByRole('heading', { name: `Order ${row.orderNo}` })).toBeTruthy();
    const diagram = await screen.findByRole('img', { name: /lifecycle as a diagram; it is now in Not yet shipped/ });
    expect(diagram.querySelector('[data-state="PENDING_DELIVER"]')?.getAttribute('class')).toContain('diagram__node--current');
    expect(diagram.querySelectorAll('[data-state]')).toHaveLength(8);
    const states = screen.getByRole('heading', { name: 'States' }).nextElementSibling as HTMLElement;
    expect(within(states).getByText(/Not yet shipped/).getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('After 6 pm')).toBeTruthy();
    // The moves are the ones the server's lifecycle allows now, and nothing else.
    const moves = screen.getByRole('heading', { name: 'What can happen now' }).parentElement as HTMLElement;
    expect(within(moves).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel the order', 'Dispatch']);
  });

  it('shows a flagged order’s risk score, its reasons, and that it is held for a call', async () => {
    const flagged = order('PENDING_DELIVER', { risk: { score: 85, flagged: true, heldForCall: true, reasons: [{ code: 'refusedParcels', count: 2 }, { code: 'addressOtherNames', count: 1 }] } });
    const server = fakeServer({
      'GET /session': () => ok(support),
      [`GET /orders/${row.orderNo}`]: () => ok(flagged),
      'GET /machines/order-lifecycle': () => ok(GRAPH),
    });
    window.history.pushState(null, '', `/admin/orders/${row.orderNo}`);
    start(server.fetch);
    const risk = await screen.findByRole('region', { name: 'Risk' });
    expect(within(risk).getByTestId('order-risk-score').textContent).toBe('Risk score 85 of 100: flagged, never reported to ad networks.');
    expect(within(risk).getByText('This phone refused 2 parcels at the door')).toBeTruthy();
    expect(within(risk).getByText('This address ordered under 1 other name in the last 30 days')).toBeTruthy();
    expect(within(risk).getByText(/Held for a call/)).toBeTruthy();
  });

  it('records a call, dispatches with a carrier and tracking number, and shows the order moved', async () => {
    let current = order('PENDING_DELIVER');
    const server = fakeServer({
      'GET /session': () => ok(support),
      [`GET /orders/${row.orderNo}`]: () => ok(current),
      'GET /machines/order-lifecycle': () => ok(GRAPH),
      'GET /messages': () => ok({ items: [], sandbox: true }),
      [`POST /orders/${row.orderNo}/calls`]: () => ok((current = { ...current, calls: [{ id: 'c1', outcome: 'confirmed', note: null, by: 'helpdesk@shop.test', at: '2030-01-01T08:30:00.000Z' }] })),
      [`POST /orders/${row.orderNo}/events`]: () => ok((current = order('ALREADY_DELIVER.inTransit', { calls: current.calls }))),
    });
    window.history.pushState(null, '', `/admin/orders/${row.orderNo}`);
    start(server.fetch);
    const recorder = await screen.findByRole('form', { name: 'Record the call' });
    fireEvent.click(within(recorder).getByLabelText('Confirmed'));
    fireEvent.submit(recorder);
    expect(await screen.findByText(/Confirmed, by helpdesk@shop.test/)).toBeTruthy();
    expect(server.calls.find((call) => call.path.endsWith('/calls'))).toMatchObject({ method: 'POST', body: { outcome: 'confirmed' }, headers: { 'x-csrf-token': 'csrf-2' } });

    const dispatch = screen.getByRole('form', { name: 'Dispatch' });
    fireEvent.change(within(dispatch).getByLabelText('Carrier'), { target: { value: 'tcat' } });
    fireEvent.change(within(dispatch).getByLabelText('Tracking number'), { target: { value: '9012345678' } });
    fireEvent.submit(dispatch);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('“Dispatch” done.'));
    expect(server.calls.find((call) => call.path.endsWith('/events'))?.body).toEqual({ type: 'order.dispatch', version: 0, carrier: 'tcat', trackingNo: '9012345678' });
    expect(screen.getByText(/Now: In transit/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dispatch' })).toBeNull();
  });

  it('says clearly when another agent moved the order first, and shows it as it now is', async () => {
    let current = order('PENDING_DELIVER');
    const server = fakeServer({
      'GET /session': () => ok(support),
      [`GET /orders/${row.orderNo}`]: () => ok(current),
      'GET /machines/order-lifecycle': () => ok(GRAPH),
      'GET /messages': () => ok({ items: [], sandbox: true }),
      [`POST /orders/${row.orderNo}/events`]: () => {
        current = order('ALREADY_DELIVER.inTransit');
        return { status: 409, body: { code: 0, msg: 'Someone else moved this order first: nothing was changed. Look at it again before moving it.', data: { problem: 'movedMeanwhile' } } };
      },
    });
    window.history.pushState(null, '', `/admin/orders/${row.orderNo}`);
    start(server.fetch);
    fireEvent.submit(await screen.findByRole('form', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Someone else moved this order first'));
    await waitFor(() => expect(screen.getByText(/Now: In transit/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
  });
});

/** A stand-in for the browser's EventSource: the test opens it, sends order events, drops it. */
function fakeStreams() {
  const opened: { url: string; source: StreamSource; closed: boolean; listeners: ((event: MessageEvent<string>) => void)[] }[] = [];
  const openStream = (url: string): StreamSource => {
    const entry = { url, closed: false, listeners: [] as ((event: MessageEvent<string>) => void)[], source: null as unknown as StreamSource };
    entry.source = { onopen: null, onerror: null, addEventListener: (_type, listener) => void entry.listeners.push(listener), close: () => void (entry.closed = true) };
    opened.push(entry);
    return entry.source;
  };
  const last = () => opened.at(-1)!;
  return {
    opened,
    openStream,
    open: () => act(() => last().source.onopen?.(new Event('open'))),
    order: (orderNo: string) => act(() => last().listeners.forEach((listener) => listener(new MessageEvent('order', { data: JSON.stringify({ orderNo, event: 'order.place', status: 'PENDING_DELIVER' }) })))),
    drop: () => act(() => last().source.onerror?.(new Event('error'))),
  };
}

const second = { ...row, orderNo: 'TW8P3N5RY2WD4E', recipientName: '林志明', recipientPhone: '+886987654321' };

describe('the live orders list and bulk work', () => {
  it('shows it is live and puts a new order on top without a reload, with the filters kept', async () => {
    let items = [row];
    const server = fakeServer({ 'GET /session': () => ok(support), 'GET /orders': () => ok({ items, total: items.length, nextCursor: null }) });
    const streams = fakeStreams();
    start(server.fetch, streams.openStream);
    const search = await screen.findByRole('search', { name: 'Find orders' });
    expect(await screen.findByText('Connecting…')).toBeTruthy();
    fireEvent.click(within(search).getByLabelText('Needs a call'));
    fireEvent.submit(search);
    await waitFor(() => expect(server.calls.some((call) => call.path === '/orders?limit=50&needsCall=true')).toBe(true));
    expect(streams.opened[0]?.url).toBe('/admin/api/orders/stream');
    streams.open();
    expect(screen.getByText('Live')).toBeTruthy();
    const reads = server.calls.length;
    items = [second, row];
    streams.order(second.orderNo);
    streams.order(second.orderNo);
    await waitFor(() => expect(screen.getAllByTestId('order-row')[0]?.textContent).toContain(second.orderNo));
    // A burst of events is one read of the first page, with the filter still on.
    expect(server.calls.slice(reads).map((call) => call.path)).toEqual(['/orders?limit=50&needsCall=true']);
    streams.drop();
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    expect(streams.opened[0]?.closed).toBe(true);
  });

  it('filters the flagged orders beside the ones needing a call, and keeps the filters in the page’s address', async () => {
    const server = fakeServer({ 'GET /session': () => ok(support), 'GET /orders': () => ok({ items: [row], total: 1, nextCursor: null }) });
    start(server.fetch);
    const search = await screen.findByRole('search', { name: 'Find orders' });
    fireEvent.click(within(search).getByLabelText('Flagged as risky'));
    fireEvent.submit(search);
    await waitFor(() => expect(server.calls.some((call) => call.path === '/orders?limit=50&risk=flagged')).toBe(true));
    expect(window.location.pathname + window.location.search).toBe('/admin/orders?risk=flagged');
    cleanup();

    // Opened again from that address (a reload, a shared link): the same list, both filters on.
    window.history.pushState(null, '', '/admin/orders?needsCall=true&risk=flagged');
    const again = fakeServer({ 'GET /session': () => ok(support), 'GET /orders': () => ok({ items: [row], total: 1, nextCursor: null }) });
    start(again.fetch);
    const filters = await screen.findByRole('search', { name: 'Find orders' });
    expect((within(filters).getByLabelText('Flagged as risky') as HTMLInputElement).checked).toBe(true);
    expect((within(filters).getByLabelText('Needs a call') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(again.calls.map((call) => call.path)).toContain('/orders?limit=50&needsCall=true&risk=flagged'));
  });

  it('narrows the list by site, payment, delivery and the days placed, keeps them in the address, and clears them', async () => {
    const sites = [{ id: 'tw', host: 'tw.shop.test', name: 'AquaLite Taiwan', zone: 1, currency: 'TWD', language: 'zh-TW' }, { id: 'pl', host: 'pl.shop.test', name: 'AquaLite Polska', zone: 20, currency: 'PLN', language: 'pl' }];
    const server = fakeServer({ 'GET /session': () => ok(support), 'GET /sites': () => ok({ items: sites }), 'GET /orders': () => ok({ items: [row], total: 1, nextCursor: null }) });
    start(server.fetch);
    const search = await screen.findByRole('search', { name: 'Find orders' });
    const site = within(search).getByLabelText('Site') as HTMLSelectElement;
    await waitFor(() => expect([...site.options].map((option) => option.textContent)).toEqual(['Every site', 'AquaLite Taiwan', 'AquaLite Polska']));
    fireEvent.change(site, { target: { value: 'pl' } });
    fireEvent.change(within(search).getByLabelText('Payment status'), { target: { value: 'WAITING' } });
    fireEvent.change(within(search).getByLabelText('Delivery'), { target: { value: 'home' } });
    fireEvent.change(within(search).getByLabelText('Payment method'), { target: { value: 'cod' } });
    fireEvent.change(within(search).getByLabelText('Placed from'), { target: { value: '2030-01-01' } });
    fireEvent.change(within(search).getByLabelText('Placed until'), { target: { value: '2030-01-07' } });
    fireEvent.submit(search);
    const wanted = 'paymentStatus=WAITING&siteId=pl&deliveryMethod=home&paymentMethod=cod&from=2030-01-01&to=2030-01-07';
    await waitFor(() => expect(server.calls.map((call) => call.path)).toContain(`/orders?limit=50&${wanted}`));
    expect(window.location.search).toBe(`?${wanted}`);
    // What was chosen stays chosen, readable: the option's name, not its code.
    const shown = await screen.findByRole('search', { name: 'Find orders' });
    const chosen = (label: string) => { const select = within(shown).getByLabelText(label) as HTMLSelectElement; return select.options[select.selectedIndex]?.textContent; };
    expect([chosen('Site'), chosen('Payment status'), chosen('Delivery'), chosen('Payment method')]).toEqual(['AquaLite Polska', 'payment waiting', 'Home delivery', 'Cash on delivery']);
    expect((within(shown).getByLabelText('Placed until') as HTMLInputElement).value).toBe('2030-01-07');

    fireEvent.click(within(shown).getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(server.calls.at(-1)?.path).toBe('/orders?limit=50');
    expect((within(await screen.findByRole('search', { name: 'Find orders' })).getByLabelText('Site') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear the filters' })).toBeNull();
  });

  it('confirms the selected orders and lists the refused ones with the server’s reason', async () => {
    const server = fakeServer({
      'GET /session': () => ok(support),
      'GET /orders': () => ok({ items: [second, row], total: 2, nextCursor: null }),
      'POST /orders/bulk': () =>
        ok({
          results: [
            { orderNo: second.orderNo, status: 200, problem: null, message: null, state: 'PENDING_DELIVER' },
            { orderNo: row.orderNo, status: 409, problem: 'notAwaitingConfirmation', message: 'This order is not waiting to be confirmed', state: null },
          ],
          done: 1,
          refused: 1,
        }),
    });
    start(server.fetch);
    fireEvent.click(await screen.findByLabelText('Select every order shown'));
    expect(screen.getByText('2 orders selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the selected orders' }));
    const report = await screen.findByRole('region', { name: 'What was done' });
    expect(within(report).getByText('1 order done.')).toBeTruthy();
    expect(within(report).getByText(`${row.orderNo}: This order is not waiting to be confirmed`)).toBeTruthy();
    expect(server.calls.find((call) => call.path === '/orders/bulk')).toMatchObject({ body: { action: 'confirm', orders: [{ orderNo: second.orderNo }, { orderNo: row.orderNo }] }, headers: { 'x-csrf-token': 'csrf-2' } });
    // The refused order stays selected to deal with; the packing list and exports follow the selection.
    expect(screen.getByText('1 order selected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export for T-cat (CSV)' }).getAttribute('href')).toBe(`/admin/api/orders.csv?orders=${row.orderNo}&layout=tcat`);
    expect(screen.getByRole('link', { name: 'Print a packing list' }).getAttribute('href')).toBe(`/admin/orders/packing/${row.orderNo}`);
  });

  it('dispatches the selection with a carrier and each order’s tracking number', async () => {
    const server = fakeServer({
      'GET /session': () => ok(support),
      'GET /orders': () => ok({ items: [second, row], total: 2, nextCursor: null }),
      'POST /orders/bulk': () => ok({ results: [{ orderNo: row.orderNo, status: 200, problem: null, message: null, state: 'ALREADY_DELIVER.inTransit' }], done: 1, refused: 0 }),
    });
    start(server.fetch);
    fireEvent.click(await screen.findByLabelText(`Select ${row.orderNo}`));
    const form = screen.getByRole('form', { name: 'Dispatch the selected orders' });
    fireEvent.change(within(form).getByLabelText('Carrier'), { target: { value: 'hct' } });
    fireEvent.change(within(form).getByLabelText(`Tracking number of ${row.orderNo}`), { target: { value: ' 9012345678 ' } });
    fireEvent.submit(form);
    expect(await screen.findByText('1 order done.')).toBeTruthy();
    expect(server.calls.find((call) => call.path === '/orders/bulk')?.body).toEqual({ action: 'dispatch', carrier: 'hct', orders: [{ orderNo: row.orderNo, trackingNo: '9012345678' }] });
    expect(screen.getByText('No order selected')).toBeTruthy();
  });

  it('imports a courier’s file and lists each refused line', async () => {
    const server = fakeServer({
      'GET /session': () => ok(support),
      'GET /orders': () => ok({ items: [row], total: 1, nextCursor: null }),
      'POST /orders/tracking': () => ok({ dispatched: [{ line: 2, orderNo: row.orderNo, carrier: 'tcat', trackingNo: '1' }], moved: [{ line: 2, orderNo: row.orderNo, events: ['order.dispatch'], state: 'ALREADY_DELIVER.inTransit' }], refused: [{ line: 3, orderNo: null, problem: 'importNoOrderNo', message: 'This line has no order number.' }] }),
    });
    start(server.fetch);
    const form = await screen.findByRole('form', { name: 'Import tracking numbers' });
    const csv = `訂單編號,託運單號\n${row.orderNo},1\n,2\n`;
    fireEvent.change(within(form).getByLabelText(/The courier’s CSV file/), { target: { files: [new File([csv], 'tcat.csv', { type: 'text/csv' })] } });
    fireEvent.submit(form);
    expect(await screen.findByText('Line 3: This line has no order number.')).toBeTruthy();
    expect(server.calls.find((call) => call.path === '/orders/tracking')?.body).toEqual({ csv, carrier: 'tcat' });
  });

  it('prints a packing list of the selection: recipient, address, phone, items, quantities and the cash to collect', async () => {
    const server = fakeServer({ 'GET /session': () => ok(support), [`GET /orders/${row.orderNo}`]: () => ok(order('PENDING_DELIVER')), 'GET /orders/NOPE': () => ({ status: 404, body: { code: 0, msg: 'There is no such order.', data: null } }) });
    window.history.pushState(null, '', `/admin/orders/packing/${row.orderNo},NOPE`);
    start(server.fetch);
    const block = await screen.findByRole('article', { name: row.orderNo });
    for (const text of ['陳美玲', '+886912345678', '100 臺北市中正區重慶南路一段122號', 'Coral 750 ml', 'NT$790']) expect(within(block).getByText(text)).toBeTruthy();
    expect(within(block).getByRole('cell', { name: '1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Packing list: 1 order' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Not found: NOPE');
  });
});

describe('the order’s history replayed on its diagram', () => {
  it('steps through the moves (first, next, the slider), highlighting each move’s edge and state with who and when', async () => {
    const server = fakeServer({
      'GET /session': () => ok(support),
      [`GET /orders/${row.orderNo}`]: () => ok(order('ALREADY_DELIVER.inTransit', { refunds: [{ returnId: 'r-1', amount: 79000, method: 'bankTransfer', reference: 'TX-1', at: '2030-01-09T08:00:00.000Z', by: 'helpdesk@shop.test' }] })),
      'GET /machines/order-lifecycle': () => ok(GRAPH),
      'GET /machines/payment-result': () => ok(machineGraph(paymentResultMachine)),
    });
    window.history.pushState(null, '', `/admin/orders/${row.orderNo}`);
    start(server.fetch);
    const diagram = await screen.findByRole('img', { name: /lifecycle as a diagram/ });
    // The payment on its own machine's diagram, and the refund recorded against the return.
    const payment = await screen.findByRole('img', { name: /payment as a diagram; it is now waiting/ });
    expect(payment.querySelector('[data-state="waiting"]')!.getAttribute('class')).toContain('diagram__node--current');
    expect(screen.getByTestId('order-refunds').textContent).toMatch(/Bank transfer, reference TX-1.*by helpdesk@shop\.test/);
    const replay = screen.getByRole('group', { name: 'Replay the history on the diagram' });
    const stepText = () => within(replay).getByTestId('replay-step').textContent;
    const edge = () => diagram.querySelector('[data-edge="PENDING_DELIVER->ALREADY_DELIVER.inTransit"]')!.getAttribute('class');
    // It opens on the newest move: the dispatch, by the agent.
    expect(stepText()).toMatch(/^Step 2 of 2: .*Dispatch.*by helpdesk@shop\.test/);
    expect(edge()).toContain('diagram__edge--step');
    expect(within(replay).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(replay).getByRole('button', { name: 'First' }));
    expect(stepText()).toMatch(/^Step 1 of 2: .*by the shopper or the system/);
    expect(edge()).not.toContain('diagram__edge--step');
    expect(diagram.querySelector('[data-state="PENDING_DELIVER"]')!.getAttribute('class')).toContain('diagram__node--step');
    expect(within(replay).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(replay).getByRole('button', { name: 'Next' }));
    expect(stepText()).toMatch(/^Step 2 of 2/);
    fireEvent.change(within(replay).getByRole('slider', { name: 'Step of the history' }), { target: { value: '1' } });
    expect(stepText()).toMatch(/^Step 1 of 2/);

    fireEvent.click(within(replay).getByRole('button', { name: 'Play' }));
    fireEvent.click(within(replay).getByRole('button', { name: 'Pause' }));
    expect(within(replay).getByRole('button', { name: 'Play' })).toBeTruthy();
  });
});
