import { sql, type Kysely } from 'kysely';

// Frozen. After the order: its shipment (carrier, tracking number), when it was delivered (the
// return period counts from then), the cause of each status change, and return requests.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_no', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivered_at', 'text').execute();
  await db.schema.alterTable('order_status_history').addColumn('detail', 'text').execute();

  await db.schema
    .createTable('return_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().references('orders.order_no'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('tracking_no', 'text', (c) => c.notNull())
    .addColumn('screenshot', 'text')
    .addColumn('package_photo', 'text', (c) => c.notNull())
    .addColumn('picker_name', 'text', (c) => c.notNull())
    .addColumn('picker_phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_requests_order_idx').on('return_requests').column('order_no').execute();
  // One request in progress per order, however many are sent at once.
  await sql`create unique index return_requests_open_idx on return_requests (order_no) where status in ('SUBMITTED', 'ACCEPTED')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('return_requests').execute();
  await db.schema.alterTable('order_status_history').dropColumn('detail').execute();
  await db.schema.alterTable('orders').dropColumn('delivered_at').execute();
  await db.schema.alterTable('orders').dropColumn('tracking_no').execute();
  await db.schema.alterTable('orders').dropColumn('carrier').execute();
}
