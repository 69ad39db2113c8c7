import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminApp, type AdminServices } from '../../../src/admin/app/AdminApp';
import { loadAdminPages } from '../../helpers/admin-pages';

const owner = { email: 'owner@shop.test', role: 'owner', permissions: ['orders', 'catalog', 'promotions', 'operators', 'audit'], csrfToken: 'csrf-1' };
const support = { email: 'helpdesk@shop.test', role: 'support', permissions: ['orders', 'returns', 'reviews', 'messages'], csrfToken: 'csrf-2' };
const sites = { items: [{ id: 'site-pl', host: 'pl.localhost', name: 'Doorstep PL', zone: 9, currency: 'PLN', language: 'pl' }] };
const products = { items: [{ id: 'lampka', title: 'Lampka', price: 4999, skuCount: 1, status: 'active', listedAt: '2026-11-20T10:00:00.000Z' }] };
const running = { id: 'sale-1', productId: 'lampka', kind: 'flash', percentOff: 20, startsAt: '2026-11-24T10:00:00.000Z', endsAt: '2026-11-30T10:00:00.000Z', state: 'running' };
const coupon = {
  id: 'cp-1',
  productId: 'lampka',
  kind: 'percent',
  value: 15,
  minOrder: 10000,
  status: 'active',
  startsAt: null,
  endsAt: null,
  totalLimit: 100,
  perShopperLimit: 1,
  claimed: 3,
  redeemed: 1,
  createdAt: '2026-11-24T10:00:00.000Z',
};

const soldCount = { productId: 'lampka', mode: 'fixed', fixed: 120, real: 7, shown: 120 };

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
type Answer = { status: number; body: unknown } | 'offline';

