import type { Kysely } from 'kysely';

// Frozen. Phone verification and order messages (issue 16, items 4 and 5).
// - `message_outbox`: every text message the shop sent or tried to send (one-time codes, order
//   confirmations, dispatch and delivery news), whichever provider carried it. With the built-in
//   sandbox provider nothing leaves the server: this table is the whole delivery, and the back
//   office shows it as the outbox (as the payment sandbox is a page of its own). A real provider's
//   one-time codes are stored masked.
// - `verification_codes`: the one live code per site and phone, as an HMAC (never the digits), its
//   expiry, the wrong guesses so far and when it was sent (the resend cooldown); once the code is
//   right, the HMAC of the verification token the order carries, until it is used or expires.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('message_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text')
    // 'verification' | 'confirmation' | 'dispatched' | 'outForDelivery'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('to_phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    // 'sent' | 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_outbox_site_idx').on('message_outbox').columns(['site_id', 'created_at']).execute();
  await db.schema.createIndex('message_outbox_order_idx').on('message_outbox').columns(['order_no', 'created_at']).execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text')
    .addColumn('token_expires_at', 'text')
    .addPrimaryKeyConstraint('verification_codes_pk', ['site_id', 'phone'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('verification_codes').execute();
  await db.schema.dropIndex('message_outbox_order_idx').execute();
  await db.schema.dropIndex('message_outbox_site_idx').execute();
  await db.schema.dropTable('message_outbox').execute();
}
