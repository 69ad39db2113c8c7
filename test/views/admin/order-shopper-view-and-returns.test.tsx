import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminApp, type AdminServices } from '../../../src/admin/app/AdminApp';
import { machineGraph } from '../../../machines/graph';
import { orderLifecycleMachine } from '../../../machines/order-lifecycle.machine';
import { returnLifecycleMachine } from '../../../machines/return-lifecycle.machine';
import type { AdminOrder } from '../../../src/domain/contracts/admin-orders';
import type { AdminReturn } from '../../../src/domain/contracts/admin-returns';
import { loadAdminPages } from '../../helpers/admin-pages';

const ORDER_NO = 'TW7K2M9QX4ZB1C';
const support = { email: 'helpdesk@shop.test', role: 'support', permissions: ['orders', 'returns', 'reviews', 'messages'], csrfToken: 'csrf-2' };

function order(state: 'PENDING_DELIVER' | 'ALREADY_DELIVER.inTransit' | 'ORDER_CLOSE', version: number): AdminOrder {
  return {
    orderNo: ORDER_NO,
    createdAt: '2030-01-01T08:00:00.000Z',
    status: state === 'ALREADY_DELIVER.inTransit' ? 'ALREADY_DELIVER' : state,
    paymentStatus: 'WAITING',
    paymentMethod: 'cod',
    deliveryMethod: 'tw_courier',
    currency: 'TWD',
    zoneId: 1,
    productTitle: 'AquaLite',
    items: [{ productId: 'aqualite-tw', kind: 'sku', refId: 'tw-coral-750', name: 'Coral 750 ml', quantity: 1, unitPrice: 79000, subtotal: 79000 }],
    totals: { subtotal: 79000, discount: 0, couponDeduction: 0, activityDeduction: 0, shippingFee: 0, remotePostage: 0, serviceCharge: 0, tax: 0, total: 79000, closingAmount: 79000, paidAmount: 0 },
    recipient: { name: '陳美玲', phone: '+886912345678', email: null, whatsapp: null, line: null, address: '臺北市中正區重慶南路一段122號', postalCode: '100', addressLines: ['100', '臺北市中正區', '重慶南路一段122號'], remark: null },
    store: null,
    deliveryRange: { from: '2030-01-03', to: '2030-01-05' },
    payment: null,
    shipment: null,
    deliveredAt: null,
    history: [],
    returns: [],
    allowed: { cancel: state === 'PENDING_DELIVER', return: false },
    returnUntil: null,
    masked: false,
    reportable: true,
    siteId: 'tw',
    lifecycle: {
      state,
      version,
      machine: 'orderLifecycle',
      allowedEvents: state === 'PENDING_DELIVER' ? [{ type: 'order.cancel', fields: [] }] : [],
      history: [{ seq: 1, at: '2030-01-01T08:00:00.000Z', event: 'order.placed', from: null, to: 'PENDING_DELIVER', status: 'PENDING_DELIVER', paymentStatus: 'WAITING', actor: null, detail: null }],
    },
    calls: [],
    risk: null,
    paymentLifecycle: { machine: 'paymentResult', state: 'waiting', history: [] },
    refunds: [],
  };
}

