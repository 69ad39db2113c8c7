import type { Kysely } from 'kysely';

// Frozen once merged. The sold count a product's page shows, as the owner chooses it: the spec's
// default (2526), the number they typed (`sale_qty`, as before), or the units really sold. Every
// existing product keeps showing the number it showed ('fixed'). The real count is summed from
// order_items by product, so that lookup gets an index.

export async function up(db: Kysely<any>): Promise<void> {
  // 'default' (the spec's 2526), 'fixed' (sale_qty) or 'real' (units in orders not cancelled).
  await db.schema.alterTable('products').addColumn('sold_count_mode', 'text', (c) => c.notNull().defaultTo('fixed')).execute();
  await db.schema.createIndex('order_items_product_idx').on('order_items').columns(['product_id', 'order_no']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_items_product_idx').execute();
  await db.schema.alterTable('products').dropColumn('sold_count_mode').execute();
}
