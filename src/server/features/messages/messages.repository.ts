import type { Kysely, Selectable } from 'kysely';
import type { DB, MessageOutboxTable } from '../../db/schema';
import { writeAudit, type Actor, type AuditChange } from '../audit/audit.repository';
import type { MessageChannel } from './messages.provider';
import { batchedWriter } from '../../db/batched';
import { sharedGroupCommit } from '../../db/group-commit';

export type MessageKind = 'verification' | 'confirmation' | 'dispatched' | 'outForDelivery';

/** One message of the outbox, as the back office reads it. */
export interface OutboxMessage {
  id: string;
  siteId: string;
  orderNo: string | null;
  kind: MessageKind;
  channel: MessageChannel;
  to: string;
  body: string;
  provider: string;
  status: 'sent' | 'failed';
  providerRef: string | null;
  error: string | null;
  createdAt: string;
}

/** An order as its messages need it. */
export interface OrderFacts {
  orderNo: string;
  siteId: string;
  phone: string;
  locale: string;
  carrier: string | null;
  trackingNo: string | null;
}

const toMessage = (row: Selectable<MessageOutboxTable>): OutboxMessage => ({
  id: row.id,
  siteId: row.site_id,
  orderNo: row.order_no,
  kind: row.kind as MessageKind,
  channel: row.channel as MessageChannel,
  to: row.to_phone,
  body: row.body,
  provider: row.provider,
  status: row.status as OutboxMessage['status'],
  providerRef: row.provider_ref,
  error: row.error,
  createdAt: row.created_at,
});

export function createMessageRepository(db: Kysely<DB>) {
  const transaction = sharedGroupCommit(db);
  return {
    /**
     * Stores a message; messages recorded together are one write (db/batched), which joins the
     * orders' group commit (db/group-commit): committed with the orders placed at that moment.
     */
    record: batchedWriter<OutboxMessage>(async (messages) => {
      const rows = messages.map((message) => ({
        id: message.id,
        site_id: message.siteId,
        order_no: message.orderNo,
        kind: message.kind,
        channel: message.channel,
        to_phone: message.to,
        body: message.body,
        provider: message.provider,
        status: message.status,
        provider_ref: message.providerRef,
        error: message.error,
        created_at: message.createdAt,
      }));
      await transaction((trx) => trx.insertInto('message_outbox').values(rows).execute());
    }),

    /** The newest messages first, of every site or one; at most `limit`. */
    async list({ siteId, orderNo, limit }: { siteId?: string; orderNo?: string; limit: number }): Promise<OutboxMessage[]> {
      let query = db.selectFrom('message_outbox').selectAll();
      if (siteId) query = query.where('site_id', '=', siteId);
      if (orderNo) query = query.where('order_no', '=', orderNo);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map(toMessage);
    },

    /** What an order's messages say and where they go: its site, phone, language, carrier and tracking number. */
    async orderFacts(orderNo: string): Promise<OrderFacts | undefined> {
      const row = await db
        .selectFrom('orders')
        .select(['order_no', 'site_id', 'recipient_phone', 'locale', 'carrier', 'tracking_no'])
        .where('order_no', '=', orderNo)
        .executeTakeFirst();
      return row && { orderNo: row.order_no, siteId: row.site_id, phone: row.recipient_phone, locale: row.locale, carrier: row.carrier, trackingNo: row.tracking_no };
    },

    /** An operator's send, in the audit log. */
    async audit(actor: Actor, change: AuditChange, at: string): Promise<void> {
      await writeAudit(db, actor, change, at);
    },

    async find(id: string): Promise<OutboxMessage | undefined> {
      const row = await db.selectFrom('message_outbox').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toMessage(row);
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
