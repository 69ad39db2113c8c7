import { sql, type Kysely } from 'kysely';

// Frozen. The support console (issue 19): find an order among a million, move it, note the calls.
// - `recipient_phone_e164`: the phone as the console searches it (E.164 where the zone's rules
//   read it so; the checkout already stores the phone that way, so existing rows take their
//   stored phone with any separators a zone that accepts anything kept dropped).
// - `version`: bumped by every lifecycle move, so two agents moving one order cannot both win.
// - `order_status_history.actor`: who made a move (an operator's email), null for the shopper,
//   the payment provider or the command line.
// - `order_calls`: each call to the shopper (its outcome) and each note, with who and when.
// - Indexes for newest-first keyset paging by status, payment status, phone and tracking number.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('recipient_phone_e164', 'text').execute();
  await db.schema.alterTable('orders').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update orders set recipient_phone_e164 = replace(replace(replace(replace(replace(recipient_phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', '')`.execute(db);

  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'order_no']).execute();
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at', 'order_no']).execute();
  await db.schema.createIndex('orders_payment_created_idx').on('orders').columns(['payment_status', 'created_at', 'order_no']).execute();
  await db.schema.createIndex('orders_phone_e164_idx').on('orders').columns(['recipient_phone_e164', 'created_at']).execute();
  await db.schema.createIndex('orders_tracking_idx').on('orders').column('tracking_no').execute();

  await db.schema.alterTable('order_status_history').addColumn('actor', 'text').execute();

  await db.schema
    .createTable('order_calls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().references('orders.order_no'))
    // 'confirmed' | 'noAnswer' | 'wrongNumber' | 'refused'; null for a note without a call.
    .addColumn('outcome', 'text')
    .addColumn('note', 'text')
    .addColumn('operator_id', 'text')
    .addColumn('operator_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_calls_order_idx').on('order_calls').columns(['order_no', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_calls').execute();
  await db.schema.alterTable('order_status_history').dropColumn('actor').execute();
  for (const index of ['orders_tracking_idx', 'orders_phone_e164_idx', 'orders_payment_created_idx', 'orders_status_created_idx', 'orders_created_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('orders').dropColumn('version').execute();
  await db.schema.alterTable('orders').dropColumn('recipient_phone_e164').execute();
}
