import type { Kysely } from 'kysely';

// Frozen. The storefront around the checkout: limited-time and flash sales, coupons claimed once
// per shopper and redeemed once, reviews written by shoppers (held for approval), size charts,
// the attribution token of the link an order came from.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_sales')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('percent_off', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_sales_product_idx').on('product_sales').columns(['product_id', 'ends_at']).execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('threshold', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupons_product_idx').on('coupons').columns(['product_id', 'status']).execute();

  await db.schema
    .createTable('coupon_claims')
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id'))
    .addColumn('shopper_id', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text')
    .addColumn('redeemed_phone', 'text')
    .addColumn('redeemed_at', 'text')
    .addPrimaryKeyConstraint('coupon_claims_pk', ['coupon_id', 'shopper_id'])
    .execute();
  // A coupon is redeemed once per phone number too: a cleared cookie does not make a new shopper.
  await db.schema.createIndex('coupon_claims_phone_idx').on('coupon_claims').columns(['coupon_id', 'redeemed_phone']).unique().execute();

  await db.schema.alterTable('reviews').addColumn('phone', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('locale', 'text').execute();
  await db.schema.alterTable('products').addColumn('size_chart', 'text').execute();
  await db.schema.alterTable('orders').addColumn('attribution', 'text').execute();
  await db.schema.alterTable('orders').addColumn('coupon_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('coupon_id').execute();
  await db.schema.alterTable('orders').dropColumn('attribution').execute();
  await db.schema.alterTable('products').dropColumn('size_chart').execute();
  await db.schema.alterTable('reviews').dropColumn('locale').execute();
  await db.schema.alterTable('reviews').dropColumn('phone').execute();
  await db.schema.dropTable('coupon_claims').execute();
  await db.schema.dropTable('coupons').execute();
  await db.schema.dropTable('product_sales').execute();
}
