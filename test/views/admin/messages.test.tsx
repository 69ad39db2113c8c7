import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRequest } from '../../../src/admin/app/api';
import { OutboxPage } from '../../../src/admin/app/pages/OutboxPage';
import { OrderMessagesPanel } from '../../../src/admin/app/pages/OrderMessagesPanel';
import type { OutboxMessageView } from '../../../src/domain/contracts/admin-messages';
import { renderAdmin } from '../../helpers/admin-intl';

const ORDER = 'TW7K2M9QX4ZB1C';
const message = (overrides: Partial<OutboxMessageView>): OutboxMessageView => ({
  id: 'm1',
  siteId: 'site-tw',
  orderNo: ORDER,
  kind: 'confirmation',
  channel: 'sms',
  to: '+886912345678',
  body: 'AquaLite：感謝您的訂購！',
  provider: 'sandbox',
  status: 'sent',
  providerRef: 'sandbox-1',
  error: null,
  createdAt: '2030-01-01T08:00:00.000Z',
  ...overrides,
});

/** A fake `/admin/api` answering by method and path (query left out), keeping the calls. */
function fakeServer(routes: Record<string, () => { status: number; body: unknown }>) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = String(input).replace('/admin/api', '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${path.split('?')[0]}`];
    if (!route) throw new Error(`unexpected ${method} ${path}`);
    const answer = route();
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { request: createRequest(() => 'en', fetch), calls };
}

const ok = (data: unknown) => ({ status: 200, body: { code: 1, msg: 'ok', data } });

afterEach(cleanup);

describe('the Outbox page', () => {
  it('lists every message newest first with its site, order, phone, kind, channel, provider, outcome and text', async () => {
    const server = fakeServer({
      'GET /messages': () =>
        ok({
          sandbox: true,
          items: [
            message({ id: 'm2', kind: 'dispatched', channel: 'whatsapp', status: 'failed', error: 'twilio refused: 21211 Invalid To phone number', body: 'Shipped with T-Cat', createdAt: '2030-01-01T09:00:00.000Z' }),
            message({ id: 'm1', orderNo: null, kind: 'verification', body: 'AquaLite: your code is 123456.' }),
          ],
        }),
    });
    renderAdmin(<OutboxPage request={server.request} csrfToken="csrf-1" />);
    const rows = await screen.findAllByTestId('message');
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(1))).toEqual([
      ['site-tw', ORDER, '+886912345678', 'Dispatched', 'WhatsApp', 'sandbox', 'Failed: twilio refused: 21211 Invalid To phone number', 'Shipped with T-Cat'],
      ['site-tw', '—', '+886912345678', 'One-time code', 'SMS', 'sandbox', 'Sent', 'AquaLite: your code is 123456.'],
    ]);
    expect(screen.getByText(/Sandbox: no message leaves the server/)).toBeTruthy();
  });

  it('shows one order’s messages as its number is typed, and says when there are none', async () => {
    let items = [message({})];
    const server = fakeServer({ 'GET /messages': () => ok({ sandbox: false, items }) });
    renderAdmin(<OutboxPage request={server.request} csrfToken="csrf-1" />);
    await screen.findAllByTestId('message');
    expect(screen.getByText(/One-time codes are masked/)).toBeTruthy();
    items = [];
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'TW0000' } });
    expect(await screen.findByText('No messages.')).toBeTruthy();
    expect(server.calls.at(-1)).toMatchObject({ method: 'GET', path: '/messages?orderNo=TW0000' });
  });
});

describe('the order page’s Messages panel', () => {
  it('lists the order’s messages and sends one kind again, showing it first with its outcome', async () => {
    const server = fakeServer({
      'GET /messages': () => ok({ sandbox: true, items: [message({})] }),
      [`POST /orders/${ORDER}/messages`]: () => ok(message({ id: 'm9', kind: 'dispatched', body: 'Shipped with T-Cat 9012345678', createdAt: '2030-01-02T08:00:00.000Z' })),
    });
    renderAdmin(<OrderMessagesPanel request={server.request} csrfToken="csrf-1" orderNo={ORDER} />);
    expect(await screen.findAllByTestId('message')).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: `/messages?orderNo=${ORDER}` });

    fireEvent.click(screen.getByRole('button', { name: 'Send “Dispatched” again' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '“Dispatched” was sent.');
    expect(server.calls.at(-1)).toMatchObject({ method: 'POST', path: `/orders/${ORDER}/messages`, body: { kind: 'dispatched' }, headers: { 'x-csrf-token': 'csrf-1' } });
    const rows = screen.getAllByTestId('message');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['+886912345678', '+886912345678']);
    expect(within(rows[0]!).getByText('Shipped with T-Cat 9012345678')).toBeTruthy();
  });

  it('shows the server’s reason when it refuses a send, keeping the list, and says when the provider refused one', async () => {
    let answer = (): { status: number; body: unknown } => ({ status: 409, body: { code: 0, msg: 'This order has not been dispatched: there is no carrier or tracking number to send yet.', data: null } });
    const server = fakeServer({
      'GET /messages': () => ok({ sandbox: false, items: [message({})] }),
      [`POST /orders/${ORDER}/messages`]: () => answer(),
    });
    renderAdmin(<OrderMessagesPanel request={server.request} csrfToken="csrf-1" orderNo={ORDER} />);
    await screen.findAllByTestId('message');
    fireEvent.click(screen.getByRole('button', { name: 'Send “Out for delivery” again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This order has not been dispatched: there is no carrier or tracking number to send yet.');
    expect(screen.getAllByTestId('message')).toHaveLength(1);

    answer = () => ok(message({ id: 'm3', status: 'failed', error: 'twilio refused: 21610 Unsubscribed recipient' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send “Order confirmation” again' }));
    expect((await screen.findByRole('status')).textContent).toBe('“Order confirmation” could not be sent: the provider refused it (see its row).');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('Failed: twilio refused: 21610 Unsubscribed recipient')).toBeTruthy();
  });

  it('says when the messages cannot be loaded, and loads them again', async () => {
    let reachable = false;
    const server = fakeServer({ 'GET /messages': () => (reachable ? ok({ sandbox: true, items: [] }) : { status: 500, body: { code: 0, msg: 'The outbox cannot be read now.' } }) });
    renderAdmin(<OrderMessagesPanel request={server.request} csrfToken="csrf-1" orderNo={ORDER} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The outbox cannot be read now.');
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Load the messages again' }));
    expect(await screen.findByText('No message was sent about this order.')).toBeTruthy();
  });
});
