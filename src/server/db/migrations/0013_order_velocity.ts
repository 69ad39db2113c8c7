import type { Kysely } from 'kysely';

// Frozen. Velocity limits on orders: the client address an order came from (kept with the order,
// as its phone is), so the orders one address placed in the last hour can be counted in any
// process; and an index for that count.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('client_ip', 'text').execute();
  await db.schema.createIndex('orders_client_ip_idx').on('orders').columns(['client_ip', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_client_ip_idx').execute();
  await db.schema.alterTable('orders').dropColumn('client_ip').execute();
}
