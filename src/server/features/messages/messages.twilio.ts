import type { MessageProvider, OutgoingMessage, SendResult } from './messages.provider';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service's number; WhatsApp sends from `whatsapp:` + it. */
  from: string;
  /** https://api.twilio.com; tests point it at a local fake server. */
  baseUrl?: string;
  /** How long one send may take before it counts as failed (default 10 s). */
  timeoutMs?: number;
}

/**
 * Twilio's Programmable Messaging, as documented (https://www.twilio.com/docs/messaging/api/message-resource):
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded `To`, `From`, `Body`, HTTP
 * basic auth with the account SID and auth token; the answer's `sid` names the message. WhatsApp
 * goes the same way with both numbers prefixed `whatsapp:`. A refusal answers 4xx with
 * `{ code, message }`, kept as the outbox row's error. Never tried against Twilio itself (no
 * account here): tested against a fake server that checks what the documentation says.
 */
export function createTwilioProvider({ accountSid, authToken, from, baseUrl = 'https://api.twilio.com', timeoutMs = 10_000 }: TwilioOptions): MessageProvider {
  const url = `${baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const address = (channel: OutgoingMessage['channel'], phone: string) => (channel === 'whatsapp' ? `whatsapp:${phone}` : phone);

  return {
    name: 'twilio',
    keepsCodes: false,
    async send({ to, channel, text }): Promise<SendResult> {
      const form = new URLSearchParams({ To: address(channel, to), From: address(channel, from), Body: text });
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { ok: false, error: `twilio unreachable: ${error instanceof Error ? error.message : String(error)}` };
      }
      const answer = (await response.json().catch(() => null)) as { sid?: unknown; code?: unknown; message?: unknown } | null;
      if (response.ok && typeof answer?.sid === 'string') return { ok: true, reference: answer.sid };
      const detail = answer && typeof answer.message === 'string' ? `${String(answer.code ?? '')} ${answer.message}`.trim() : `HTTP ${response.status}`;
      return { ok: false, error: `twilio refused: ${detail}` };
    },
  };
}
