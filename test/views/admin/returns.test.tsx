import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminApp, type AdminServices } from '../../../src/admin/app/AdminApp';
import type { AdminReturn } from '../../../src/domain/contracts/admin-returns';
import { loadAdminPages } from '../../helpers/admin-pages';
import { OPENED_RETURN } from '../../helpers/admin-returns';
import { fakeAdminServer, okAnswer } from '../../helpers/admin-fake-server';

const support = { email: 'helpdesk@shop.test', role: 'support', permissions: ['orders', 'returns', 'reviews', 'messages'], csrfToken: 'csrf-2' };

/** The shared request, here with every move of an open request offered. */
const opened: AdminReturn = {
  ...OPENED_RETURN,
  lifecycle: {
    ...OPENED_RETURN.lifecycle,
    allowedEvents: [
      { type: 'return.accept', fields: [{ name: 'reply', options: null }] },
      { type: 'return.reject', fields: [{ name: 'reply', options: null }] },
      { type: 'return.receive', fields: [] },
    ],
  },
};
const received: AdminReturn = {
  ...opened,
  lifecycle: { ...opened.lifecycle, state: 'RECEIVED', version: 2, allowedEvents: [{ type: 'return.refund', fields: [{ name: 'amount', options: null }, { name: 'method', options: [{ id: 'cash', name: 'cash' }, { id: 'bankTransfer', name: 'bankTransfer' }] }, { name: 'reference', options: null }] }] },
};
const counts = { open: 1, waiting: 0, received: 1 };

function start(fetch: typeof globalThis.fetch) {
  const services: AdminServices = { fetch, languages: ['en-US'], storedLocale: { get: () => null, set: () => undefined } };
  return render(<AdminApp services={services} />);
}

beforeAll(loadAdminPages);
beforeEach(() => window.history.pushState(null, '', '/admin/returns'));
afterEach(cleanup);

describe('the Returns section', () => {
  it('shows an open request with the shopper’s photo, accepts it with a reply (sent with the version seen) and reads the tab again', async () => {
    const server = fakeAdminServer([
      ['GET /session', okAnswer(support)],
      ['GET /returns?tab=open', okAnswer({ items: [opened], counts })],
      ['POST /returns/r-1/events', okAnswer({ ...opened, reply: 'Send it to Taipei', lifecycle: { ...opened.lifecycle, state: 'ACCEPTED', version: 1, allowedEvents: [] } })],
      ['GET /returns?tab=open', okAnswer({ items: [], counts: { ...counts, open: 0, waiting: 1 } })],
    ]);
    start(server.fetch);
    const card = await screen.findByRole('listitem', { name: 'Return of order TW7K2M9QX4ZB1C' });
    expect(within(card).getByRole('img', { name: 'Photo 1 of the parcel' }).getAttribute('src')).toBe('/admin/api/returns/r-1/photos/abc.webp');
    expect(within(card).getByText(/Quality problem/)).toBeTruthy();
    expect(within(card).getAllByRole('button').map((button) => button.textContent)).toEqual(['Accept', 'Reject', 'Parcel received']);
    const accept = within(card).getByRole('form', { name: 'Accept' });
    fireEvent.change(within(accept).getByLabelText('Reply the shopper reads'), { target: { value: ' Send it to Taipei ' } });
    fireEvent.submit(accept);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('“Accept” done.'));
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/returns/r-1/events', body: { type: 'return.accept', version: 0, reply: 'Send it to Taipei' }, headers: { 'x-csrf-token': 'csrf-2' } });
    expect(await screen.findByText('No return requests here.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Waiting for the parcel (1)' })).toBeTruthy();
  });

  it('records a refund typed in the shop’s currency as minor units, and says why when the server refuses a move', async () => {
    const server = fakeAdminServer([
      ['GET /session', okAnswer(support)],
      ['GET /returns?tab=open', okAnswer({ items: [opened], counts })],
      ['GET /returns?tab=received', okAnswer({ items: [received], counts })],
      ['POST /returns/r-1/events', { status: 409, body: { code: 1006, msg: 'Someone else answered this return request first: nothing was changed.', data: { problem: 'movedMeanwhile' } } }],
      ['GET /returns?tab=received', okAnswer({ items: [received], counts })],
    ]);
    start(server.fetch);
    fireEvent.click(await screen.findByRole('tab', { name: 'Received (1)' }));
    const refund = await screen.findByRole('form', { name: 'Record the refund' });
    fireEvent.change(within(refund).getByLabelText('Amount'), { target: { value: '790' } });
    fireEvent.change(within(refund).getByLabelText('Method'), { target: { value: 'bankTransfer' } });
    fireEvent.change(within(refund).getByLabelText('Reference'), { target: { value: 'TX-1' } });
    fireEvent.submit(refund);
    expect((await screen.findByRole('alert')).textContent).toBe('Someone else answered this return request first: nothing was changed.');
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({ body: { type: 'return.refund', version: 2, amount: 79000, method: 'bankTransfer', reference: 'TX-1' } });
  });
});
