import type { Kysely } from 'kysely';

// Frozen. Products edited from the back office: a purchase limit per order (null: only the
// shop's own limit of MAX_QUANTITY) and the products the owner picked to show with it (a JSON
// array of product ids, in order; empty: the newest other products, as before).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('purchase_limit', 'integer').execute();
  await db.schema.alterTable('products').addColumn('recommended_ids', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('recommended_ids').execute();
  await db.schema.alterTable('products').dropColumn('purchase_limit').execute();
}
