import type { Kysely } from 'kysely';

// Frozen. The counts an order is judged on (issue 17, orders near the RSA ceiling): the orders of
// one phone for one product in a day (the risk), of one phone and of one client address in their
// windows (the velocity limits). Each was asked as "this site, this phone (or address), since a
// time", and SQLite, given (phone, created_at) and (site_id, created_at) as equally good, read the
// site's index: every order of the site in the window, so each order of a busy day cost more than
// the last. These indexes hold every column the counts name, so each count reads only its own
// orders. The velocity ones replace 0001's and 0013's, which nothing else reads.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_phone_product_idx').on('orders').columns(['recipient_phone_e164', 'site_id', 'product_id', 'created_at']).execute();
  await db.schema.createIndex('orders_phone_site_idx').on('orders').columns(['recipient_phone', 'site_id', 'created_at']).execute();
  await db.schema.dropIndex('orders_phone_idx').execute();
  await db.schema.createIndex('orders_client_ip_site_idx').on('orders').columns(['client_ip', 'site_id', 'created_at']).execute();
  await db.schema.dropIndex('orders_client_ip_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_client_ip_idx').on('orders').columns(['client_ip', 'created_at']).execute();
  await db.schema.dropIndex('orders_client_ip_site_idx').execute();
  await db.schema.createIndex('orders_phone_idx').on('orders').columns(['recipient_phone', 'created_at']).execute();
  await db.schema.dropIndex('orders_phone_site_idx').execute();
  await db.schema.dropIndex('orders_phone_product_idx').execute();
}
