import { timeOrderedToken } from '../../../domain/ids';
import type { MessageChannel, MessageProvider, SendResult } from './messages.provider';
import type { MessageKind, MessageRepository, OutboxMessage } from './messages.repository';

export interface SendRequest {
  siteId: string;
  orderNo?: string | null;
  kind: MessageKind;
  /** E.164. */
  to: string;
  channel: MessageChannel;
  text: string;
  /** A secret in the text (a one-time code): the outbox keeps it only when the provider is the sandbox. */
  secret?: string;
}

/**
 * Sends a text through the configured provider and records it in the outbox, sent or failed. A
 * provider's refusal, silence or exception is an outbox row with its error, never an exception.
 */
export function createMessageService({ repository, provider, clock = () => new Date() }: { repository: MessageRepository; provider: MessageProvider; clock?: () => Date }) {
  return {
    provider: provider.name,

    async send(request: SendRequest): Promise<OutboxMessage> {
      // A provider that throws instead of answering is a refusal like any other.
      const result = await provider
        .send({ to: request.to, channel: request.channel, text: request.text })
        .catch((error: unknown): SendResult => ({ ok: false, error: `${provider.name} failed: ${error instanceof Error ? error.message : String(error)}` }));
      const body = request.secret && !provider.keepsCodes ? request.text.split(request.secret).join('•'.repeat(request.secret.length)) : request.text;
      const message: OutboxMessage = {
        // Later messages sort later: an ad burst's outbox rows go at the end of its key's index.
        id: timeOrderedToken(clock().getTime()),
        siteId: request.siteId,
        orderNo: request.orderNo ?? null,
        kind: request.kind,
        channel: request.channel,
        to: request.to,
        body,
        provider: provider.name,
        status: result.ok ? 'sent' : 'failed',
        providerRef: result.ok ? result.reference : null,
        error: result.ok ? null : result.error.slice(0, 500),
        createdAt: clock().toISOString(),
      };
      await repository.record(message);
      return message;
    },

    list: repository.list,
    find: repository.find,
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
