import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';
import { ENGINES, startTestApp, type TestApp } from '../../../helpers/server';
import { codeInOutbox, sendCode, verifyCode } from '../../../helpers/verification';

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(ENGINES)('one-time codes for the order form’s phone (%s)', (engine) => {
  let test: TestApp;
  let address = 0;
  /** Each test sends from its own client address, so the per-address limits of one do not touch another. */
  let ip: string;

  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());
  beforeEach(() => {
    address += 1;
    ip = `203.0.113.${address}`;
  });

  it('sends a six-digit code to the phone as typed, kept in the sandbox outbox and stored only as a hash', async () => {
    const sent = await sendCode(test, '0912-000-101', ip);

    expect(sent.json()).toMatchObject({ code: 1, data: { phone: '+886912000101', channel: 'sms', expiresIn: 300, resendIn: 60 } });
    const code = await codeInOutbox(test, '+886912000101');
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await test.database.db.selectFrom('message_outbox').selectAll().where('to_phone', '=', '+886912000101').executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ provider: 'sandbox', status: 'sent', kind: 'verification', channel: 'sms' });
    const stored = await test.database.db.selectFrom('verification_codes').selectAll().where('phone', '=', '+886912000101').executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored.code_hash.length).toBeGreaterThan(30);
  });

  it('answers the right code with a token, and the same code cannot be used a second time', async () => {
    await sendCode(test, '0912-000-102', ip);
    const code = await codeInOutbox(test, '+886912000102');

    const verified = await verifyCode(test, '0912 000 102', code, ip);
    expect(verified.json()).toMatchObject({ code: 1, data: { expiresIn: 900 } });
    expect(verified.json().data.token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const again = await verifyCode(test, '0912 000 102', code, ip);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 1015, msg: zhTW['verification.expired'], data: { reason: 'expired' } });
  });

  it('counts wrong codes down, and after five tries refuses even the right one', async () => {
    await sendCode(test, '0912-000-103', ip);
    const code = await codeInOutbox(test, '+886912000103');

    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await verifyCode(test, '0912000103', wrongOf(code), ip);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 1015, data: { reason: 'wrong', attemptsLeft: left } });
    }
    const fifth = await verifyCode(test, '0912000103', wrongOf(code), ip);
    expect(fifth.json()).toMatchObject({ code: 1015, msg: zhTW['verification.tooManyAttempts'], data: { reason: 'tooManyAttempts' } });
    const right = await verifyCode(test, '0912000103', code, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 1015, data: { reason: 'tooManyAttempts' } });
  });

  it('lets no more than five of ten wrong guesses sent at once be tried', async () => {
    await sendCode(test, '0912-000-109', ip);
    const code = await codeInOutbox(test, '+886912000109');
    const answers = await Promise.all(Array.from({ length: 10 }, () => verifyCode(test, '0912000109', wrongOf(code), ip)));
    expect(answers.filter((answer) => answer.json().data?.reason === 'wrong')).toHaveLength(4);
    const stored = await test.database.db.selectFrom('verification_codes').select('attempts').where('phone', '=', '+886912000109').executeTakeFirstOrThrow();
    expect(stored.attempts).toBe(5);
  });

  it('refuses a code past its five minutes as expired', async () => {
    await sendCode(test, '0912-000-104', ip);
    const code = await codeInOutbox(test, '+886912000104');
    await test.database.db.updateTable('verification_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('phone', '=', '+886912000104').execute();

    const late = await verifyCode(test, '0912000104', code, ip);
    expect(late.statusCode).toBe(410);
    expect(late.json().data).toEqual({ reason: 'expired' });
  });

  it('refuses a new code within a minute of the last, saying how long to wait', async () => {
    await sendCode(test, '0912-000-105', ip);
    const soon = await sendCode(test, '0912-000-105', ip);

    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 1015, data: { reason: 'cooldown' } });
    expect(soon.json().data.retryAfter).toBeGreaterThan(0);
    expect(soon.json().data.retryAfter).toBeLessThanOrEqual(60);
  });

  it('a new code replaces the old one: the old code no longer works', async () => {
    await sendCode(test, '0912-000-106', ip);
    const first = await codeInOutbox(test, '+886912000106');
    await test.database.db.updateTable('verification_codes').set({ sent_at: new Date(Date.now() - 61_000).toISOString() }).where('phone', '=', '+886912000106').execute();
    expect((await sendCode(test, '0912-000-106', ip)).json().code).toBe(1);
    const second = await codeInOutbox(test, '+886912000106');

    if (first !== second) expect((await verifyCode(test, '0912000106', first, ip)).json().data.reason).toBe('wrong');
    expect((await verifyCode(test, '0912000106', second, ip)).json().code).toBe(1);
  });

  it('sends at most five codes to one phone an hour, whatever address asks', async () => {
    const answers = [];
    for (let send = 0; send < 6; send += 1) {
      await test.database.db.updateTable('verification_codes').set({ sent_at: new Date(Date.now() - 61_000).toISOString() }).where('phone', '=', '+886912000107').execute();
      answers.push(await sendCode(test, '0912-000-107', `198.18.0.${send + 1}`));
    }
    expect(answers.map((answer) => answer.json().code)).toEqual([1, 1, 1, 1, 1, 1429]);
    expect(answers[5]!.json().msg).toBe(zhTW['verification.limited']);
  });

  it('sends at most twenty codes from one client address an hour, whatever the phones', async () => {
    const codes = [];
    for (let send = 0; send < 21; send += 1) codes.push((await sendCode(test, `0913-100-${String(send).padStart(3, '0')}`, ip)).json().code);
    expect(codes.filter((code) => code === 1)).toHaveLength(20);
    expect(codes[20]).toBe(1429);
  });

  it('refuses a number the site’s zone would not take, with a localised message', async () => {
    const sent = await sendCode(test, '02-2345-6789', ip);
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({ code: 1008, msg: zhTW['verification.invalidPhone'] });
  });

  it('refuses a code that is not six digits as a bad request', async () => {
    const answer = await verifyCode(test, '0912000108', '12345', ip);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe(1001);
  });
});