const accepted: AdminReturn = {
  id: 'r-1',
  orderNo: ORDER_NO,
  createdAt: '2030-01-06T08:00:00.000Z',
  reason: 'quality',
  remark: null,
  carrier: 'tcat',
  trackingNo: '9012-3456-7890',
  pickerName: '陳美玲',
  pickerPhone: '+886912345678',
  address: '中正區重慶南路一段122號',
  region: '臺北市',
  locale: 'zh-TW',
  photos: [],
  screenshot: null,
  reply: 'Send it to Taipei',
  refund: null,
  order: { orderNo: ORDER_NO, status: 'ALREADY_DELIVER', total: 79000, currency: 'TWD', siteId: 'tw', recipientName: '陳美玲' },
  lifecycle: {
    state: 'ACCEPTED',
    version: 1,
    machine: 'returnLifecycle',
    allowedEvents: [
      { type: 'return.receive', fields: [] },
      { type: 'return.reject', fields: [{ name: 'reply', options: null }] },
    ],
    history: [
      { seq: 0, at: '2030-01-06T08:00:00.000Z', event: 'return.submit', from: null, to: 'SUBMITTED', actor: null, detail: null },
      { seq: 1, at: '2030-01-06T09:00:00.000Z', event: 'return.accept', from: 'SUBMITTED', to: 'ACCEPTED', actor: 'helpdesk@shop.test', detail: { reply: 'Send it to Taipei' } },
    ],
  },
};
const receivedReturn: AdminReturn = {
  ...accepted,
  lifecycle: {
    ...accepted.lifecycle,
    state: 'RECEIVED',
    version: 2,
    allowedEvents: [{ type: 'return.refund', fields: [{ name: 'amount', options: null }, { name: 'method', options: [{ id: 'cash', name: 'cash' }] }, { name: 'reference', options: null }] }],
    history: [...accepted.lifecycle.history, { seq: 2, at: '2030-01-07T09:00:00.000Z', event: 'return.receive', from: 'ACCEPTED', to: 'RECEIVED', actor: 'helpdesk@shop.test', detail: null }],
  },
};

