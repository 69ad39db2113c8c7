import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';
import { ENGINES, placeFrom, startTestApp, twOrder, type TestApp } from '../../../helpers/server';

const fromPhone = (phone: string) => twOrder({ recipient: { ...twOrder().recipient, phone } });

describe.each(ENGINES)('velocity limits with the default settings: 3 orders per phone a day, 10 per client address an hour (%s)', (engine) => {
  let test: TestApp;
  const orderCount = async (column: 'recipient_phone' | 'client_ip', value: string) =>
    (await test.database.db.selectFrom('orders').select('order_no').where(column, '=', value).execute()).length;

  beforeAll(async () => {
    test = await startTestApp(engine, { env: { ORDERS_PER_PHONE: '3/24h', ORDERS_PER_ADDRESS: '10/1h' } });
  });
  afterAll(() => test.close());

  it('takes three orders from one phone and refuses the fourth with a clear message, placing nothing', async () => {
    for (let order = 0; order < 3; order += 1) expect((await placeFrom(test, fromPhone('0911-000-001'), `198.51.100.${10 + order}`)).json().code).toBe(1);
    const fourth = await placeFrom(test, fromPhone('0911 000 001'), '198.51.100.20');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 1013, msg: zhTW['error.tooManyOrdersPhone'], data: { limit: 'phone' } });
    expect(await orderCount('recipient_phone', '+886911000001')).toBe(3);
    // Another number is not held back by this one.
    expect((await placeFrom(test, fromPhone('0911-000-002'), '198.51.100.21')).json().code).toBe(1);
  });

  it('answers a retry of an order already placed with that order, whatever the limit says', async () => {
    const order = fromPhone('0911-000-003');
    for (let placed = 0; placed < 2; placed += 1) await placeFrom(test, fromPhone('0911-000-003'), '198.51.100.30');
    const third = await placeFrom(test, order, '198.51.100.30');
    expect(third.json().code).toBe(1);
    const retry = await placeFrom(test, order, '198.51.100.30');
    expect(retry.json()).toMatchObject({ code: 1, data: { orderNo: third.json().data.orderNo } });
  });

  it('takes ten orders from one client address with ten phones, and refuses the eleventh', async () => {
    for (let order = 0; order < 10; order += 1) expect((await placeFrom(test, fromPhone(`0922-100-${String(order).padStart(3, '0')}`), '203.0.113.50')).json().code).toBe(1);
    const eleventh = await placeFrom(test, fromPhone('0922-100-999'), '203.0.113.50');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 1013, msg: zhTW['error.tooManyOrdersAddress'], data: { limit: 'address' } });
    expect(await orderCount('client_ip', '203.0.113.50')).toBe(10);
    expect((await placeFrom(test, fromPhone('0922-100-999'), '203.0.113.51')).json().code).toBe(1);
  });

  it('lets no more than three through when one phone sends ten orders at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => placeFrom(test, fromPhone('0933-000-777'), `198.51.100.${100 + index}`)));
    expect(answers.filter((answer) => answer.json().code === 1)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
    expect(await orderCount('recipient_phone', '+886933000777')).toBe(3);
  });
});
