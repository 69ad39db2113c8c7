import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPreview } from '../../../../src/domain/contracts/order-preview';
import type { OrderView } from '../../../../src/domain/order';
import { issuePreviewToken, previewSecret, readPreviewToken } from '../../../../src/server/features/order-preview/order-preview.token';
import { adminCall, ownerAndSupport, type AdminSession } from '../../../helpers/admin';
import { ENGINES, postOrder, startTestApp, twOrder, type TestApp } from '../../../helpers/server';
import { transitionOrder } from '../../../helpers/services';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';

const t = zhTW as Record<string, string>;
const FOREIGN = { origin: 'https://elsewhere.example' };

describe('a preview token', () => {
  const secret = previewSecret('a server key');
  const now = new Date('2026-11-25T04:00:00Z');

  it('opens the one order it was issued for until it expires, and not a minute after', () => {
    const { token, expiresAt } = issuePreviewToken(secret, 'TW250001', now, 10 * 60_000);
    expect(expiresAt).toBe('2026-11-25T04:10:00.000Z');
    expect(readPreviewToken(secret, token, new Date('2026-11-25T04:09:59Z'))).toEqual({ ok: true, orderNo: 'TW250001' });
    expect(readPreviewToken(secret, token, new Date('2026-11-25T04:10:00Z'))).toEqual({ ok: false, problem: 'expired' });
  });

  it('is refused when its order is changed, or when another shop’s key signed it', () => {
    const { token } = issuePreviewToken(secret, 'TW250001', now);
    const [, signature] = token.split('.');
    const otherOrder = `${Buffer.from(JSON.stringify({ o: 'TW250002', e: now.getTime() + 60_000 })).toString('base64url')}.${signature}`;
    expect(readPreviewToken(secret, otherOrder, now)).toEqual({ ok: false, problem: 'invalid' });
    expect(readPreviewToken(previewSecret('another key'), token, now)).toEqual({ ok: false, problem: 'invalid' });
    expect(readPreviewToken(secret, 'not-a-token', now)).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe.each(ENGINES)('the console’s preview of the shopper’s order page (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;

  beforeAll(async () => {
    test = await startTestApp(engine);
    ({ owner, support } = await ownerAndSupport(test));
  });
  afterAll(() => test.close());

  const place = async () => (await postOrder(test, twOrder())).json<{ data: OrderView }>().data.orderNo;
  const issue = (orderNo: string, session: AdminSession | null = support, headers: Record<string, string> = {}) => adminCall(test, session, 'POST', `/admin/api/orders/${orderNo}/preview`, undefined, headers);
  const open = async (orderNo: string, session: AdminSession | null = support) => {
    const answer = await issue(orderNo);
    expect(answer.statusCode, answer.body).toBe(200);
    return adminCall(test, session, 'GET', answer.json<OrderPreview>().url);
  };

  it('gives owners and support a ten-minute preview link, and nobody without a session or from another origin', async () => {
    const orderNo = await place();
    for (const session of [owner, support]) {
      const answer = await issue(orderNo, session);
      expect(answer.statusCode, answer.body).toBe(200);
      const { url, expiresAt } = answer.json<OrderPreview>();
      expect(url).toMatch(/^\/admin\/preview\/[\w-]+\.[\w-]+$/);
      expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    }
    expect((await issue(orderNo, null)).statusCode).toBe(401);
    expect((await issue(orderNo, support, FOREIGN)).statusCode).toBe(403);
    expect((await issue('TW00000000000', support)).statusCode).toBe(404);
  });

  it('shows the order as its shopper sees it now, in the shopper’s language, with nothing to act on and no script', async () => {
    const orderNo = await place();
    const before = await open(orderNo);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['content-type']).toContain('text/html');
    expect(before.body).toContain(orderNo);
    expect(before.body).toContain(t['lookup.title']);
    expect(before.body).toContain(t['status.PENDING_DELIVER'] ?? '');
    expect(before.body).not.toMatch(/<script|<form|<button|data-testid="request-return"|data-testid="cancel-order"/);
    const policy = String(before.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('script-src');

    await transitionOrder(test.database.db, orderNo, { type: 'order.dispatch', carrier: 'tcat', trackingNo: '630012345678' }, new Date().toISOString());
    const after = await open(orderNo);
    expect(after.body).toContain('630012345678');
  });

  it('opens only with a session, and not with a token changed to name another order', async () => {
    const orderNo = await place();
    const other = await place();
    const { url } = (await issue(orderNo)).json<OrderPreview>();
    expect((await adminCall(test, null, 'GET', url)).statusCode).toBe(401);
    const [payload, signature] = url.split('/').at(-1)!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { o: string; e: number };
    const forged = `${Buffer.from(JSON.stringify({ ...claims, o: other })).toString('base64url')}.${signature}`;
    const refused = await adminCall(test, support, 'GET', `/admin/preview/${forged}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(other);
  });

  it('says an expired preview has expired', async () => {
    const orderNo = await place();
    const { token } = issuePreviewToken(previewSecret(test.keys.privateKeyPem), orderNo, new Date(Date.now() - 11 * 60_000));
    const answer = await adminCall(test, support, 'GET', `/admin/preview/${token}`);
    expect(answer.statusCode).toBe(410);
    expect(answer.json<{ msg: string }>().msg).toBe('This preview has expired: refresh it on the order page.');
  });
});
