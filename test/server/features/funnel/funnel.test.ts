import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelView } from '../../../../src/domain/contracts/admin-dashboard';
import type { FunnelReport } from '../../../../src/domain/contracts/funnel';
import { ENGINES, HOSTS, startTestApp, type TestApp } from '../../../helpers/server';
import { adminCall, ownerAndSupport, type AdminSession } from '../../../helpers/admin';

/** A shopper who chose on the landing page, filled the form and placed the order. */
const PLACED: FunnelReport = {
  first: true,
  states: ['editing', 'editing.start', 'editing.delivery', 'editing.payment', 'editing.recipient', 'gate', 'submitting', 'placed'],
  transitions: [
    { source: 'editing.start', event: '', target: 'editing.delivery', count: 1 },
    { source: 'editing.delivery', event: '', target: 'editing.payment', count: 1 },
    { source: 'editing.payment', event: 'payment.confirm', target: 'editing.recipient', count: 1 },
    { source: 'editing.recipient', event: 'order.submit', target: 'gate', count: 2 },
    // The site asks for no phone verification: the gate goes on to submit at once.
    { source: 'gate', event: '', target: 'submitting', count: 2 },
    { source: 'submitting', event: 'xstate.done.actor.submitOrder', target: 'placed', count: 1 },
  ],
};

/** A shopper who left at the recipient form. */
const LEFT: FunnelReport = {
  first: true,
  states: ['editing', 'editing.start', 'editing.delivery', 'editing.payment', 'editing.recipient', 'left'],
  transitions: [{ source: 'editing', event: 'checkout.leave', target: 'left', count: 1 }],
};

describe.each(ENGINES)('the checkout funnel (%s)', (engine) => {
  let test: TestApp;
  let support: AdminSession;
  let tw: string;
  let pl: string;
  const today = new Date().toISOString().slice(0, 10);

  const report = (body: unknown, host: string = HOSTS.tw, cookie?: string) =>
    test.app.inject({ method: 'POST', url: '/api/consumer/funnel', headers: { host, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(body) });
  const read = async (siteId: string, from = today, to = today) => {
    const answer = await adminCall(test, support, 'GET', `/admin/api/funnel?siteId=${siteId}&from=${from}&to=${to}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: FunnelView }>().data;
  };

  beforeAll(async () => {
    test = await startTestApp(engine, { funnelRateLimit: { max: 1000, timeWindow: 60_000 } });
    ({ support } = await ownerAndSupport(test));
    const sites = await test.database.db.selectFrom('sites').select(['id', 'host']).execute();
    tw = sites.find((site) => site.host === HOSTS.tw)!.id;
    pl = sites.find((site) => site.host === HOSTS.pl)!.id;
  });
  afterAll(() => test.close());

  it('adds each checkout session’s states and transitions to its site’s day, as sendBeacon sends them', async () => {
    expect((await read(tw)).sessions).toBe(0);
    const first = await report(PLACED);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ data: { stored: true, withheld: null } });
    expect((await report(LEFT)).statusCode).toBe(200);

    const funnel = await read(tw);
    expect(funnel.sessions).toBe(2);
    expect(funnel.states).toMatchObject({ 'editing.recipient': 2, submitting: 1, placed: 1, left: 1 });
    expect(funnel.transitions).toContainEqual({ source: 'editing.recipient', event: 'order.submit', target: 'gate', count: 2 });
    expect(funnel.transitions).toContainEqual({ source: 'editing', event: 'checkout.leave', target: 'left', count: 1 });
    // The graph to draw them on is the checkout machine's.
    expect(funnel.graph.id).toBe('checkout');
    expect(funnel.graph.states.map((state) => state.id)).toContain('editing.networkFailure');
  });

  it('counts a session once when its page reports again after coming back', async () => {
    const before = await read(tw);
    expect((await report({ first: false, states: ['editing.networkFailure'], transitions: [{ source: 'submitting', event: 'xstate.error.actor.submitOrder', target: 'editing.networkFailure', count: 1 }] })).statusCode).toBe(200);
    const after = await read(tw);
    expect(after.sessions).toBe(before.sessions);
    expect(after.states['editing.networkFailure']).toBe((before.states['editing.networkFailure'] ?? 0) + 1);
  });

  it('keeps the counts a page loaded before a deploy sends, leaving out and listing the names the checkout no longer has', async () => {
    const before = await read(tw);
    const answer = await report({
      first: false,
      states: ['editing.teleport', 'editing.networkFailure'],
      transitions: [
        { source: 'editing.sku', event: 'order.submit', target: 'placed', count: 1 },
        { source: 'submitting', event: 'xstate.error.actor.submitOrder', target: 'editing.networkFailure', count: 1 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ data: { stored: true, ignored: ['editing.teleport', 'editing.sku -order.submit-> placed'] } });
    const after = await read(tw);
    expect(after.states['editing.networkFailure']).toBe((before.states['editing.networkFailure'] ?? 0) + 1);
    expect(after.states['editing.teleport']).toBeUndefined();
    expect(after.transitions).not.toContainEqual(expect.objectContaining({ source: 'editing.sku', target: 'placed' }));
  });

  it.each([
    ['only a state the checkout does not have', { first: true, states: ['editing.teleport'], transitions: [] }],
    ['only a transition the checkout does not have', { first: true, states: [], transitions: [{ source: 'editing.sku', event: 'order.submit', target: 'placed', count: 1 }] }],
    ['an event the checkout does not know', { first: true, states: [], transitions: [{ source: 'editing.recipient', event: 'phone.typed', target: 'editing.recipient', count: 1 }] }],
    ['a field beyond the counts (a phone number)', { first: true, states: ['editing'], transitions: [], phone: '0912345678' }],
    ['a count below one', { first: true, states: [], transitions: [{ source: 'editing.payment', event: 'payment.confirm', target: 'editing.recipient', count: 0 }] }],
  ])('refuses %s with 400 and stores nothing', async (_what, body) => {
    const before = await read(tw);
    const answer = await report(body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<{ msg: string }>().msg).not.toBe('');
    expect(await read(tw)).toEqual(before);
  });

  it('stores nothing from an EU shop until the shopper consents, and counts once they have', async () => {
    const without = await report(PLACED, HOSTS.pl);
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json()).toMatchObject({ data: { stored: false, withheld: 'noConsent' } });
    expect((await report(PLACED, HOSTS.pl, 'ds_consent=denied')).json()).toMatchObject({ data: { stored: false, withheld: 'noConsent' } });
    expect((await read(pl)).sessions).toBe(0);

    expect((await report(PLACED, HOSTS.pl, 'ds_consent=granted')).json()).toMatchObject({ data: { stored: true } });
    expect((await read(pl)).sessions).toBe(1);
  });

  it('shows a period to support, refuses a period that ends before it starts, and nothing to a stranger', async () => {
    expect((await read(tw, '2000-01-01', '2000-01-31')).sessions).toBe(0);
    expect((await adminCall(test, support, 'GET', `/admin/api/funnel?siteId=${tw}&from=${today}&to=2000-01-01`)).statusCode).toBe(400);
    expect((await adminCall(test, null, 'GET', `/admin/api/funnel?siteId=${tw}&from=${today}&to=${today}`)).statusCode).toBe(401);
  });
});

describe('the checkout funnel’s rate limit', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite', { funnelRateLimit: { max: 2, timeWindow: 60_000 } });
  });
  afterAll(() => test.close());

  it('turns away a client that reports more often than the limit', async () => {
    const send = () => test.app.inject({ method: 'POST', url: '/api/consumer/funnel', headers: { host: HOSTS.tw }, payload: PLACED });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
