import type { Kysely } from 'kysely';

// Frozen. Cash-on-delivery protection (issue 16):
// - `blocklist_entries`: phones, client addresses and ranges, emails and postal codes (deny, and
//   allow-only) an order may not come from; `site_id` null for the whole shop. `value` is the
//   canonical form matched (E.164, lower case...), `typed` what the operator typed.
// - `order_attempts`: orders refused by a blocklist or a limit, or refused as invalid: shown in
//   the back office, and counted (failed submissions per client address) by the risk score.
// - `orders.risk_score` / `risk_reasons` (JSON): the score computed when the order was placed;
//   `held_for`: 'call' while a risky order waits for the shop's call.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blocklist_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('typed', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blocklist_entries_site_idx').on('blocklist_entries').columns(['site_id', 'kind']).execute();

  await db.schema
    .createTable('order_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    // 'blocked' | 'limited' | 'invalid'
    .addColumn('outcome', 'text', (c) => c.notNull())
    // The list (blocked) or the limit (limited) that refused it.
    .addColumn('rule', 'text')
    .addColumn('matched', 'text')
    .addColumn('client_ip', 'text')
    .addColumn('phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_attempts_ip_idx').on('order_attempts').columns(['client_ip', 'created_at']).execute();
  await db.schema.createIndex('order_attempts_site_idx').on('order_attempts').columns(['site_id', 'created_at']).execute();

  await db.schema.alterTable('orders').addColumn('risk_score', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('risk_reasons', 'text').execute();
  await db.schema.alterTable('orders').addColumn('held_for', 'text').execute();
  await db.schema.createIndex('orders_risk_created_idx').on('orders').columns(['risk_score', 'created_at']).execute();
  // Same address under different names: the risk score looks the delivery address up.
  await db.schema.createIndex('orders_address_idx').on('orders').columns(['recipient_address', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_address_idx').execute();
  await db.schema.dropIndex('orders_risk_created_idx').execute();
  await db.schema.alterTable('orders').dropColumn('held_for').execute();
  await db.schema.alterTable('orders').dropColumn('risk_reasons').execute();
  await db.schema.alterTable('orders').dropColumn('risk_score').execute();
  await db.schema.dropTable('order_attempts').execute();
  await db.schema.dropTable('blocklist_entries').execute();
}
