import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminApp, type AdminServices } from '../../../src/admin/app/AdminApp';
import { checkoutMachine } from '../../../machines/checkout.machine';
import { machineGraph } from '../../../machines/graph';
import type { DashboardView } from '../../../src/domain/contracts/admin-dashboard';
import { loadAdminPages } from '../../helpers/admin-pages';

const support = { email: 'helpdesk@shop.test', role: 'support', permissions: ['orders', 'returns', 'reviews', 'messages'], csrfToken: 'csrf-2' };
const SITES = { items: [{ id: 'tw', host: 'tw.localhost', name: 'Taiwan', zone: 1, currency: 'TWD', language: 'zh-TW' }] };
const zero = { placed: 0, confirmed: 0, dispatched: 0, outForDelivery: 0, delivered: 0, refused: 0, cancelled: 0, cashCollected: 0 };

function dashboard(from: string, to: string): DashboardView {
  const totals = { placed: 4, confirmed: 1, dispatched: 2, outForDelivery: 1, delivered: 1, refused: 1, cancelled: 1, cashCollected: 79000 };
  return {
    siteId: 'tw',
    from,
    to,
    currency: 'TWD',
    totals,
    days: [{ day: from, ...totals }],
    couriers: [
      { carrier: 'hct', ...zero, dispatched: 1, refused: 1 },
      { carrier: 'tcat', ...zero, dispatched: 1, outForDelivery: 1, delivered: 1, cashCollected: 79000 },
    ],
    zones: [{ zoneId: 1, ...totals }],
    funnel: {
      siteId: 'tw',
      from,
      to,
      sessions: 10,
      states: { 'editing.delivery': 10, 'editing.payment': 10, 'editing.recipient': 8, gate: 5, submitting: 4, placed: 4 },
      transitions: [
        { source: 'editing.recipient', event: 'order.submit', target: 'gate', count: 5 },
        { source: 'gate', event: '', target: 'submitting', count: 4 },
        { source: 'submitting', event: 'xstate.done.actor.submitOrder', target: 'placed', count: 4 },
      ],
      graph: machineGraph(checkoutMachine),
    },
  };
}

interface Answer {
  status: number;
  body: unknown;
}
const ok = (data: unknown): Answer => ({ status: 200, body: { code: 1, msg: 'ok', data } });

/** A fake `/admin/api`: the session, the sites and the dashboard (answered by `dashboardAnswer`). */
function fakeServer(dashboardAnswer: (query: URLSearchParams) => Answer) {
  const asked: URLSearchParams[] = [];
  const fetch: typeof globalThis.fetch = async (input: RequestInfo | URL) => {
    const [path, query = ''] = String(input).replace('/admin/api', '').split('?');
    let answer: Answer;
    if (path === '/session') answer = ok(support);
    else if (path === '/sites') answer = ok(SITES);
    else if (path === '/dashboard') {
      asked.push(new URLSearchParams(query));
      answer = dashboardAnswer(new URLSearchParams(query));
    } else throw new Error(`unexpected ${path}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, asked };
}

const start = (fetch: typeof globalThis.fetch) => {
  const services: AdminServices = { fetch, languages: ['en-US'], storedLocale: { get: () => null, set: () => undefined } };
  return render(<AdminApp services={services} />);
};

beforeAll(async () => {
  await loadAdminPages();
  await import('../../../src/admin/app/machine-layout');
}, 60_000);
beforeEach(() => window.history.pushState(null, '', '/admin/dashboard'));
afterEach(cleanup);

describe('the owner’s dashboard', () => {
  it('shows support the period’s figures (out for delivery its own step), the return-to-origin rate and cash, per courier, and the funnel on the checkout diagram', async () => {
    const server = fakeServer((query) => ok(dashboard(query.get('from')!, query.get('to')!)));
    start(server.fetch);
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeTruthy();
    const totals = (await screen.findByRole('table', { name: 'The period' })) as HTMLElement;
    const cells = (figure: string) => [...totals.querySelectorAll(`[data-figure="${figure}"]`)].map((cell) => cell.textContent);
    expect(cells('placed')).toEqual(['4']);
    // Out for delivery is its own step, between dispatched and delivered.
    expect([...totals.querySelectorAll('thead th')].map((cell) => cell.textContent).slice(3, 6)).toEqual(['Dispatched', 'Out for delivery', 'Delivered']);
    expect(cells('outForDelivery')).toEqual(['1']);
    expect(cells('refused')).toEqual(['1']);
    expect(cells('rto')).toEqual(['50%']);
    expect(cells('cashCollected')[0]).toMatch(/790/);
    expect(server.asked[0]!.get('siteId')).toBe('tw');

    const couriers = screen.getByRole('table', { name: 'By courier' });
    expect(within(couriers).getByText('hct').closest('tr')!.querySelector('[data-figure="rto"]')!.textContent).toBe('100%');
    expect(screen.getAllByRole('img', { name: 'Orders by day' })).toHaveLength(1);

    // The funnel: the steps' drop-off, then the counts on the checkout machine's diagram.
    expect(screen.getByText(/10 checkout sessions reported/)).toBeTruthy();
    const recipient = document.querySelector('[data-step="recipient"]')!;
    expect([...recipient.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['8', '20%']);
    const diagram = await screen.findByRole('img', { name: /The checkout machine: over each state/ });
    expect(diagram.querySelector('[data-state="editing.recipient"] .diagram__count')!.textContent).toBe('8');
    expect(diagram.querySelector('[data-state="editing.networkFailure"]')!.getAttribute('class')).toContain('diagram__node--unreached');
    expect([...diagram.querySelectorAll('.diagram__edge text')].map((label) => label.textContent)).toContain('order.submit · 5');
  });

  it('loads the dashboard again when the operator picks another period', async () => {
    const server = fakeServer((query) => ok(dashboard(query.get('from')!, query.get('to')!)));
    start(server.fetch);
    await screen.findByRole('table', { name: 'The period' });
    // A period that would end before it starts is not asked for.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-01-31' } });
    await waitFor(() => expect(server.asked.at(-1)!.get('to')).toBe('2030-01-31'));
    expect(server.asked.some((query) => query.get('from') === '2031-01-01')).toBe(false);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-01-01' } });
    await waitFor(() => expect(server.asked.at(-1)!.get('from')).toBe('2030-01-01'));
    expect(await screen.findByText('2030-01-01', { selector: 'tbody th' })).toBeTruthy();
  });

  it('says why the figures could not be loaded, and loads them again on request', async () => {
    let fail = true;
    const server = fakeServer((query) => (fail ? { status: 404, body: { code: 1004, msg: 'There is no such site.', data: null } } : ok(dashboard(query.get('from')!, query.get('to')!))));
    start(server.fetch);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There is no such site.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'The period' })).toBeTruthy();
  });
});
