import type { Kysely } from 'kysely';

// Frozen. Delivery and payment methods, pickup stores, remote-area postage, quantity discounts,
// orders of several products, and payments through a provider.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('quantity_discounts', 'text', (c) => c.notNull().defaultTo('[]')).execute();

  await db.schema.alterTable('orders').addColumn('remote_postage', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('store', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_from', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('orders').addColumn('delivery_to', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('order_items').addColumn('product_id', 'text', (c) => c.notNull().defaultTo('')).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().references('orders.order_no'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('pay_url', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_no').execute();

  await db.schema
    .createTable('pickup_stores')
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addPrimaryKeyConstraint('pickup_stores_pk', ['brand', 'store_id'])
    .execute();
  await db.schema.createIndex('pickup_stores_city_idx').on('pickup_stores').columns(['brand', 'city', 'district']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pickup_stores').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.alterTable('order_items').dropColumn('product_id').execute();
  for (const column of ['delivery_to', 'delivery_from', 'store', 'remote_postage']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.alterTable('products').dropColumn('quantity_discounts').execute();
}
