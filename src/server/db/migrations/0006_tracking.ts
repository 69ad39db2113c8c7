import { sql, type Kysely } from 'kysely';

// Frozen. Tracking and ad attribution: a product's ad pixels, an order's "do not report" flag
// (test orders, orders held as fraud), the visit log, ad events as the browser pushed them, and
// their deliveries to the ad networks' conversion APIs (an outbox: retried with backoff).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('pixels', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await db.schema.alterTable('orders').addColumn('report_flag', 'text').execute();

  await db.schema
    .createTable('access_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('result', 'text')
    .addColumn('result_detail', 'text')
    .addColumn('url', 'text')
    // 1: `result` was obfuscated by the browser and is stored decoded.
    .addColumn('decoded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitor', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_events_site_idx').on('access_events').columns(['site_id', 'created_at']).execute();

  await db.schema
    .createTable('ad_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    // FACEBOOK, TIKTOK, or NONE (an event push without a channel).
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text')
    .addColumn('source_url', 'text', (c) => c.notNull())
    // What the browser sent, as it sent it.
    .addColumn('payload', 'text', (c) => c.notNull())
    // What the server reports: value in minor units of `currency`, from its own data.
    .addColumn('value', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('contents', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('client_ip', 'text')
    .addColumn('user_agent', 'text')
    // Why it is not forwarded (no consent, test or fraud order), or null.
    .addColumn('withheld', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ad_events_event_idx').on('ad_events').columns(['site_id', 'channel', 'event_id']).unique().execute();

  await db.schema
    .createTable('ad_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ad_event_id', 'text', (c) => c.notNull().references('ad_events.id'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('pixel_id', 'text', (c) => c.notNull())
    // pending, sending, sent, failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ad_deliveries_unique_idx').on('ad_deliveries').columns(['ad_event_id', 'network', 'pixel_id']).unique().execute();
  await sql`create index ad_deliveries_due_idx on ad_deliveries (next_attempt_at) where status in ('pending', 'sending')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ad_deliveries').execute();
  await db.schema.dropTable('ad_events').execute();
  await db.schema.dropTable('access_events').execute();
  await db.schema.alterTable('orders').dropColumn('report_flag').execute();
  await db.schema.alterTable('products').dropColumn('pixels').execute();
}
