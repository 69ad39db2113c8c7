import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReviewRepository } from '../../../../src/server/features/reviews/reviews.repository';
import { createReviewService } from '../../../../src/server/features/reviews/reviews.service';
import { ENGINES, HOSTS, startTestApp, type TestApp } from '../../../helpers/server';
import { addOperator, adminCall, signIn, type AdminSession } from '../../../helpers/admin';

const PRODUCT = 'aqualite-tw';

describe.each(ENGINES)('the back office’s review moderation (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;
  let counter = 0;

  beforeAll(async () => {
    test = await startTestApp(engine, { signInRateLimit: { max: 1000, timeWindow: 60_000 } });
    await addOperator(test, 'owner@shop.test', 'owner');
    await addOperator(test, 'support@shop.test', 'support');
    owner = await signIn(test, 'owner@shop.test');
    support = await signIn(test, 'support@shop.test');
  });
  afterAll(() => test.close());

  /** A shopper's review, waiting; each a second newer than the last. */
  const submit = async (message: string) => {
    counter += 1;
    const service = createReviewService(createReviewRepository(test.database.db), () => new Date(Date.UTC(2030, 0, 1, 0, 0, counter)));
    return (await service.submit(PRODUCT, { name: '陳小姐', phone: '+886912345678', score: 4, message }, ['/uploads/photo.webp'], 'zh-TW')).id;
  };
  const shown = async () =>
    (await test.app.inject({ url: `/api/consumer/reviews?productId=${PRODUCT}&size=20`, headers: { 'x-consumer-domain': HOSTS.tw } })).json<{ data: { items: { id: string; sellerReply: string | null }[] } }>().data.items;
  const productPage = async () => (await test.app.inject({ url: `/api/consumer/product/detail?id=${PRODUCT}`, headers: { 'x-consumer-domain': HOSTS.tw } })).body;
  const auditOf = async (id: string) =>
    (await adminCall(test, owner, 'GET', '/admin/api/audit?entity=review')).json<{ data: { items: { entityId: string; action: string; operatorEmail: string; before: unknown; after: unknown }[] } }>().data.items.filter((entry) => entry.entityId === id);

  it('lists the pending reviews newest first, with product, site, photos and the phone masked', async () => {
    const older = await submit('older review');
    const newer = await submit('newer review');
    for (const session of [owner, support]) {
      const answer = await adminCall(test, session, 'GET', '/admin/api/reviews?status=pending');
      expect(answer.statusCode).toBe(200);
      const items = answer.json<{ data: { items: { id: string }[] } }>().data.items;
      expect(items.map((item) => item.id).slice(0, 2)).toEqual([newer, older]);
      expect(items[0]).toMatchObject({
        id: newer,
        status: 'pending',
        productId: PRODUCT,
        productTitle: expect.any(String),
        siteId: expect.any(String),
        siteHost: HOSTS.tw,
        author: '陳小姐',
        phone: '+886******678',
        score: 4,
        body: 'newer review',
        images: ['/uploads/photo.webp'],
        sellerReply: null,
        createdAt: expect.any(String),
      });
      expect(answer.body).not.toContain('912345678');
    }
  });

  it('pages with `next`, and filters by site', async () => {
    const first = (await adminCall(test, owner, 'GET', '/admin/api/reviews?status=pending&limit=1')).json<{ data: { items: { id: string }[]; next: string } }>().data;
    expect(first.items).toHaveLength(1);
    expect(first.next).toEqual(expect.any(String));
    const second = (await adminCall(test, owner, 'GET', `/admin/api/reviews?status=pending&limit=1&before=${encodeURIComponent(first.next)}`)).json<{ data: { items: { id: string }[] } }>().data;
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    const site = (await adminCall(test, owner, 'GET', '/admin/api/reviews?status=pending')).json<{ data: { items: { siteId: string }[] } }>().data.items[0]!.siteId;
    const ofSite = (await adminCall(test, owner, 'GET', `/admin/api/reviews?status=pending&siteId=${site}`)).json<{ data: { items: unknown[] } }>().data.items;
    expect(ofSite.length).toBeGreaterThan(0);
    const ofNone = (await adminCall(test, owner, 'GET', '/admin/api/reviews?status=pending&siteId=no-such-site')).json<{ data: { items: unknown[] } }>().data.items;
    expect(ofNone).toEqual([]);
    expect((await adminCall(test, owner, 'GET', '/admin/api/reviews?status=gone')).statusCode).toBe(400);
  });

  it('approves a review (it shows on the product page at once), replies to it, hides it (it leaves), each with an audit row', async () => {
    const id = await submit('a review to moderate');
    expect(await productPage()).not.toContain('a review to moderate');

    const approved = await adminCall(test, support, 'POST', `/admin/api/reviews/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ id, status: 'approved', phone: '+886******678' });
    expect((await shown()).some((review) => review.id === id)).toBe(true);
    expect(await productPage()).toContain('a review to moderate');

    const replied = await adminCall(test, owner, 'POST', `/admin/api/reviews/${id}/reply`, { text: '  Thank you!  ' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({ id, status: 'approved', sellerReply: 'Thank you!' });
    expect((await shown()).find((review) => review.id === id)?.sellerReply).toBe('Thank you!');
    expect(await productPage()).toContain('Thank you!');

    const hidden = await adminCall(test, support, 'POST', `/admin/api/reviews/${id}/hide`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ id, status: 'hidden', sellerReply: 'Thank you!' });
    expect((await shown()).some((review) => review.id === id)).toBe(false);
    expect(await productPage()).not.toContain('a review to moderate');
    const hiddenList = (await adminCall(test, owner, 'GET', '/admin/api/reviews?status=hidden')).json<{ data: { items: { id: string }[] } }>().data.items;
    expect(hiddenList.map((item) => item.id)).toContain(id);

    expect((await auditOf(id)).reverse()).toEqual([
      expect.objectContaining({ action: 'review.approve', operatorEmail: 'support@shop.test', before: { status: 'pending', sellerReply: null }, after: { status: 'approved', sellerReply: null } }),
      expect.objectContaining({ action: 'review.reply', operatorEmail: 'owner@shop.test', before: { status: 'approved', sellerReply: null }, after: { status: 'approved', sellerReply: 'Thank you!' } }),
      expect.objectContaining({ action: 'review.hide', operatorEmail: 'support@shop.test', before: { status: 'approved', sellerReply: 'Thank you!' }, after: { status: 'hidden', sellerReply: 'Thank you!' } }),
    ]);
    // Hiding again changes nothing and records nothing.
    expect((await adminCall(test, support, 'POST', `/admin/api/reviews/${id}/hide`)).statusCode).toBe(200);
    expect(await auditOf(id)).toHaveLength(3);
  });

  it('answers 404 for an unknown review and 400 for an empty or too long reply, in the operator’s language', async () => {
    const id = await submit('short reply');
    for (const path of ['approve', 'hide']) {
      const answer = await adminCall(test, owner, 'POST', `/admin/api/reviews/no-such-review/${path}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().msg).toBe('There is no such review.');
    }
    const unknownReply = await adminCall(test, owner, 'POST', '/admin/api/reviews/no-such-review/reply', { text: 'hello' });
    expect(unknownReply.statusCode).toBe(404);
    const empty = await adminCall(test, owner, 'POST', `/admin/api/reviews/${id}/reply`, { text: '   ' }, { 'accept-language': 'zh-TW' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('回覆需為 1 到 1000 個字元。');
    expect((await adminCall(test, owner, 'POST', `/admin/api/reviews/${id}/reply`, { text: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await adminCall(test, owner, 'POST', `/admin/api/reviews/${id}/reply`, { text: '好'.repeat(1000) })).statusCode).toBe(200);
    expect((await adminCall(test, owner, 'POST', `/admin/api/reviews/${id}/reply`, {})).statusCode).toBe(400);
  });

  it('lets owner and support in, and refuses no session (401), a foreign Origin (403) and a missing CSRF token (403), changing nothing', async () => {
    const id = await submit('guarded review');
    for (const session of [owner, support]) expect((await adminCall(test, session, 'GET', '/admin/api/reviews')).statusCode).toBe(200);
    expect((await adminCall(test, null, 'GET', '/admin/api/reviews')).statusCode).toBe(401);
    for (const [path, payload] of [['approve', undefined], ['hide', undefined], ['reply', { text: 'hi' }]] as const) {
      const url = `/admin/api/reviews/${id}/${path}`;
      expect((await adminCall(test, null, 'POST', url, payload)).statusCode, `${path} without a session`).toBe(401);
      expect((await adminCall(test, support, 'POST', url, payload, { origin: 'https://evil.example' })).statusCode, `${path} from a foreign origin`).toBe(403);
      expect((await adminCall(test, { cookie: support.cookie, csrfToken: '' }, 'POST', url, payload)).statusCode, `${path} without a token`).toBe(403);
      expect((await adminCall(test, { cookie: owner.cookie, csrfToken: 'wrong' }, 'POST', url, payload)).statusCode, `${path} with a wrong token`).toBe(403);
    }
    const still = (await adminCall(test, owner, 'GET', '/admin/api/reviews?status=pending')).json<{ data: { items: { id: string; sellerReply: string | null }[] } }>().data.items.find((item) => item.id === id);
    expect(still).toMatchObject({ sellerReply: null });
    expect(await auditOf(id)).toEqual([]);
  });
});
