import type { Kysely } from 'kysely';

// Frozen once merged. The sold count a product's page shows, as the owner chooses it: the spec's
// default (2526), the number they typed (`sale_qty`, as before), or the units really sold. Every
// existing product keeps showing the number it showed ('fixed'). The real count is summed from
// order_items by product, so that lookup gets an index.
// And coupons a shopper may receive and use more than once (coupons.per_shopper_limit above 1):
// each claim row counts how many times its shopper received the coupon and used it. Existing
// claims were received once, and used once where they were redeemed.

export async function up(db: Kysely<any>): Promise<void> {
  // 'default' (the spec's 2526), 'fixed' (sale_qty) or 'real' (units in orders not cancelled).
  await db.schema.alterTable('products').addColumn('sold_count_mode', 'text', (c) => c.notNull().defaultTo('fixed')).execute();
  await db.schema.createIndex('order_items_product_idx').on('order_items').columns(['product_id', 'order_no']).execute();

  await db.schema.alterTable('coupon_claims').addColumn('received_count', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('coupon_claims').addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.updateTable('coupon_claims').set({ used_count: 1 }).where('redeemed_at', 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coupon_claims').dropColumn('used_count').execute();
  await db.schema.alterTable('coupon_claims').dropColumn('received_count').execute();
  await db.schema.dropIndex('order_items_product_idx').execute();
  await db.schema.alterTable('products').dropColumn('sold_count_mode').execute();
}
