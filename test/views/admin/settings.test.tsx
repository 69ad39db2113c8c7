import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminApp, type AdminServices } from '../../../src/admin/app/AdminApp';
import type { AdminSiteSettings } from '../../../src/domain/contracts/admin-settings';
import { SETTINGS as MODEL_SETTINGS, noToken } from '../../helpers/site-settings-model';

const owner = { email: 'owner@shop.test', role: 'owner', permissions: ['orders', 'catalog', 'promotions', 'settings', 'operators', 'audit'], csrfToken: 'csrf-1' };
const support = { email: 'helpdesk@shop.test', role: 'support', permissions: ['orders', 'returns', 'reviews', 'messages'], csrfToken: 'csrf-2' };
const sites = { items: [{ id: 'site-tw', host: 'tw.localhost', name: 'AquaLite TW', zone: 1, currency: 'TWD', language: 'zh-TW' }] };
/** The settings of the model (test/helpers/site-settings-model.ts), as this site has them: a Meta token set. */
const SETTINGS: AdminSiteSettings = { ...MODEL_SETTINGS, name: 'AquaLite TW', tracking: { ...MODEL_SETTINGS.tracking, meta: { ...noToken, token: { set: true, last4: '1a2b' } } } };

interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status: number; body: unknown } | 'offline';

