import type { VerificationMode } from '../../src/domain/contracts/verification';
import { HOSTS, type TestApp } from './server';

/** Sets every site's phone verification mode, as the Settings page would. */
export async function setVerification(test: TestApp, mode: VerificationMode): Promise<void> {
  for (const site of await test.database.db.selectFrom('sites').select(['id', 'settings']).execute()) {
    await test.database.db.updateTable('sites').set({ settings: JSON.stringify({ ...JSON.parse(site.settings), verification: mode }) }).where('id', '=', site.id).execute();
  }
  test.app.sites.invalidate();
}

export function sendCode(test: TestApp, phone: string, remoteAddress = '198.51.100.1', channel?: 'sms' | 'whatsapp') {
  return test.app.inject({ method: 'POST', url: '/api/consumer/verification/send', remoteAddress, headers: { 'x-consumer-domain': HOSTS.tw, 'accept-language': 'zh-TW' }, payload: { phone, ...(channel ? { channel } : {}) } });
}

export function verifyCode(test: TestApp, phone: string, code: string, remoteAddress = '198.51.100.1') {
  return test.app.inject({ method: 'POST', url: '/api/consumer/verification/verify', remoteAddress, headers: { 'x-consumer-domain': HOSTS.tw, 'accept-language': 'zh-TW' }, payload: { phone, code } });
}

/** The six digits the sandbox outbox holds for the phone (E.164), newest first. */
export async function codeInOutbox(test: TestApp, phone: string): Promise<string> {
  const row = await test.database.db.selectFrom('message_outbox').select('body').where('to_phone', '=', phone).where('kind', '=', 'verification').orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
}

/** Sends a code to the phone and enters it: the verification token. */
export async function verifiedToken(test: TestApp, typed: string, e164: string, remoteAddress = '198.51.100.1'): Promise<string> {
  const sent = await sendCode(test, typed, remoteAddress);
  if (sent.json().code !== 1) throw new Error(`send: ${sent.body}`);
  const verified = await verifyCode(test, typed, await codeInOutbox(test, e164), remoteAddress);
  if (verified.json().code !== 1) throw new Error(`verify: ${verified.body}`);
  return verified.json().data.token;
}
