import type { Kysely } from 'kysely';

// Frozen. The risk score's "other names at this address" (issue 17, orders near the RSA ceiling):
// 0018's index (recipient_address, created_at) made the count read every order sent to the
// address in 30 days, row by row from the table, to drop those under the order's own name: at an
// address a shopper orders to often (or the bench's one address) each order cost more than the
// last. This index holds the name too, so the count reads only the other names' entries, as two
// ranges (names before and after the order's own), without touching the orders. It replaces 0018's,
// which nothing else reads.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_address_name_idx').on('orders').columns(['recipient_address', 'site_id', 'recipient_name', 'created_at']).execute();
  await db.schema.dropIndex('orders_address_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_address_idx').on('orders').columns(['recipient_address', 'created_at']).execute();
  await db.schema.dropIndex('orders_address_name_idx').execute();
}