/** A fake `/admin/api` answering by method and path; a list is answered in turn. */
function fakeServer(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace('/admin/api', '');
    const method = init?.method ?? 'GET';
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const entry = answers[`${method} ${path}`];
    const answer = Array.isArray(entry) ? entry.shift() : entry;
    if (!answer) throw new Error(`unexpected ${method} ${path}`);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

const ok = (data: unknown) => ({ status: 200, body: { code: 1, msg: 'ok', data } });
const base = (extra: Record<string, Answer | Answer[]>) => fakeServer({ 'GET /session': ok(owner), 'GET /sites': ok(sites), 'GET /sites/site-tw/settings': ok(SETTINGS), ...extra });

function start(fetch: typeof globalThis.fetch) {
  const services: AdminServices = { fetch, languages: ['en-US'], storedLocale: { get: () => null, set: () => undefined } };
  return render(<AdminApp services={services} />);
}

const settingsForm = () => screen.getByRole('form', { name: 'Settings' });
const type = (label: string | RegExp, value: string) => fireEvent.change(within(settingsForm()).getByLabelText(label), { target: { value } });

beforeEach(() => window.history.pushState(null, '', '/admin/settings'));
afterEach(cleanup);

describe('the Settings section', () => {
  it('is not offered to support', async () => {
    start(fakeServer({ 'GET /session': ok(support) }).fetch);
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeTruthy();
  });

  it('shows the site’s seller and contacts, and of a token only that it is set and its last 4 characters', async () => {
    start(base({}).fetch);
    expect(((await screen.findByLabelText('Company name')) as HTMLInputElement).value).toBe('AquaLite Ltd.');
    expect((screen.getByLabelText('LINE ID') as HTMLInputElement).value).toBe('@aqualite');
    expect(screen.getByTestId('meta-token').textContent).toBe('An access token is set, ending …1a2b.');
    expect(screen.getByTestId('tiktok-token').textContent).toContain('No access token is set');
    expect((screen.getByLabelText('New access token', { selector: '#settings-meta-newToken' }) as HTMLInputElement).value).toBe('');
  });

  it('saves the whole form, a token only when one is typed, and says the shoppers see it', async () => {
    const saved = { ...SETTINGS, company: { ...SETTINGS.company, name: 'Lamplight Trading' }, tracking: { ...SETTINGS.tracking, tiktok: { ...noToken, token: { set: true, last4: '9f2c' } } } };
    const server = base({ 'PUT /sites/site-tw/settings': ok(saved) });
    start(server.fetch);
    await screen.findByLabelText('Company name');
    type('Company name', 'Lamplight Trading');
    fireEvent.change(screen.getByLabelText('New access token', { selector: '#settings-tiktok-newToken' }), { target: { value: 'tt-secret-9f2c' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByText('Settings saved. Shoppers see them at once.')).toBeTruthy());
    const put = server.calls.find((call) => call.method === 'PUT')!.body as { company: { name: string }; tracking: { meta: object; tiktok: object } };
    expect(put.company.name).toBe('Lamplight Trading');
    expect(put.tracking.meta).not.toHaveProperty('accessToken');
    expect(put.tracking.tiktok).toMatchObject({ accessToken: 'tt-secret-9f2c' });
    expect(screen.getByTestId('tiktok-token').textContent).toBe('An access token is set, ending …9f2c.');
    expect((screen.getByLabelText('New access token', { selector: '#settings-tiktok-newToken' }) as HTMLInputElement).value).toBe('');
  });

  it('on a refusal marks each field named, moves focus to the first, and keeps everything typed', async () => {
    const refusal = { status: 400, body: { code: 1008, msg: 'Some settings are not right.', data: { issues: [{ field: 'body.contacts.whatsapp', problem: 'phone' }, { field: 'body.tracking.testPhones.0', problem: 'phone' }] } } };
    start(base({ 'PUT /sites/site-tw/settings': refusal }).fetch);
    await screen.findByLabelText('Company name');
    type('Company name', 'Lamplight Trading');
    type('WhatsApp number', '12');
    type("Test orders' phone numbers", 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const whatsapp = (await screen.findByLabelText('WhatsApp number')) as HTMLInputElement;
    await waitFor(() => expect(whatsapp.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(whatsapp);
    expect(whatsapp.value).toBe('12');
    expect(whatsapp.getAttribute('aria-describedby')).toContain('settings-whatsapp-error');
    expect(document.getElementById('settings-whatsapp-error')!.textContent).toContain('Enter a phone number of this site');
    expect((screen.getByLabelText("Test orders' phone numbers") as HTMLTextAreaElement).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Lamplight Trading');
    expect(screen.getByText('2 fields need correcting: see the fields marked. Nothing was saved.')).toBeTruthy();
  });

  it('sends the order messages’ channel, kinds and own text, and marks a text naming an unknown placeholder', async () => {
    const refusal = { status: 400, body: { code: 1008, msg: 'Some settings are not right.', data: { issues: [{ field: 'body.messages.templates.confirmation', problem: 'placeholder' }] } } };
    const server = base({ 'PUT /sites/site-tw/settings': refusal });
    start(server.fetch);
    await screen.findByLabelText('Company name');
    fireEvent.change(within(settingsForm()).getByLabelText('Send by'), { target: { value: 'whatsapp' } });
    fireEvent.click(within(settingsForm()).getByLabelText('Send “Dispatched”'));
    type('The site\'s own text for “Order confirmation”', 'Hi {name}: {orderNo}');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const text = (await screen.findByLabelText('The site\'s own text for “Order confirmation”')) as HTMLTextAreaElement;
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('settings-messageTemplates-confirmation-error')!.textContent).toContain('Use only the placeholders listed above');
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      messages: { channel: 'whatsapp', send: { confirmation: true, dispatched: false, outForDelivery: false }, templates: { confirmation: 'Hi {name}: {orderNo}', dispatched: '', outForDelivery: '' } },
    });
  });

  it('says when the server cannot be reached, and keeps the form', async () => {
    start(base({ 'PUT /sites/site-tw/settings': 'offline' }).fetch);
    await screen.findByLabelText('Company name');
    type('Company name', 'Lamplight Trading');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByText(/could not be reached/)).toBeTruthy());
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Lamplight Trading');
  });

  it('lists each refused line of a store file in an alert, and imports nothing', async () => {
    const problems = [{ line: 3, problem: 'The brand must be one of seven_eleven, family_mart, hi_life, sf_station.' }];
    const server = base({ 'POST /stores/import': { status: 400, body: { code: 1008, msg: 'The store list was not imported.', data: { problems } } } });
    start(server.fetch);
    await screen.findByLabelText('Company name');
    fireEvent.change(screen.getByLabelText('Store list (CSV file)'), { target: { files: [new File(['brand,store_id\n'], 'stores.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import stores' }));
    const alert = await screen.findByTestId('store-import-problems');
    await waitFor(() => expect(alert.textContent).toContain('Nothing was imported: 1 line needs correcting.'));
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Line 3: The brand must be one of seven_eleven, family_mart, hi_life, sf_station.']);
    expect(document.activeElement).toBe(alert);
    const sent = server.calls.find((call) => call.method === 'POST')!.body as FormData;
    expect((sent.get('file') as File).name).toBe('stores.csv');
  });

  it('says how many stores a good file put in', async () => {
    start(base({ 'POST /stores/import': ok({ imported: 12, replaced: false }) }).fetch);
    await screen.findByLabelText('Company name');
    fireEvent.change(screen.getByLabelText('Store list (CSV file)'), { target: { files: [new File(['x'], 'stores.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import stores' }));
    expect(await screen.findByText('12 stores imported.')).toBeTruthy();
  });
});