/** A fake `/admin/api` answering by method and path (the same answer until the test changes it). */
function fakeServer(routes: Record<string, () => unknown>) {
  const calls: { method: string; path: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = String(input).replace('/admin/api', '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`unexpected ${method} ${path}`);
    return new Response(JSON.stringify({ code: 1, msg: 'ok', data: route() }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

function start(fetch: typeof globalThis.fetch) {
  const services: AdminServices = { fetch, languages: ['en-US'], storedLocale: { get: () => null, set: () => undefined } };
  return render(<AdminApp services={services} />);
}

beforeAll(loadAdminPages);
// happy-dom loads no frame (it says so on its console): the framed page is the server's, tested in test/server/features/order-preview.
beforeEach(() => window.history.pushState(null, '', `/admin/orders/${ORDER_NO}`));
afterEach(cleanup);

describe('the console order page, as the shopper sees it and with its returns', () => {
  it('frames the shopper’s own order page read-only from a token it asks for, and asks again when the order moved', async () => {
    let current = order('PENDING_DELIVER', 0);
    let tokens = 0;
    const server = fakeServer({
      'GET /session': () => support,
      [`GET /orders/${ORDER_NO}`]: () => current,
      'GET /machines/order-lifecycle': () => machineGraph(orderLifecycleMachine),
      'GET /machines/payment-result': () => ({ id: 'paymentResult', initial: null, states: [], transitions: [] }),
      [`GET /orders/${ORDER_NO}/returns`]: () => ({ items: [], counts: { open: 0, waiting: 0, received: 0 } }),
      [`POST /orders/${ORDER_NO}/preview`]: () => ({ url: `/admin/preview/token-${++tokens}`, expiresAt: '2030-01-01T08:10:00.000Z' }),
      [`POST /orders/${ORDER_NO}/events`]: () => (current = order('ORDER_CLOSE', 1)),
    });
    start(server.fetch);
    const preview = await screen.findByRole('region', { name: 'As the shopper sees it now' });
    const frame = (await within(preview).findByTitle('The shopper’s order page')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/admin/preview/token-1');
    // Sandboxed with nothing allowed: no script, no form, no way to act as the shopper.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(server.calls.find((call) => call.path.endsWith('/preview'))).toMatchObject({ method: 'POST', headers: { 'x-csrf-token': 'csrf-2' } });
    // No returns: no returns section.
    expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();

    fireEvent.submit(screen.getByRole('form', { name: 'Cancel the order' }));
    await waitFor(() => expect(within(preview).getByTitle('The shopper’s order page').getAttribute('src')).toBe('/admin/preview/token-2'));
  });

  it('draws each return on the return lifecycle’s diagram, replays its history, and makes the moves it allows now', async () => {
    let returns = [accepted];
    let current = order('ALREADY_DELIVER.inTransit', 2);
    const server = fakeServer({
      'GET /session': () => support,
      [`GET /orders/${ORDER_NO}`]: () => current,
      'GET /machines/order-lifecycle': () => machineGraph(orderLifecycleMachine),
      'GET /machines/payment-result': () => ({ id: 'paymentResult', initial: null, states: [], transitions: [] }),
      'GET /machines/return-lifecycle': () => machineGraph(returnLifecycleMachine),
      [`GET /orders/${ORDER_NO}/returns`]: () => ({ items: returns, counts: { open: 0, waiting: returns.length, received: 0 } }),
      [`POST /orders/${ORDER_NO}/preview`]: () => ({ url: '/admin/preview/token', expiresAt: '2030-01-01T08:10:00.000Z' }),
      'POST /returns/r-1/events': () => {
        returns = [receivedReturn];
        current = order('ORDER_CLOSE', 3);
        return receivedReturn;
      },
    });
    start(server.fetch);
    const section = await screen.findByRole('region', { name: 'Returns' });
    const card = within(section).getByRole('article', { name: /Return requested .*: Quality problem/ });
    const diagram = await within(card).findByRole('img', { name: 'The return’s lifecycle as a diagram; it is now Accepted, waiting for the parcel.' });
    expect(diagram.querySelector('[data-state="ACCEPTED"]')?.getAttribute('class')).toContain('diagram__node--current');
    expect(diagram.querySelector('[data-state="SUBMITTED"]')?.getAttribute('class')).toContain('diagram__node--visited');
    expect(within(card).getByText('Reply to the shopper: Send it to Taipei')).toBeTruthy();

    // The replay opens on the newest step and goes back to the shopper's request.
    expect(within(card).getByTestId('replay-step').textContent).toMatch(/Step 2 of 2: .*Accept, Open, waiting for an answer → Accepted, waiting for the parcel, by helpdesk@shop.test/);
    // (Clicked again until it shows: on a busy machine a late first read of the returns may still
    // put the replay back on the newest step. Previous does nothing on the first step.)
    await waitFor(() => {
      fireEvent.click(within(card).getByRole('button', { name: 'Previous' }));
      expect(within(card).getByTestId('replay-step').textContent).toMatch(/Step 1 of 2: .*Requested by the shopper, — → Open, waiting for an answer, by the shopper or the system/);
    });
    expect(diagram.querySelector('[data-state="SUBMITTED"]')?.getAttribute('class')).toContain('diagram__node--step');

    // The moves are the request's lifecycle's, sent with the version seen; the order is read again (receiving closes it).
    expect(within(card).getAllByRole('button', { name: /Parcel received|Reject/ }).map((button) => button.textContent)).toEqual(['Parcel received', 'Reject']);
    const orderReads = server.calls.filter((call) => call.path === `/orders/${ORDER_NO}`).length;
    fireEvent.submit(within(card).getByRole('form', { name: 'Parcel received' }));
    await waitFor(() => expect(within(section).getByRole('status').textContent).toBe('“Parcel received” done.'));
    expect(server.calls.find((call) => call.path === '/returns/r-1/events')).toMatchObject({ method: 'POST', body: { type: 'return.receive', version: 1 }, headers: { 'x-csrf-token': 'csrf-2' } });
    await within(section).findByRole('img', { name: 'The return’s lifecycle as a diagram; it is now Parcel received.' });
    expect(within(section).getByRole('form', { name: 'Record the refund' })).toBeTruthy();
    await waitFor(() => expect(server.calls.filter((call) => call.path === `/orders/${ORDER_NO}`).length).toBeGreaterThan(orderReads));
  });
});
