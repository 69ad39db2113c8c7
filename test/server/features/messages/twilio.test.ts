import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTwilioProvider } from '../../../../src/server/features/messages/messages.twilio';
import { startTestApp, type TestApp } from '../../../helpers/server';
import { sendCode, verifyCode } from '../../../helpers/verification';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'test-auth-token-0123456789';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A fake of Twilio's Messages API as its documentation describes it: basic auth with the account
 * SID and auth token, a form-encoded To/From/Body, 201 with the message's `sid`, or a 4xx with
 * `{ code, message }`. It answers whatever `next` says and keeps what it received.
 */
describe('the Twilio adapter, against a fake Twilio', () => {
  let server: Server;
  let baseUrl: string;
  let received: Received[] = [];
  let next: { status: number; body: unknown } = { status: 201, body: {} };

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const text = await read(request);
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(text)),
      });
      const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
      const answer = request.headers.authorization === expected ? next : { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received = [];
    next = { status: 201, body: { sid: 'SM00000000000000000000000000000001', status: 'queued' } };
  });

  const provider = (overrides: { authToken?: string; baseUrl?: string } = {}) =>
    createTwilioProvider({ accountSid: SID, authToken: TOKEN, from: '+15005550006', baseUrl, ...overrides });

  it('posts an SMS form-encoded to the account’s Messages resource with basic auth, and answers the message sid', async () => {
    const result = await provider().send({ to: '+886912345678', channel: 'sms', text: 'Your code is 123456' });

    expect(result).toEqual({ ok: true, reference: 'SM00000000000000000000000000000001' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${SID}/Messages.json`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+886912345678', From: '+15005550006', Body: 'Your code is 123456' },
    });
  });

  it('sends WhatsApp with both numbers prefixed whatsapp:', async () => {
    await provider().send({ to: '+48501234567', channel: 'whatsapp', text: 'Zamówienie przyjęte' });

    expect(received[0]?.form).toEqual({ To: 'whatsapp:+48501234567', From: 'whatsapp:+15005550006', Body: 'Zamówienie przyjęte' });
  });

  it('answers Twilio’s refusal with its code and message instead of throwing', async () => {
    next = { status: 400, body: { code: 21211, message: "The 'To' number +1555 is not a valid phone number.", status: 400 } };

    const result = await provider().send({ to: '+1555', channel: 'sms', text: 'hi' });

    expect(result).toEqual({ ok: false, error: "twilio refused: 21211 The 'To' number +1555 is not a valid phone number." });
  });

  it('answers a wrong auth token as refused', async () => {
    const result = await provider({ authToken: 'not-the-right-token-000' }).send({ to: '+886912345678', channel: 'sms', text: 'hi' });

    expect(result).toEqual({ ok: false, error: 'twilio refused: 20003 Authenticate' });
  });

  it('answers an unreachable Twilio as a failure instead of throwing', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const result = await provider({ baseUrl: `http://127.0.0.1:${port}` }).send({ to: '+886912345678', channel: 'sms', text: 'hi' });

    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^twilio unreachable/);
  });
});

describe('one-time codes through Twilio (MESSAGE_PROVIDER=twilio, a fake Twilio)', () => {
  let server: Server;
  const bodies: Record<string, string>[] = [];
  let test: TestApp;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        bodies.push(Object.fromEntries(new URLSearchParams(text)));
        response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM0000000000000000000000000000000a' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const env = { MESSAGE_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+15005550006', TWILIO_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    test = await startTestApp('sqlite', { env });
  });
  afterAll(async () => {
    await test.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the code to Twilio and keeps it masked in the outbox, with Twilio’s message sid', async () => {
    const sent = await sendCode(test, '0912-000-201');
    expect(sent.json().code).toBe(1);
    expect(bodies[0]).toMatchObject({ To: '+886912000201', From: '+15005550006' });
    const code = /\b(\d{6})\b/.exec(bodies[0]!.Body!)![1]!;

    const row = await test.database.db.selectFrom('message_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'twilio', status: 'sent', provider_ref: 'SM0000000000000000000000000000000a' });
    expect(row.body).not.toContain(code);
    expect(row.body).toContain('••••••');
    expect((await verifyCode(test, '0912-000-201', code)).json().code).toBe(1);
  });
});
