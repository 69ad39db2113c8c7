import type { Kysely } from 'kysely';

// Frozen. Out for delivery (issue 16 item 5): a step of the order lifecycle inside ALREADY_DELIVER
// (the status stays; spec §4's statuses are fixed). When the order went out for delivery is kept
// so its state is read back (machines/order-lifecycle.machine.ts `valueOf`). Orders from before
// this step have none: they read back in transit or delivered, as before; nothing to fill in.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('out_for_delivery_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('out_for_delivery_at').execute();
}
