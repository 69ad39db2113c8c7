import { z } from 'zod';
import { MESSAGE_CHANNELS, ORDER_MESSAGE_KINDS } from '../order-messages';

/**
 * The back office's outbox (issue 16): every text message sent or refused, newest first, and an
 * order's message sent again by hand.
 *   GET  /admin/api/messages?siteId=&orderNo=&limit=    owners and support (permission `messages`)
 *   POST /admin/api/orders/:orderNo/messages { kind }   sends that kind of the order's message now,
 *        whatever the site's settings (a failed one again, or one the shopper lost); audited
 * A one-time code shows in a body only when the provider is the sandbox (nothing left the server).
 */
export const OUTBOX_LIMIT = 100;

export const outboxQuery = z.strictObject({
  siteId: z.string().min(1).max(64).optional(),
  orderNo: z.string().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(OUTBOX_LIMIT),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

export const MESSAGE_KINDS = ['verification', ...ORDER_MESSAGE_KINDS] as const;

export const outboxMessageSchema = z
  .object({
    id: z.string(),
    siteId: z.string(),
    orderNo: z.string().nullable(),
    kind: z.enum(MESSAGE_KINDS),
    channel: z.enum(MESSAGE_CHANNELS),
    to: z.string().describe('E.164'),
    body: z.string().describe('as sent; a one-time code masked unless the provider is the sandbox'),
    provider: z.string().describe('sandbox, twilio...'),
    status: z.enum(['sent', 'failed']),
    providerRef: z.string().nullable().describe('the provider’s id of the message'),
    error: z.string().nullable().describe('why the provider refused it, or could not be reached'),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessageView = z.infer<typeof outboxMessageSchema>;

export const outboxSchema = z.object({ items: z.array(outboxMessageSchema), sandbox: z.boolean().describe('the provider is the sandbox: nothing leaves the server') }).meta({ id: 'Outbox' });
export type OutboxView = z.infer<typeof outboxSchema>;

export const orderMessageParams = z.strictObject({ orderNo: z.string().min(1).max(40) });
export const orderMessageRequest = z.strictObject({ kind: z.enum(ORDER_MESSAGE_KINDS, 'invalid') });
export type OrderMessageRequest = z.infer<typeof orderMessageRequest>;
