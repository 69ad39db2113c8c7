import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, HOSTS, postOrder, startTestApp, twOrder, type TestApp } from '../../../helpers/server';
import { adminCall, ownerAndSupport, type AdminSession } from '../../../helpers/admin';
import { emptyRecipient } from '../../../../src/domain/checkout';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';

const PRODUCT = 'aqualite-tw';
const FULL = 79000;
const shopperCookie = (response: { headers: Record<string, unknown> }) => /ds_shopper=[^;]+/.exec(String(response.headers['set-cookie']))?.[0];

describe.each(ENGINES)('a coupon each shopper may receive and use several times (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  const claim = (couponId: string, cookie?: string) =>
    test.app.inject({ method: 'POST', url: '/api/consumer/coupons/claim', headers: { 'x-consumer-domain': HOSTS.tw, ...(cookie ? { cookie } : {}) }, payload: { couponId } });
  const theirs = async (couponId: string, cookie: string) =>
    (await test.app.inject({ method: 'GET', url: `/api/consumer/coupons?productId=${PRODUCT}`, headers: { 'x-consumer-domain': HOSTS.tw, cookie } })).json().data.coupons.find((entry: { id: string }) => entry.id === couponId);
  const order = (couponId: string, cookie: string, phone = '0912-345-678') =>
    postOrder(test, twOrder({ couponId, expectedTotal: FULL - 1000, recipient: emptyRecipient({ name: '王小明', phone, city: '臺北市', district: '中正區', address: '重慶南路一段122號', postalCode: '100' }) }), HOSTS.tw, undefined, cookie);
  const offer = async (perShopperLimit?: number, extra: Record<string, unknown> = {}) => {
    const created = await adminCall(test, owner, 'POST', '/admin/api/coupons', { productId: PRODUCT, kind: 'amount', value: 1000, minOrder: 0, ...(perShopperLimit === undefined ? {} : { perShopperLimit }), ...extra });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().data as { id: string; perShopperLimit: number };
  };

  beforeAll(async () => {
    test = await startTestApp(engine);
    ({ owner } = await ownerAndSupport(test));
  });
  afterAll(() => test.close());

  it('gives a shopper a coupon limited to 3 three times, and the fourth claim says it was already received', async () => {
    const coupon = await offer(3);
    expect(coupon.perShopperLimit).toBe(3);
    const first = await claim(coupon.id);
    expect(first.statusCode, first.body).toBe(200);
    const cookie = shopperCookie(first)!;
    expect((await claim(coupon.id, cookie)).statusCode).toBe(200);
    expect((await claim(coupon.id, cookie)).statusCode).toBe(200);
    const fourth = await claim(coupon.id, cookie);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ code: 1009, msg: zhTW['coupon.alreadyReceived'] });
    // Another shopper still gets theirs.
    expect((await claim(coupon.id)).statusCode).toBe(200);
    const listed = (await adminCall(test, owner, 'GET', `/admin/api/coupons?productId=${PRODUCT}`)).json().data.coupons;
    expect(listed.find((entry: { id: string }) => entry.id === coupon.id)).toMatchObject({ perShopperLimit: 3, claimed: 4, redeemed: 0 });
  });

  it('lets the shopper use it on as many orders as they received it, then no more', async () => {
    const coupon = await offer(2);
    const cookie = shopperCookie(await claim(coupon.id))!;
    expect((await claim(coupon.id, cookie)).statusCode).toBe(200);
    for (const _use of [1, 2]) {
      const placed = await order(coupon.id, cookie);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().data.totals).toMatchObject({ couponDeduction: 1000 });
    }
    expect(await theirs(coupon.id, cookie)).toMatchObject({ received: true, redeemed: true });
    expect((await order(coupon.id, cookie)).json()).toMatchObject({ code: 1010 });
    expect((await claim(coupon.id, cookie)).json()).toMatchObject({ code: 1009 });
    const listed = (await adminCall(test, owner, 'GET', `/admin/api/coupons?productId=${PRODUCT}`)).json().data.coupons;
    expect(listed.find((entry: { id: string }) => entry.id === coupon.id)).toMatchObject({ claimed: 2, redeemed: 2 });
  });

  it('offers the shopper the next one once they used the one they hold, up to the limit', async () => {
    const coupon = await offer(2);
    const cookie = shopperCookie(await claim(coupon.id))!;
    expect(await theirs(coupon.id, cookie)).toMatchObject({ received: true, redeemed: false });
    expect((await order(coupon.id, cookie)).statusCode).toBe(200);
    // Used the one they held, one more to receive: the page offers it again.
    expect(await theirs(coupon.id, cookie)).toMatchObject({ received: false, redeemed: true });
    expect((await order(coupon.id, cookie)).json()).toMatchObject({ code: 1010 });
    expect((await claim(coupon.id, cookie)).statusCode).toBe(200);
    expect(await theirs(coupon.id, cookie)).toMatchObject({ received: true, redeemed: false });
  });

  it('gives one shopper no more than the limit however many claims race', async () => {
    const coupon = await offer(3);
    const cookie = shopperCookie(await claim(coupon.id))!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(coupon.id, cookie)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().code === 1009)).toBe(true);
    const row = await test.database.db.selectFrom('coupon_claims').selectAll().where('coupon_id', '=', coupon.id).executeTakeFirstOrThrow();
    expect(Number(row.received_count)).toBe(3);
  });

  it('keeps a phone’s uses on one shopper: another cookie with the same phone is refused', async () => {
    const coupon = await offer(3);
    const cookie = shopperCookie(await claim(coupon.id))!;
    expect((await order(coupon.id, cookie, '0922-333-444')).statusCode).toBe(200);
    const other = shopperCookie(await claim(coupon.id))!;
    expect((await order(coupon.id, other, '0922-333-444')).json()).toMatchObject({ code: 1010 });
    expect((await order(coupon.id, other, '0933-555-666')).statusCode).toBe(200);
  });

  it('keeps the spec’s once per shopper by default, and refuses a limit under 1 or over 100', async () => {
    const coupon = await offer();
    expect(coupon.perShopperLimit).toBe(1);
    const cookie = shopperCookie(await claim(coupon.id))!;
    expect((await claim(coupon.id, cookie)).json()).toMatchObject({ code: 1009 });
    for (const perShopperLimit of [0, 101, 1.5]) {
      const refused = await adminCall(test, owner, 'POST', '/admin/api/coupons', { productId: PRODUCT, kind: 'amount', value: 1000, minOrder: 0, perShopperLimit });
      expect(refused.statusCode, String(perShopperLimit)).toBe(400);
      expect(refused.json().data.issues[0].field).toBe('body.perShopperLimit');
    }
  });
});
