import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../../../helpers/server';
import { addOperator, adminCall, cookieOf, OWN_ORIGIN, PASSWORD, signIn, type AdminSession } from '../../../helpers/admin';

describe.each(ENGINES)('operators and sessions of the back office (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;

  beforeAll(async () => {
    test = await startTestApp(engine, { signInRateLimit: { max: 1000, timeWindow: 60_000 } });
    await addOperator(test, 'owner@shop.test', 'owner');
    await addOperator(test, 'support@shop.test', 'support');
    owner = await signIn(test, 'Owner@Shop.test');
    support = await signIn(test, 'support@shop.test');
  });
  afterAll(() => test.close());

  it('opens a session in an HttpOnly, SameSite cookie and tells who is signed in', async () => {
    const answer = await test.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email: 'owner@shop.test', password: PASSWORD } });
    expect(answer.statusCode).toBe(200);
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(/^ds_admin=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    expect(answer.json().data).toMatchObject({ email: 'owner@shop.test', role: 'owner', permissions: expect.arrayContaining(['catalog', 'orders']) });
    const me = await adminCall(test, { cookie: cookieOf(answer), csrfToken: '' }, 'GET', '/admin/api/session');
    expect(me.json().data.email).toBe('owner@shop.test');
  });

  it('marks the cookie Secure behind TLS (a trusted proxy says https)', async () => {
    const proxied = await startTestApp(engine, { env: { TRUST_PROXY: 'true' } });
    try {
      await addOperator(proxied, 'owner@shop.test', 'owner');
      const answer = await proxied.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email: 'owner@shop.test', password: PASSWORD }, headers: { 'x-forwarded-proto': 'https' } });
      expect(String(answer.headers['set-cookie'])).toContain('; Secure');
    } finally {
      await proxied.close();
    }
  });

  it('answers a wrong password and an unknown email alike, with 401', async () => {
    const wrong = await test.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email: 'owner@shop.test', password: 'not the password at all' } });
    const unknown = await test.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email: 'nobody@shop.test', password: 'not the password at all' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('answers 401 to every other back-office path without a session, known or not', async () => {
    for (const [method, url] of [['GET', '/admin/api/session'], ['GET', '/admin/api/operators'], ['GET', '/admin/api/audit'], ['GET', '/admin/api/anything'], ['POST', '/admin/api/products']] as const) {
      const answer = await adminCall(test, null, method, url, method === 'POST' ? {} : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      expect(answer.json()).toMatchObject({ code: 1401 });
    }
  });

  it('answers 403 to a role that may not, and 200 to one that may', async () => {
    expect((await adminCall(test, support, 'GET', '/admin/api/operators')).statusCode).toBe(403);
    expect((await adminCall(test, support, 'GET', '/admin/api/audit')).statusCode).toBe(403);
    const list = await adminCall(test, owner, 'GET', '/admin/api/operators');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((item: { email: string }) => item.email)).toEqual(['owner@shop.test', 'support@shop.test']);
  });

  it('refuses a change from a foreign Origin or without the session’s token, and changes nothing', async () => {
    const foreign = await adminCall(test, owner, 'POST', '/admin/api/operators', { email: 'x@shop.test', role: 'support', password: PASSWORD }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const foreignSignIn = await test.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email: 'owner@shop.test', password: PASSWORD }, headers: { origin: 'https://evil.example' } });
    expect(foreignSignIn.statusCode).toBe(403);
    const tokenless = await adminCall(test, { cookie: owner.cookie, csrfToken: 'wrong' }, 'POST', '/admin/api/operators', { email: 'x@shop.test', role: 'support', password: PASSWORD });
    expect(tokenless.statusCode).toBe(403);
    const list = await adminCall(test, owner, 'GET', '/admin/api/operators');
    expect(list.json().data.items).toHaveLength(2);
  });

  it('adds, resets and removes operators, each change in the audit log with who, before and after', async () => {
    const added = await adminCall(test, owner, 'POST', '/admin/api/operators', { email: 'Temp@Shop.test', role: 'support', password: PASSWORD });
    expect(added.statusCode).toBe(200);
    const temp = await signIn(test, 'temp@shop.test');
    const reset = await adminCall(test, owner, 'POST', '/admin/api/operators/temp@shop.test/password', { password: 'yet another long password' });
    expect(reset.statusCode).toBe(200);
    // A password reset ends the operator's sessions.
    expect((await adminCall(test, temp, 'GET', '/admin/api/session')).statusCode).toBe(401);
    await signIn(test, 'temp@shop.test', 'yet another long password');
    expect((await adminCall(test, owner, 'DELETE', '/admin/api/operators/temp@shop.test')).statusCode).toBe(200);

    const audit = await adminCall(test, owner, 'GET', '/admin/api/audit?entity=operator&limit=10');
    const entries = audit.json().data.items as { action: string; operatorEmail: string; entityId: string; before: unknown; after: unknown }[];
    const mine = entries.filter((entry) => entry.entityId === 'temp@shop.test');
    expect(mine.map((entry) => entry.action)).toEqual(['operator.remove', 'operator.resetPassword', 'operator.add']);
    expect(mine.every((entry) => entry.operatorEmail === 'owner@shop.test')).toBe(true);
    expect(mine[0]!.before).toEqual({ email: 'temp@shop.test', role: 'support' });
    expect(mine[2]!.after).toEqual({ email: 'temp@shop.test', role: 'support' });
  });

  it('refuses a short password, a taken email and removing the last owner, with the reason', async () => {
    const short = await adminCall(test, owner, 'POST', '/admin/api/operators', { email: 'y@shop.test', role: 'support', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toContain('12');
    expect((await adminCall(test, owner, 'POST', '/admin/api/operators', { email: 'support@shop.test', role: 'support', password: PASSWORD })).statusCode).toBe(409);
    const last = await adminCall(test, owner, 'DELETE', '/admin/api/operators/owner@shop.test');
    expect(last.statusCode).toBe(409);
    expect(last.json().msg).toContain('owner');
  });

  it('answers in Traditional Chinese to an operator who reads it', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/admin/api/session', headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
    expect(answer.json().msg).toBe('請先登入。');
  });

  it('signs out: the cookie no longer opens anything', async () => {
    const session = await signIn(test, 'support@shop.test');
    expect((await adminCall(test, session, 'DELETE', '/admin/api/session')).statusCode).toBe(200);
    expect((await adminCall(test, session, 'GET', '/admin/api/session')).statusCode).toBe(401);
  });

  it('locks an account after five failures in a row, known or not, without saying which', async () => {
    for (const email of ['support@shop.test', 'ghost@shop.test']) {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await test.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email, password: 'wrong password here' } })).statusCode).toBe(401);
      }
      const locked = await test.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email, password: email.startsWith('support') ? PASSWORD : 'x' } });
      expect(locked.statusCode, email).toBe(429);
    }
    // Other accounts are not affected.
    await signIn(test, 'owner@shop.test');
  });

  it('limits sign-ins per client address', async () => {
    const limited = await startTestApp(engine, { signInRateLimit: { max: 3, timeWindow: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        statuses.push((await limited.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email: `a${attempt}@shop.test`, password: 'whatever it is' }, headers: { origin: OWN_ORIGIN } })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
