/**
 * A message provider carries a text to a phone, by SMS or WhatsApp. The service records every
 * message in the outbox whichever provider carried it; a provider only delivers.
 *
 * To plug in another provider: implement `send` with its "send a message" call, answering its
 * message id or its refusal (never throwing for a refusal), and choose it in `messages.config.ts`.
 */
export type MessageChannel = 'sms' | 'whatsapp';

export interface OutgoingMessage {
  /** E.164: +886912345678. */
  to: string;
  channel: MessageChannel;
  text: string;
}

export type SendResult = { ok: true; reference: string } | { ok: false; error: string };

export interface MessageProvider {
  readonly name: string;
  /** Whether the outbox may keep a one-time code as sent (only where nothing left the server). */
  readonly keepsCodes: boolean;
  send(message: OutgoingMessage): Promise<SendResult>;
}

/**
 * The built-in sandbox: nothing leaves the server. The outbox row the service writes is the whole
 * delivery, read in the back office's Outbox page (and by tests), as the payment sandbox's page
 * stands in for a payment provider's.
 */
export function createSandboxMessageProvider(): MessageProvider {
  let sent = 0;
  return {
    name: 'sandbox',
    keepsCodes: true,
    async send() {
      return { ok: true, reference: `sandbox-${Date.now().toString(36)}-${++sent}` };
    },
  };
}
