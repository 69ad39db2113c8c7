import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminApp, type AdminServices } from '../../../src/admin/app/AdminApp';
import { loadAdminPages } from '../../helpers/admin-pages';

const owner = { email: 'owner@shop.test', role: 'owner', permissions: ['orders', 'catalog', 'operators', 'audit'], csrfToken: 'csrf-1' };
const support = { email: 'helpdesk@shop.test', role: 'support', permissions: ['orders', 'returns', 'reviews', 'messages'], csrfToken: 'csrf-2' };
const sites = {
  items: [
    { id: 'site-tw', host: 'tw.localhost', name: 'Doorstep TW', zone: 1, currency: 'TWD', language: 'zh-TW' },
    { id: 'site-pl', host: 'pl.localhost', name: 'Doorstep PL', zone: 9, currency: 'PLN', language: 'pl' },
  ],
};

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
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
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

function start(fetch: typeof globalThis.fetch, languages: readonly string[] = ['en-US']) {
  const services: AdminServices = { fetch, languages, storedLocale: { get: () => null, set: () => undefined } };
  return render(<AdminApp services={services} />);
}

const type = (label: string | RegExp, value: string, within_: HTMLElement = document.body) => fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

beforeAll(loadAdminPages);
beforeEach(() => window.history.pushState(null, '', '/admin/products'));
afterEach(cleanup);

