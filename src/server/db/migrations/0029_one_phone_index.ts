import type { Kysely } from 'kysely';

// Frozen. Every order wrote two indexes led by its phone's E.164 form: 0012's (phone, time), for the
// console's phone search, and 0027's (phone, site, product, time), for the risk's count. The
// second serves every read of the first (a phone's orders are few: the search sorts them), and a
// new order's phone lands on a page of its own in each such index, a page written with every order
// of an ad burst. One goes.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_phone_e164_idx').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_phone_e164_idx').on('orders').columns(['recipient_phone_e164', 'created_at']).execute();
}