/** A fake `/admin/api` answering by method and path; a list is answered in turn. */
function fakeServer(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace('/admin/api', '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, headers: (init?.headers ?? {}) as Record<string, string>, body });
    const entry = answers[`${method} ${path}`];
    const answer = Array.isArray(entry) ? entry.shift() : entry;
    if (!answer) throw new Error(`unexpected ${method} ${path}`);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

const ok = (data: unknown) => ({ status: 200, body: { code: 1, msg: 'ok', data } });
const refused = (status: number, msg: string) => ({ status, body: { code: 0, msg, data: null } });

function start(fetch: typeof globalThis.fetch) {
  const services: AdminServices = { fetch, languages: ['en-US'], storedLocale: { get: () => null, set: () => undefined } };
  return render(<AdminApp services={services} />);
}

const form = (name: string) => screen.getByRole('form', { name });
const type = (scope: HTMLElement, label: string | RegExp, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

const base = (extra: Record<string, Answer | Answer[]>) =>
  fakeServer({
    'GET /session': ok(owner),
    'GET /sites': ok(sites),
    'GET /products?siteId=site-pl': ok(products),
    'GET /products/lampka/sold-count': ok(soldCount),
    ...extra,
  });

beforeAll(loadAdminPages);
beforeEach(() => window.history.pushState(null, '', '/admin/promotions'));
afterEach(cleanup);

describe('the Promotions section', () => {
  it('is not offered to support', async () => {
    start(fakeServer({ 'GET /session': ok(support) }).fetch);
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeTruthy();
  });

  it('lists the product’s sales and coupons, the coupon in the site’s terms', async () => {
    start(base({ 'GET /products/lampka/sales': ok({ sales: [running] }), 'GET /coupons?productId=lampka': ok({ coupons: [coupon] }) }).fetch);
    const sale = await screen.findByTestId('sale-row');
    expect(sale.textContent).toContain('Running');
    expect(sale.textContent).toContain('20%');
    const row = screen.getByTestId('coupon-row');
    expect(row.textContent).toContain('15%');
    expect(row.textContent).toMatch(/100,00\s*zł/);
    expect(row.textContent).toContain('Active');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toContain('3');
  });

  it('starts a sale; a refusal shows the server’s message and keeps the form', async () => {
    const scheduled = { ...running, id: 'sale-2', percentOff: 30, state: 'scheduled' };
    const server = base({
      'GET /products/lampka/sales': ok({ sales: [] }),
      'GET /coupons?productId=lampka': ok({ coupons: [] }),
      'POST /products/lampka/sales': [refused(409, 'Another sale of this product overlaps these dates.'), ok(scheduled)],
    });
    start(server.fetch);
    expect(await screen.findByText('This product has no sales.')).toBeTruthy();
    const sale = form('Start a flash sale');
    fireEvent.click(within(sale).getByRole('button', { name: 'Start the sale' }));
    expect(within(sale).getByRole('alert').textContent).toBe('Type a whole percentage from 1 to 99.');
    type(sale, 'Percent off', '30');
    type(sale, /^Ends/, '2026-11-30T12:00');
    fireEvent.click(within(sale).getByRole('button', { name: 'Start the sale' }));
    await waitFor(() => expect(within(sale).getByRole('alert').textContent).toBe('Another sale of this product overlaps these dates.'));
    expect((within(sale).getByLabelText('Percent off') as HTMLInputElement).value).toBe('30');
    const sent = server.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ percentOff: 30, endsAt: new Date('2026-11-30T12:00').toISOString() });
    expect(sent?.headers['x-csrf-token']).toBe('csrf-1');

    fireEvent.click(within(sale).getByRole('button', { name: 'Start the sale' }));
    const row = await screen.findByTestId('sale-row');
    expect(row.textContent).toContain('Scheduled');
    expect(screen.getByRole('status').textContent).toBe('The 30% sale is saved.');
    expect((within(sale).getByLabelText('Percent off') as HTMLInputElement).value).toBe('');
  });

  it('ends a sale after a confirmation', async () => {
    const server = base({
      'GET /products/lampka/sales': ok({ sales: [running] }),
      'GET /coupons?productId=lampka': ok({ coupons: [] }),
      'POST /products/lampka/sales/sale-1/end': ok({ ...running, state: 'ended' }),
    });
    start(server.fetch);
    const row = await screen.findByTestId('sale-row');
    fireEvent.click(within(row).getByRole('button', { name: 'End now' }));
    within(row).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(within(row).queryByRole('button', { name: 'Yes, end it' })).toBeNull());
    expect(server.calls.some((call) => call.path.endsWith('/end'))).toBe(false);
    fireEvent.click(within(row).getByRole('button', { name: 'End now' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Yes, end it' }));
    await waitFor(() => expect(screen.getByTestId('sale-row').textContent).toContain('Ended'));
    expect(within(screen.getByTestId('sale-row')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The sale has ended.');
  });

  it('creates a percent coupon, minimum order typed in zł and sent in grosze, and retires it', async () => {
    const server = base({
      'GET /products/lampka/sales': ok({ sales: [] }),
      'GET /coupons?productId=lampka': ok({ coupons: [] }),
      'POST /coupons': ok(coupon),
      'POST /coupons/cp-1/retire': ok({ ...coupon, status: 'retired' }),
    });
    start(server.fetch);
    expect(await screen.findByText('This product has no coupons.')).toBeTruthy();
    const add = form('New coupon');
    type(add, 'Kind', 'percent');
    type(add, 'Percent off (1 to 99)', '15');
    type(add, /^Minimum order/, '100,00');
    type(add, /How many shoppers/, '100');
    fireEvent.click(within(add).getByRole('button', { name: 'Add the coupon' }));
    const row = await screen.findByTestId('coupon-row');
    expect(server.calls.find((call) => call.path === '/coupons' && call.method === 'POST')?.body).toEqual({ productId: 'lampka', kind: 'percent', value: 15, minOrder: 10000, totalLimit: 100 });
    expect(screen.getByRole('status').textContent).toBe('The coupon is saved.');

    fireEvent.click(within(row).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(screen.getByTestId('coupon-row').textContent).toContain('Retired'));
    expect(within(screen.getByTestId('coupon-row')).queryByRole('button')).toBeNull();
  });

  it('shows the server’s refusal to retire a coupon, and keeps it listed', async () => {
    start(
      base({
        'GET /products/lampka/sales': ok({ sales: [] }),
        'GET /coupons?productId=lampka': ok({ coupons: [coupon] }),
        'POST /coupons/cp-1/retire': refused(409, 'This coupon is already retired.'),
      }).fetch,
    );
    const row = await screen.findByTestId('coupon-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(screen.getAllByRole('alert')[0]!.textContent).toBe('This coupon is already retired.'));
    expect(screen.getByTestId('coupon-row').textContent).toContain('Active');
    expect((within(screen.getByTestId('coupon-row')).getByRole('button', { name: 'Retire' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers a coupon each shopper may receive and use 3 times, and refuses 0 times before sending', async () => {
    const thrice = { ...coupon, id: 'cp-3', kind: 'amount', value: 1000, minOrder: 0, totalLimit: null, perShopperLimit: 3, claimed: 0, redeemed: 0 };
    const server = base({ 'GET /products/lampka/sales': ok({ sales: [] }), 'GET /coupons?productId=lampka': ok({ coupons: [] }), 'POST /coupons': ok(thrice) });
    start(server.fetch);
    expect(await screen.findByText('This product has no coupons.')).toBeTruthy();
    const add = form('New coupon');
    type(add, /^Amount off/, '10');
    type(add, /How many times each shopper/, '0');
    fireEvent.click(within(add).getByRole('button', { name: 'Add the coupon' }));
    expect(within(add).getByRole('alert').textContent).toBe('Type a whole number of times from 1 to 100.');
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    type(add, /How many times each shopper/, '3');
    fireEvent.click(within(add).getByRole('button', { name: 'Add the coupon' }));
    const row = await screen.findByTestId('coupon-row');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ productId: 'lampka', kind: 'amount', value: 1000, minOrder: 0, perShopperLimit: 3 });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toContain('3 times');
  });

  it('refuses an amount coupon that is not an amount, before sending anything', async () => {
    const server = base({ 'GET /products/lampka/sales': ok({ sales: [] }), 'GET /coupons?productId=lampka': ok({ coupons: [] }) });
    start(server.fetch);
    expect(await screen.findByText('This product has no coupons.')).toBeTruthy();
    const add = form('New coupon');
    type(add, /^Amount off/, 'abc');
    fireEvent.click(within(add).getByRole('button', { name: 'Add the coupon' }));
    expect(within(add).getByRole('alert').textContent).toBe('Type an amount in the site’s currency, like 50 or 49.99.');
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('chooses the sold count the product page shows: the real count, or a typed number checked before it is sent', async () => {
    const server = base({
      'GET /products/lampka/sales': ok({ sales: [] }),
      'GET /coupons?productId=lampka': ok({ coupons: [] }),
      'PUT /products/lampka/sold-count': [ok({ ...soldCount, mode: 'real', shown: 7 }), refused(400, 'The sold count is refused.')],
    });
    start(server.fetch);
    expect((await screen.findByTestId('sold-count-shown')).textContent).toBe('The product page shows 120 sold.');
    const choice = form('Sold count');
    expect((within(choice).getByLabelText('A number I type') as HTMLInputElement).checked).toBe(true);
    expect(within(choice).getByLabelText('The default: 2,526')).toBeTruthy();
    fireEvent.click(within(choice).getByLabelText('The real count: units in orders not cancelled (now 7)'));
    fireEvent.click(within(choice).getByRole('button', { name: 'Save the sold count' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The product page now shows 7 sold.'));
    expect(screen.getByTestId('sold-count-shown').textContent).toBe('The product page shows 7 sold.');
    const sent = server.calls.find((call) => call.method === 'PUT');
    expect(sent?.body).toEqual({ mode: 'real' });
    expect(sent?.headers['x-csrf-token']).toBe('csrf-1');

    fireEvent.click(within(choice).getByLabelText('A number I type'));
    type(choice, 'Sold count to show', 'lots');
    fireEvent.click(within(choice).getByRole('button', { name: 'Save the sold count' }));
    expect(within(choice).getByRole('alert').textContent).toBe('Type a whole number from 0 to 100,000,000.');
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    type(choice, 'Sold count to show', '900');
    fireEvent.click(within(choice).getByRole('button', { name: 'Save the sold count' }));
    await waitFor(() => expect(within(choice).getByRole('alert').textContent).toBe('The sold count is refused.'));
    expect(server.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ mode: 'fixed', fixed: 900 });
    expect((within(choice).getByLabelText('Sold count to show') as HTMLInputElement).value).toBe('900');
  });
});
