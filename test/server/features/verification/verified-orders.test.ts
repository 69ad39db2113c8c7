import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';
import { ENGINES, postOrderFrom, startTestApp, twOrder, type TestApp } from '../../../helpers/server';
import { setVerification, verifiedToken } from '../../../helpers/verification';

const fromPhone = (phone: string, verificationToken?: string) => twOrder({ recipient: { ...twOrder().recipient, phone }, ...(verificationToken ? { verificationToken } : {}) });

describe.each(ENGINES)('orders on a site that asks for a verified phone (%s)', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp(engine, { env: { ORDERS_PER_PHONE: '1/24h', ORDERS_PER_ADDRESS: '2/1h' } });
  });
  afterAll(() => test.close());

  it('never (the default): an order over a limit is refused as before, a token or not', async () => {
    await setVerification(test, 'never');
    expect((await postOrderFrom(test, fromPhone('0955-000-001'), '198.51.100.1')).json().code).toBe(1);
    const second = await postOrderFrom(test, fromPhone('0955-000-001'), '198.51.100.2');
    expect(second.json()).toMatchObject({ code: 1013, data: { limit: 'phone' } });
  });

  it('always: an order without a token is refused with its own code and nothing is placed; with one it is placed', async () => {
    await setVerification(test, 'always');
    const bare = await postOrderFrom(test, fromPhone('0955-000-002'), '198.51.100.3');
    expect(bare.statusCode).toBe(428);
    expect(bare.json()).toMatchObject({ code: 1014, msg: zhTW['verification.required'], data: { reason: 'always' } });
    expect(await test.database.db.selectFrom('orders').select('order_no').where('recipient_phone', '=', '+886955000002').execute()).toHaveLength(0);

    const token = await verifiedToken(test, '0955-000-002', '+886955000002', '198.51.100.3');
    const placed = await postOrderFrom(test, fromPhone('0955 000 002', token), '198.51.100.3');
    expect(placed.json().code).toBe(1);
  });

  it('always: a token is good for one order only, and only for its own phone', async () => {
    await setVerification(test, 'always');
    const token = await verifiedToken(test, '0955-000-003', '+886955000003', '198.51.100.4');
    expect((await postOrderFrom(test, fromPhone('0955-000-004', token), '198.51.100.4')).json()).toMatchObject({ code: 1014 });
    expect((await postOrderFrom(test, fromPhone('0955-000-003', token), '198.51.100.5')).json().code).toBe(1);
    expect((await postOrderFrom(test, fromPhone('0955-000-003', token), '198.51.100.6')).json()).toMatchObject({ code: 1014 });
  });

  it('always: a retry of a placed order is answered with that order, though its token is used', async () => {
    await setVerification(test, 'always');
    const order = fromPhone('0955-000-005', await verifiedToken(test, '0955-000-005', '+886955000005', '198.51.100.7'));
    const first = await postOrderFrom(test, order, '198.51.100.7');
    const retry = await postOrderFrom(test, order, '198.51.100.7');
    expect(retry.json()).toMatchObject({ code: 1, data: { orderNo: first.json().data.orderNo } });
  });

  it('risky: an order under the limits needs no code; over one the shopper is asked to verify, and the verified order is placed', async () => {
    await setVerification(test, 'risky');
    expect((await postOrderFrom(test, fromPhone('0955-000-006'), '198.51.100.8')).json().code).toBe(1);
    const over = await postOrderFrom(test, fromPhone('0955-000-006'), '198.51.100.9');
    expect(over.statusCode).toBe(428);
    expect(over.json()).toMatchObject({ code: 1014, data: { reason: 'phone' } });

    const token = await verifiedToken(test, '0955-000-006', '+886955000006', '198.51.100.9');
    expect((await postOrderFrom(test, fromPhone('0955-000-006', token), '198.51.100.9')).json().code).toBe(1);
    // The token went with that order: the next one over the limit is asked again.
    expect((await postOrderFrom(test, fromPhone('0955-000-006', token), '198.51.100.10')).json()).toMatchObject({ code: 1014, data: { reason: 'phone' } });
  });

  it('risky: the client address limit asks for verification too', async () => {
    await setVerification(test, 'risky');
    for (const phone of ['0955-000-011', '0955-000-012']) expect((await postOrderFrom(test, fromPhone(phone), '198.51.100.20')).json().code).toBe(1);
    const third = await postOrderFrom(test, fromPhone('0955-000-013'), '198.51.100.20');
    expect(third.json()).toMatchObject({ code: 1014, data: { reason: 'address' } });
    const token = await verifiedToken(test, '0955-000-013', '+886955000013', '198.51.100.20');
    expect((await postOrderFrom(test, fromPhone('0955-000-013', token), '198.51.100.20')).json().code).toBe(1);
  });

  it('risky: of ten orders sent at once with one token, one is placed', async () => {
    await setVerification(test, 'risky');
    expect((await postOrderFrom(test, fromPhone('0955-000-021'), '198.51.100.30')).json().code).toBe(1);
    const token = await verifiedToken(test, '0955-000-021', '+886955000021', '198.51.100.31');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => postOrderFrom(test, fromPhone('0955-000-021', token), `198.51.100.${40 + index}`)));
    expect(answers.filter((answer) => answer.json().code === 1)).toHaveLength(1);
  });
});
