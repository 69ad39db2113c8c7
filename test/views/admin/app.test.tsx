import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminApp, type AdminServices } from '../../../src/admin/app/AdminApp';
import { loadAdminPages } from '../../helpers/admin-pages';

const owner = { email: 'owner@shop.test', role: 'owner', permissions: ['orders', 'returns', 'reviews', 'messages', 'catalog', 'promotions', 'settings', 'operators', 'audit'], csrfToken: 'csrf-1' };
const support = { email: 'helpdesk@shop.test', role: 'support', permissions: ['orders', 'returns', 'reviews', 'messages'], csrfToken: 'csrf-2' };

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake `/admin/api`: each answer is taken in turn for its method and path. */
function fakeServer(answers: Record<string, { status: number; body: unknown } | 'offline'>[]) {
  const calls: Call[] = [];
  const queue = [...answers];
  const fetch: typeof globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace('/admin/api', '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = queue.shift();
    const answer = next?.[`${method} ${path}`];
    if (!answer) throw new Error(`unexpected ${method} ${path}`);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

const ok = (data: unknown) => ({ status: 200, body: { code: 1, msg: 'ok', data } });
const refused = (status: number, msg: string) => ({ status, body: { code: status === 401 ? 1401 : 1000 + status, msg } });

function start(fetch: typeof globalThis.fetch, languages: readonly string[] = ['en-US'], stored: string | null = null) {
  const services: AdminServices = { fetch, languages, storedLocale: { get: () => stored, set: () => undefined } };
  return render(<AdminApp services={services} />);
}

async function signIn(email = 'owner@shop.test', password = 'a long enough password') {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
}

beforeAll(loadAdminPages);
beforeEach(() => window.history.pushState(null, '', '/admin'));
afterEach(cleanup);

describe('the back office app', () => {
  it('shows the sign-in form when nobody is signed in, and the server’s refusal with the email kept', async () => {
    const server = fakeServer([{ 'GET /session': refused(401, 'Please sign in.') }, { 'POST /session': refused(401, 'The email or the password is not right.') }]);
    start(server.fetch);
    await signIn('owner@shop.test', 'wrong password!!');
    // The alert region is always there (so it is announced when filled): wait for its text.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The email or the password is not right.'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@shop.test');
    expect(server.calls[1]).toMatchObject({ method: 'POST', body: { email: 'owner@shop.test', password: 'wrong password!!' }, headers: { 'accept-language': 'en' } });
  });

  it('says so when the back office cannot be reached, and when there were too many attempts', async () => {
    const server = fakeServer([{ 'GET /session': refused(401, '') }, { 'POST /session': 'offline' }, { 'POST /session': refused(429, 'Too many attempts: wait a minute.') }]);
    start(server.fetch);
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('could not be reached'));
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts: wait a minute.'));
  });

  it('shows an owner every section, and a support operator only theirs', async () => {
    start(fakeServer([{ 'GET /session': ok(owner) }]).fetch);
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Orders', 'Returns', 'Abandoned forms', 'Outbox', 'Dashboard', 'Products', 'Promotions', 'Reviews', 'Settings', 'Protection', 'Operators', 'Audit log']);
    cleanup();
    window.history.pushState(null, '', '/admin/operators');
    start(fakeServer([{ 'GET /session': ok(support) }, { 'GET /orders?limit=50': ok({ items: [], total: 0, nextCursor: null }) }]).fetch);
    const supportNav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(supportNav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Orders', 'Returns', 'Abandoned forms', 'Outbox', 'Dashboard', 'Reviews']);
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeTruthy();
    fireEvent.click(within(supportNav).getByRole('link', { name: 'Orders' }));
    expect(window.location.pathname).toBe('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(await screen.findByText('No orders match.')).toBeTruthy();
  });

  it('adds an operator with the session’s CSRF token and reloads the list', async () => {
    window.history.pushState(null, '', '/admin/operators');
    const listed = (emails: string[]) => ok({ items: emails.map((email) => ({ email, role: 'support', createdAt: '2026-11-24T10:00:00.000Z', passwordChangedAt: '2026-11-24T10:00:00.000Z' })) });
    const server = fakeServer([
      { 'GET /session': ok(owner) },
      { 'GET /operators': listed(['owner@shop.test']) },
      { 'POST /operators': ok({ email: 'new@shop.test', role: 'support', createdAt: 'x', passwordChangedAt: 'x' }) },
      { 'GET /operators': listed(['owner@shop.test', 'new@shop.test']) },
    ]);
    start(server.fetch);
    const form = await screen.findByRole('form', { name: 'Add an operator' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'New@shop.test' } });
    fireEvent.change(within(form).getByLabelText('Password (at least 12 characters)'), { target: { value: 'another long password' } });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getAllByTestId('operator-row')).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('new@shop.test was added.');
    expect(server.calls[2]).toMatchObject({ method: 'POST', path: '/operators', headers: { 'x-csrf-token': 'csrf-1' }, body: { email: 'New@shop.test', role: 'support', password: 'another long password' } });
  });

  it('resets a password, and shows the server’s message when it refuses a removal', async () => {
    window.history.pushState(null, '', '/admin/operators');
    const row = (email: string, role = 'owner') => ({ email, role, createdAt: '2026-11-24T10:00:00.000Z', passwordChangedAt: '2026-11-24T10:00:00.000Z' });
    const server = fakeServer([
      { 'GET /session': ok(owner) },
      { 'GET /operators': ok({ items: [row('owner@shop.test')] }) },
      { 'POST /operators/owner%40shop.test/password': ok(row('owner@shop.test')) },
      { 'GET /operators': ok({ items: [row('owner@shop.test')] }) },
      { 'DELETE /operators/owner%40shop.test': refused(409, 'The last owner cannot be removed.') },
    ]);
    start(server.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password: owner@shop.test' }));
    fireEvent.change(screen.getByLabelText('New password for owner@shop.test'), { target: { value: 'a brand new password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('The password of owner@shop.test was changed'));
    expect(server.calls[2]).toMatchObject({ method: 'POST', headers: { 'x-csrf-token': 'csrf-1' }, body: { password: 'a brand new password' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: owner@shop.test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The last owner cannot be removed.'));
    expect(screen.getAllByTestId('operator-row')).toHaveLength(1);
  });

  it('pages the audit log back in time from the oldest entry shown', async () => {
    window.history.pushState(null, '', '/admin/audit');
    const entries = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: String(from - index), at: new Date(Date.UTC(2026, 10, 24, 0, from - index)).toISOString(), operatorEmail: 'owner@shop.test', action: 'add', entity: 'operator', entityId: `op${from - index}@shop.test`, before: null, after: { role: 'support' } }));
    const firstPage = entries(100, 50);
    const oldestShown = firstPage.at(-1)!.at;
    const server = fakeServer([
      { 'GET /session': ok(owner) },
      { 'GET /audit?limit=50': ok({ items: firstPage }) },
      { [`GET /audit?limit=50&before=${encodeURIComponent(oldestShown)}`]: ok({ items: entries(50, 3) }) },
    ]);
    start(server.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Older entries' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(53));
    expect(screen.getByText('No older entries.')).toBeTruthy();
  });

  it('lists the abandoned forms to call, with a dialable phone, and those that ordered since on demand', async () => {
    window.history.pushState(null, '', '/admin/leads');
    const lead = { id: 'l1', siteId: 'tw', phone: '+886912111222', phoneNational: '0912111222', name: '王小明', productId: 'aqualite-tw', lines: [{ productId: 'aqualite-tw', kind: 'sku', id: 'tw-coral-750', quantity: 2 }], locale: 'zh-TW', createdAt: '2026-11-24T10:00:00.000Z', updatedAt: '2026-11-24T10:05:00.000Z', converted: false, orderNo: null };
    const server = fakeServer([
      { 'GET /session': ok(support) },
      { 'GET /leads?status=open': ok({ items: [lead] }) },
      { 'GET /leads?status=converted': ok({ items: [{ ...lead, converted: true, orderNo: 'DS2611240001' }] }) },
    ]);
    start(server.fetch);
    const row = (await screen.findAllByTestId('lead'))[0]!;
    expect(within(row).getByRole('link', { name: '0912111222' }).getAttribute('href')).toBe('tel:+886912111222');
    expect(row.textContent).toContain('王小明');
    expect(row.textContent).toContain('tw-coral-750 × 2');
    expect(row.textContent).toContain('Not ordered');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'converted' } });
    await waitFor(() => expect(screen.getByTestId('lead').textContent).toContain('Ordered: DS2611240001'));
  });

  it('goes back to the sign-in form with “your session ended” when a call answers 401', async () => {
    window.history.pushState(null, '', '/admin/audit');
    start(fakeServer([{ 'GET /session': ok(owner) }, { 'GET /audit?limit=50': refused(401, 'Please sign in.') }]).fetch);
    expect((await screen.findByRole('status')).textContent).toBe('Your session ended. Please sign in again.');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('signs out and says so', async () => {
    window.history.pushState(null, '', '/admin/audit');
    const server = fakeServer([{ 'GET /session': ok(owner) }, { 'GET /audit?limit=50': ok({ items: [] }) }, { 'DELETE /session': ok(null) }]);
    start(server.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('status')).textContent).toBe('You are signed out.');
    expect(server.calls.find((call) => call.method === 'DELETE')!.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('opens on the orders console, for an owner as for a support agent taking a call', async () => {
    for (const operator of [owner, support]) {
      start(fakeServer([{ 'GET /session': ok(operator) }, { 'GET /orders?limit=50': ok({ items: [], total: 0, nextCursor: null }) }]).fetch);
      expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
      expect(await screen.findByText('No orders match.')).toBeTruthy();
      const nav = screen.getByRole('navigation', { name: 'Back office' });
      expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
      expect(window.location.pathname).toBe('/admin');
      cleanup();
    }
  });

  it('speaks Traditional Chinese to a Chinese browser, and remembers a switch', async () => {
    const stored: string[] = [];
    const services: AdminServices = { fetch: fakeServer([{ 'GET /session': refused(401, '') }]).fetch, languages: ['zh-HK', 'en'], storedLocale: { get: () => null, set: (code) => void stored.push(code) } };
    render(<AdminApp services={services} />);
    expect(await screen.findByRole('heading', { name: '登入' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-TW');
    fireEvent.change(screen.getByLabelText('語言'), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(stored).toEqual(['en']);
  });
});
