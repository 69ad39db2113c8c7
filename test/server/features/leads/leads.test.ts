import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLead } from '../../../../src/domain/contracts/leads';
import { createLeadRepository } from '../../../../src/server/features/leads/leads.repository';
import { createLeadService } from '../../../../src/server/features/leads/leads.service';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';
import { ENGINES, HOSTS, postOrder, twOrder, type TestApp } from '../../../helpers/server';
import { adminCall, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

const LINES = [{ productId: 'aqualite-tw', kind: 'sku' as const, id: 'tw-coral-750', quantity: 2 }];

describe.each(ENGINES)('abandoned order forms (%s)', (engine) => {
  let test: TestApp;
  let support: AdminSession;
  let address = 0;

  /** The order form's ping, each from its own client address (the route is rate-limited per address). */
  const ping = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/consumer/leads',
      remoteAddress: `198.51.100.${(address += 1)}`,
      headers: { 'x-consumer-domain': HOSTS.tw, 'accept-language': 'zh-TW', ...headers },
      payload: { productId: 'aqualite-tw', lines: LINES, ...body },
    });
  const leads = async (status = 'open') => {
    const answer = await adminCall(test, support, 'GET', `/admin/api/leads?status=${status}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ items: AdminLead[] }>().items;
  };
  /** The form has been quiet for `minutes` (its last ping moved back in time). */
  const quietFor = (phone: string, minutes: number) =>
    test.database.db
      .updateTable('leads')
      .set({ updated_at: new Date(Date.now() - minutes * 60_000).toISOString() })
      .where('phone_e164', '=', phone)
      .execute();

  beforeAll(async () => {
    ({ test, support } = await startWithOwnerAndSupport(engine));
  });
  afterAll(() => test.close());

  it('shows a form with a valid phone as a lead in the console only after 30 minutes without an order', async () => {
    const answer = await ping({ phone: '0912-111-222', name: '王小明' });
    expect(answer.json()).toMatchObject({ code: 1, data: { received: true } });
    expect((await leads()).map((lead) => lead.phone)).not.toContain('+886912111222');
    await quietFor('+886912111222', 29);
    expect((await leads()).map((lead) => lead.phone)).not.toContain('+886912111222');
    await quietFor('+886912111222', 31);
    const [lead] = (await leads()).filter((item) => item.phone === '+886912111222');
    expect(lead).toMatchObject({ phoneNational: '0912111222', name: '王小明', productId: 'aqualite-tw', lines: LINES, locale: 'zh-TW', converted: false, orderNo: null });
  });

  it('keeps one lead per phone, refreshed by each ping, whatever way the number was typed', async () => {
    await ping({ phone: '0912 333 444' });
    await ping({ phone: '+886 912-333-444', name: '陳美玲' });
    await quietFor('+886912333444', 40);
    const mine = (await leads()).filter((lead) => lead.phone === '+886912333444');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toBe('陳美玲');
  });

  it('marks the lead converted when that phone orders, and no longer lists it as open', async () => {
    await ping({ phone: '0912-555-666', name: '林志明' });
    await quietFor('+886912555666', 45);
    const placed = await postOrder(test, twOrder({ recipient: { ...twOrder().recipient, phone: '0912 555 666' } }));
    const orderNo = placed.json<{ data: { orderNo: string } }>().data.orderNo;
    expect((await leads('open')).map((lead) => lead.phone)).not.toContain('+886912555666');
    expect((await leads('converted')).find((lead) => lead.phone === '+886912555666')).toMatchObject({ converted: true, orderNo });
  });

  it('refuses a phone that is not a valid mobile of the zone with the form’s own message, keeping nothing', async () => {
    const answer = await ping({ phone: '02-2345-6789' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 1001, msg: zhTW.phonenotempty });
    expect(await test.database.db.selectFrom('leads').select('id').where('phone_e164', '=', '+886223456789').execute()).toEqual([]);
  });

  it('refuses bad bodies with 400 and an unknown product with 404, never a 5xx', async () => {
    expect((await ping({ phone: '0912-111-222', lines: [] })).statusCode).toBe(400);
    expect((await ping({ phone: 12345 })).statusCode).toBe(400);
    expect((await ping({ phone: '0912-111-222', extra: 'field' })).statusCode).toBe(400);
    expect((await ping({ phone: '0912-111-222', productId: 'no-such-product' })).statusCode).toBe(404);
  });

  it('limits how often one client address may ping', async () => {
    const answers = [];
    for (let count = 0; count < 25; count += 1) {
      answers.push(await test.app.inject({ method: 'POST', url: '/api/consumer/leads', remoteAddress: '203.0.113.9', headers: { 'x-consumer-domain': HOSTS.tw }, payload: { productId: 'aqualite-tw', phone: '0912-777-888', lines: LINES } }));
    }
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThan(0);
  });

  it('is shown only to operators with the orders permission', async () => {
    expect((await adminCall(test, null, 'GET', '/admin/api/leads')).statusCode).toBe(401);
  });

  it('forgets a lead 30 days after the form’s last ping', async () => {
    await ping({ phone: '0912-999-000' });
    await quietFor('+886912999000', 29 * 24 * 60);
    const service = createLeadService({ leads: createLeadRepository(test.database.db) });
    await service.forgetOld();
    expect((await leads('all')).map((lead) => lead.phone)).toContain('+886912999000');
    await quietFor('+886912999000', 31 * 24 * 60);
    await service.forgetOld();
    expect((await leads('all')).map((lead) => lead.phone)).not.toContain('+886912999000');
  });
});