describe('the Products section', () => {
  it('lists the picked site’s products with their price in its currency', async () => {
    const server = fakeServer({
      'GET /session': ok(owner),
      'GET /sites': ok(sites),
      'GET /products?siteId=site-tw': ok({ items: [{ id: 'lamp-tw', title: '夜燈', price: 69000, skuCount: 2, status: 'active', listedAt: '2026-11-20T10:00:00.000Z' }] }),
      'GET /products?siteId=site-pl': ok({ items: [] }),
    });
    start(server.fetch);
    const row = await screen.findByTestId('product-row');
    expect(row.textContent).toContain('夜燈');
    expect(row.textContent).toContain('NT$690');
    fireEvent.change(screen.getByLabelText('Site'), { target: { value: 'site-pl' } });
    expect(await screen.findByText('This site has no products yet.')).toBeTruthy();
  });

  it('is not offered to support', async () => {
    start(fakeServer({ 'GET /session': ok(support) }).fetch);
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeTruthy();
  });

  it('creates a product: prices typed as zł are sent in grosze, a photo goes through the upload, and the live page is linked', async () => {
    const server = fakeServer({
      'GET /session': ok(owner),
      'GET /sites': ok(sites),
      'GET /products?siteId=site-tw': ok({ items: [] }),
      'GET /products?siteId=site-pl': ok({ items: [] }),
      'POST /uploads': ok({ src: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp', width: 800, height: 600 }),
      'POST /products': ok({ id: 'lampka', siteId: 'site-pl', url: '//pl.localhost/lampka' }),
    });
    start(server.fetch);
    fireEvent.change(await screen.findByLabelText('Site'), { target: { value: 'site-pl' } });
    fireEvent.click(screen.getByRole('button', { name: 'New product' }));
    expect(await screen.findByRole('heading', { name: /New product on Doorstep PL/ })).toBeTruthy();
    type('Title', 'Lampka nocna');
    type(/Page address/, 'lampka');
    type('Description', 'Ładowana przez USB.\n\nCiepłe światło.');
    const file = new File([new Uint8Array([1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Add a banner photo'), { target: { files: [file] } });
    expect(await screen.findByLabelText('Description of photo 1 (for screen readers)')).toBeTruthy();
    type('Description of photo 1 (for screen readers)', 'Lampka');
    const sku1 = screen.getAllByTestId('sku')[0]!;
    type('Name', 'Biała', sku1);
    type('Price (zł)', '49,99', sku1);
    fireEvent.click(screen.getByRole('button', { name: 'Add a sku' }));
    const sku2 = screen.getAllByTestId('sku')[1]!;
    type('Name', 'Czarna', sku2);
    type('Price (zł)', '54,99', sku2);
    type('Original price (zł)', '79,99', sku2);
    fireEvent.click(screen.getByRole('button', { name: 'Save and list' }));

    const link = await screen.findByTestId('live-link');
    expect(link.getAttribute('href')).toMatch(/^http:\/\/pl\.localhost(:\d+)?\/lampka$/);
    expect(document.activeElement).toBe(link);
    const upload = server.calls.find((call) => call.path === '/uploads')!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect(upload.headers['x-csrf-token']).toBe('csrf-1');
    expect(upload.headers['content-type']).toBeUndefined();
    const saved = server.calls.find((call) => call.method === 'POST' && call.path === '/products')!;
    expect(saved.headers['x-csrf-token']).toBe('csrf-1');
    expect(saved.body).toMatchObject({
      siteId: 'site-pl',
      id: 'lampka',
      title: 'Lampka nocna',
      description: ['Ładowana przez USB.', 'Ciepłe światło.'],
      skus: [
        { name: 'Biała', price: 4999, originalPrice: 4999 },
        { name: 'Czarna', price: 5499, originalPrice: 7999 },
      ],
      banners: [{ src: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp', alt: 'Lampka', width: 800, height: 600 }],
    });
  });

  it('announces problems before sending, and the server’s refusal by its field, keeping everything typed', async () => {
    const server = fakeServer({
      'GET /session': ok(owner),
      'GET /sites': ok(sites),
      'GET /products?siteId=site-tw': ok({ items: [] }),
      'POST /products': [{ status: 409, body: { code: 0, msg: 'A product already has this address: choose another.' } }, 'offline'],
    });
    start(server.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'New product' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save and list' }));
    // The alert region is always there (so it is announced when filled): wait for its text.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('3 fields need attention'));
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe('Fill this in.');
    expect(document.activeElement).toBe(title);
    expect(server.calls.some((call) => call.path === '/products' && call.method === 'POST')).toBe(false);

    type('Title', '夜燈');
    type(/Page address/, 'lamp-tw');
    type('Name', '白色');
    type('Price (NT$)', '12abc');
    fireEvent.click(screen.getByRole('button', { name: 'Save and list' }));
    expect((await screen.findByLabelText('Price (NT$)')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an amount, such as 49,99.')).toBeTruthy();
    type('Price (NT$)', '690');
    fireEvent.click(screen.getByRole('button', { name: 'Save and list' }));
    await waitFor(() => expect(screen.getByLabelText(/Page address/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toContain('A product already has this address');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('夜燈');
    expect(server.calls.find((call) => call.method === 'POST')!.body).toMatchObject({ skus: [{ price: 69000 }] });

    type(/Page address/, 'lamp-tw-2');
    fireEvent.click(screen.getByRole('button', { name: 'Save and list' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('could not be reached'));
    expect((screen.getByLabelText(/Page address/) as HTMLInputElement).value).toBe('lamp-tw-2');
    expect((screen.getByLabelText('Price (NT$)') as HTMLInputElement).value).toBe('690');
  });

  it('speaks Traditional Chinese', async () => {
    start(fakeServer({ 'GET /session': ok(owner), 'GET /sites': ok(sites), 'GET /products?siteId=site-tw': ok({ items: [] }) }).fetch, ['zh-TW']);
    fireEvent.click(await screen.findByRole('button', { name: '新增商品' }));
    expect(await screen.findByRole('button', { name: '儲存並上架' })).toBeTruthy();
    expect(screen.getByLabelText('售價 (NT$)')).toBeTruthy();
  });
});

const listedLamp = {
  id: 'lampka',
  siteId: 'site-pl',
  status: 'active',
  url: '//pl.localhost/lampka',
  draft: {
    siteId: 'site-pl',
    id: 'lampka',
    title: 'Lampka nocna',
    introductoryTitle: '',
    description: ['Ładowana przez USB.'],
    specificationType: 'Kolor',
    saleType: 1,
    skus: [{ id: 'lampka-s1', name: 'Biała', price: 4999, originalPrice: 7999 }],
    combos: [],
    banners: [],
    freight: 0,
    serviceCharge: 0,
    remoteAreasPostage: 0,
    saleQty: 0,
    quantityDiscounts: [{ minQuantity: 2, percentOff: 5 }],
    purchaseLimit: 3,
    recommendedIds: [],
    siteDefault: false,
  },
};
const plProducts = {
  items: [
    { id: 'lampka', title: 'Lampka nocna', price: 4999, skuCount: 1, status: 'active', listedAt: '2026-11-20T10:00:00.000Z' },
    { id: 'kubek', title: 'Kubek', price: 3999, skuCount: 1, status: 'inactive', listedAt: '2026-11-19T10:00:00.000Z' },
  ],
};

describe('the Products section, editing a listed product', () => {
  const openPl = async (server: ReturnType<typeof fakeServer>) => {
    start(server.fetch);
    fireEvent.change(await screen.findByLabelText('Site'), { target: { value: 'site-pl' } });
    return screen.findAllByTestId('product-row');
  };

  it('shows each product’s status with Edit, and Archive or Restore as fits it', async () => {
    const rows = await openPl(fakeServer({ 'GET /session': ok(owner), 'GET /sites': ok(sites), 'GET /products?siteId=site-tw': ok({ items: [] }), 'GET /products?siteId=site-pl': ok(plProducts) }));
    expect(rows[0]!.textContent).toContain('On sale');
    expect(within(rows[0]!).getByRole('button', { name: 'Edit Lampka nocna' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Archive Lampka nocna' })).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Not on sale');
    expect(within(rows[1]!).getByRole('button', { name: 'Restore Kubek' })).toBeTruthy();
  });

  it('archives a product from the list and shows it off sale', async () => {
    const archived = { items: [{ ...plProducts.items[0]!, status: 'inactive' }, plProducts.items[1]!] };
    const server = fakeServer({
      'GET /session': ok(owner),
      'GET /sites': ok(sites),
      'GET /products?siteId=site-tw': ok({ items: [] }),
      'GET /products?siteId=site-pl': [ok(plProducts), ok(archived)],
      'POST /products/lampka/archive': ok({ id: 'lampka', status: 'inactive' }),
    });
    const rows = await openPl(server);
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Archive Lampka nocna' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Restore Lampka nocna' })).toHaveLength(1));
    expect(server.calls.find((call) => call.path === '/products/lampka/archive')!.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('opens the product with its discounts and limit filled in, saves a new price with the sku’s id, and archives it', async () => {
    const server = fakeServer({
      'GET /session': ok(owner),
      'GET /sites': ok(sites),
      'GET /products?siteId=site-tw': ok({ items: [] }),
      'GET /products?siteId=site-pl': ok(plProducts),
      'GET /products/lampka': ok(listedLamp),
      'POST /products/lampka/archive': ok({ id: 'lampka', status: 'inactive' }),
      'PUT /products/lampka': ok({ id: 'lampka', siteId: 'site-pl', url: '//pl.localhost/lampka' }),
    });
    const rows = await openPl(server);
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Edit Lampka nocna' }));
    expect(await screen.findByRole('heading', { name: 'Edit /lampka on Doorstep PL · pl.localhost · PLN' })).toBeTruthy();
    expect(screen.getByTestId('product-status').textContent).toBe('Status: On sale');
    // The address stays: orders and links name it.
    expect(screen.queryByLabelText(/Page address/)).toBeNull();
    const discount = screen.getByTestId('discount');
    expect((within(discount).getByLabelText('From this many units') as HTMLInputElement).value).toBe('2');
    expect((within(discount).getByLabelText('Percent off (%)') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Purchase limit per order') as HTMLInputElement).value).toBe('3');
    // The other products of the site to recommend (not itself).
    const kubek = await screen.findByRole('checkbox', { name: /Kubek/ });
    expect(screen.queryByRole('checkbox', { name: /Lampka nocna/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.getByTestId('product-status').textContent).toBe('Status: Not on sale'));
    expect(screen.getByRole('status').textContent).toContain('shoppers no longer see it');
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();

    type('Price (zł)', '39,99', screen.getByTestId('sku'));
    type('Purchase limit per order', '60');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('Purchase limit per order').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a whole number from 1 to 50.')).toBeTruthy();
    type('Purchase limit per order', '4');
    fireEvent.click(kubek);
    fireEvent.click(screen.getByRole('checkbox', { name: 'The site’s home page sells this product' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Changes saved' })).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      skus: [{ id: 'lampka-s1', name: 'Biała', price: 3999, originalPrice: 7999 }],
      quantityDiscounts: [{ minQuantity: 2, percentOff: 5 }],
      purchaseLimit: 4,
      recommendedIds: ['kubek'],
      siteDefault: true,
    });
  });

  it('says when the product could not be loaded, and tries again', async () => {
    const server = fakeServer({
      'GET /session': ok(owner),
      'GET /sites': ok(sites),
      'GET /products?siteId=site-tw': ok({ items: [] }),
      'GET /products?siteId=site-pl': ok(plProducts),
      'GET /products/lampka': ['offline', ok(listedLamp)],
    });
    const rows = await openPl(server);
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Edit Lampka nocna' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The product could not be loaded.'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Edit \/lampka/ })).toBeTruthy();
  });
});
