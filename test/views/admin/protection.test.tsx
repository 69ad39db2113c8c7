import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminApp, type AdminServices } from '../../../src/admin/app/AdminApp';
import type { BlocklistEntryView, OrderAttemptView } from '../../../src/domain/contracts/admin-protection';
import { loadAdminPages } from '../../helpers/admin-pages';

const owner = { email: 'owner@shop.test', role: 'owner', permissions: ['orders', 'catalog', 'promotions', 'settings', 'operators', 'audit'], csrfToken: 'csrf-1' };
const support = { email: 'helpdesk@shop.test', role: 'support', permissions: ['orders', 'returns', 'reviews', 'messages'], csrfToken: 'csrf-2' };
const sites = { items: [{ id: 'site-tw', host: 'tw.localhost', name: 'AquaLite TW', zone: 1, currency: 'TWD', language: 'zh-TW' }] };

const phone: BlocklistEntryView = { id: 'e1', siteId: 'site-tw', kind: 'phone', value: '+886912000555', typed: '0912 000 555', reason: 'prank orders', addedBy: 'owner@shop.test', createdAt: '2030-01-01T08:00:00.000Z' };
const range: BlocklistEntryView = { id: 'e2', siteId: null, kind: 'address', value: '192.0.2.0/24', typed: '192.0.2.0/24', reason: 'a bot farm', addedBy: 'migration', createdAt: '2030-01-02T08:00:00.000Z' };
const attempt: OrderAttemptView = { id: 'a1', siteId: 'site-tw', outcome: 'blocked', rule: 'phone', matched: '+886912000555', clientIp: '198.51.100.2', phone: '+886912000555', createdAt: '2030-01-03T08:00:00.000Z' };

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
type Answer = { status: number; body: unknown };

/** A fake `/admin/api` answering by method and path; a list is answered in turn (its last one again). */
function fakeServer(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace('/admin/api', '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const entry = answers[`${method} ${path}`];
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!answer) throw new Error(`unexpected ${method} ${path}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

const ok = (data: unknown) => ({ status: 200, body: { code: 1, msg: 'ok', data } });
const start = (fetch: typeof globalThis.fetch) => {
  const services: AdminServices = { fetch, languages: ['en-US'], storedLocale: { get: () => null, set: () => undefined } };
  return render(<AdminApp services={services} />);
};

beforeAll(loadAdminPages);
beforeEach(() => window.history.pushState(null, '', '/admin/protection'));
afterEach(cleanup);

describe('the Protection section', () => {
  it('is not offered to support', async () => {
    start(fakeServer({ 'GET /session': ok(support) }).fetch);
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeTruthy();
  });

  it('shows a site’s lists by kind with the shop-wide entries, who added each and why, and the latest refused orders', async () => {
    start(fakeServer({ 'GET /session': ok(owner), 'GET /sites': ok(sites), 'GET /protection?siteId=site-tw': ok({ entries: [phone, range], attempts: [attempt] }) }).fetch);
    const phones = await screen.findByRole('region', { name: 'Phone numbers' });
    const row = await within(phones).findByTestId('blocklist-entry');
    expect(row.textContent).toContain('+886912000555');
    expect(row.textContent).toContain('0912 000 555');
    expect(row.textContent).toContain('prank orders');
    expect(row.textContent).toContain('owner@shop.test');
    expect(row.textContent).toContain('This site');
    const addresses = within(screen.getByRole('region', { name: 'Client addresses and ranges' })).getByTestId('blocklist-entry');
    expect(addresses.textContent).toContain('192.0.2.0/24');
    expect(addresses.textContent).toContain('The whole shop');
    expect(within(screen.getByRole('region', { name: 'Emails' })).getByText('Nothing on this list.')).toBeTruthy();
    const refused = within(screen.getByRole('region', { name: 'Latest refused orders' })).getByTestId('order-attempt');
    for (const text of ['Blocked by a list', 'phone', '+886912000555', '198.51.100.2']) expect(refused.textContent).toContain(text);
  });

  it('keeps what was typed and shows the server’s message when a value is not of its kind, then adds it corrected and reads the lists again', async () => {
    const refusal = { status: 400, body: { code: 1002, msg: 'This is not a phone number, client address or range, email or postal code of the kind chosen.', data: { issues: [{ field: 'body.value', problem: 'invalid' }] } } };
    const server = fakeServer({
      'GET /session': ok(owner),
      'GET /sites': ok(sites),
      'GET /protection?siteId=site-tw': [ok({ entries: [], attempts: [] }), ok({ entries: [range, { ...range, id: 'e3', siteId: 'site-tw', value: '203.0.113.0/24', typed: '203.0.113.0/24', reason: 'scripted orders' }], attempts: [] })],
      'POST /protection/entries': [refusal, ok({ ...range, id: 'e3' })],
    });
    start(server.fetch);
    const form = await screen.findByRole('form', { name: "Add to this site's blocklist" });
    fireEvent.change(within(form).getByLabelText('List'), { target: { value: 'address' } });
    fireEvent.change(within(form).getByLabelText('Value'), { target: { value: '10.0.0.0/33' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'scripted orders' } });
    fireEvent.submit(form);
    expect(await within(form).findByText(/This is not a phone number/)).toBeTruthy();
    const value = within(form).getByLabelText('Value') as HTMLInputElement;
    expect(value.value).toBe('10.0.0.0/33');
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect((within(form).getByLabelText('Reason') as HTMLInputElement).value).toBe('scripted orders');
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({ body: { siteId: 'site-tw', kind: 'address', value: '10.0.0.0/33', reason: 'scripted orders' }, headers: { 'x-csrf-token': 'csrf-1' } });

    fireEvent.change(value, { target: { value: '203.0.113.0/24' } });
    fireEvent.submit(form);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Client addresses and ranges' })).getAllByTestId('blocklist-entry')).toHaveLength(2));
    expect((within(form).getByLabelText('Value') as HTMLInputElement).value).toBe('');
    expect(within(form).getByLabelText('Value').getAttribute('aria-invalid')).toBeNull();
  });

  it('removes an entry, and shows the whole shop’s lists with every site’s refused orders', async () => {
    const server = fakeServer({
      'GET /session': ok(owner),
      'GET /sites': ok(sites),
      'GET /protection?siteId=site-tw': [ok({ entries: [phone], attempts: [] }), ok({ entries: [], attempts: [] })],
      'DELETE /protection/entries/e1': ok({ removed: true }),
      'GET /protection': ok({ entries: [range], attempts: [attempt] }),
    });
    start(server.fetch);
    const phones = await screen.findByRole('region', { name: 'Phone numbers' });
    fireEvent.click(await within(phones).findByRole('button', { name: 'Remove +886912000555' }));
    expect(await within(phones).findByText('Nothing on this list.')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'DELETE')?.headers['x-csrf-token']).toBe('csrf-1');

    fireEvent.change(screen.getByLabelText('Lists of'), { target: { value: '' } });
    expect(await screen.findByRole('form', { name: "Add to the whole shop's blocklist" })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Client addresses and ranges' })).getAllByTestId('blocklist-entry')).toHaveLength(1));
    expect(within(screen.getByRole('region', { name: 'Latest refused orders' })).getAllByTestId('order-attempt')).toHaveLength(1);
  });
});
