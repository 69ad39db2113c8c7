import type { Kysely } from 'kysely';

// Frozen: this migration never changes and never imports application code. Later schema changes
// are new files. Types are those both SQLite and PostgreSQL understand.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('zone_id', 'integer', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('introductory_title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('banners', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('sale_type', 'integer', (c) => c.notNull())
    .addColumn('specification_type', 'text', (c) => c.notNull())
    .addColumn('sale_qty', 'integer', (c) => c.notNull())
    .addColumn('freight', 'bigint', (c) => c.notNull())
    .addColumn('service_charge', 'bigint', (c) => c.notNull())
    .addColumn('remote_areas_postage', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('listed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_site_idx').on('products').columns(['site_id', 'position']).execute();

  await db.schema
    .createTable('skus')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('original_price', 'bigint', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('skus_product_idx').on('skus').columns(['product_id', 'position']).execute();

  await db.schema
    .createTable('combos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('original_price', 'bigint', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('combos_product_idx').on('combos').columns(['product_id', 'position']).execute();

  await db.schema
    .createTable('combo_components')
    .addColumn('combo_id', 'text', (c) => c.notNull().references('combos.id'))
    .addColumn('sku_id', 'text', (c) => c.notNull().references('skus.id'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('combo_components_pk', ['combo_id', 'sku_id'])
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('seller_reply', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_product_idx').on('reviews').columns(['product_id', 'status', 'created_at']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('order_no', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('delivery_method', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_phone', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text')
    .addColumn('recipient_address', 'text', (c) => c.notNull())
    .addColumn('recipient_postal_code', 'text')
    .addColumn('recipient_remark', 'text')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('shipping_fee', 'bigint', (c) => c.notNull())
    .addColumn('service_charge', 'bigint', (c) => c.notNull())
    .addColumn('tax', 'bigint', (c) => c.notNull())
    .addColumn('coupon_deduction', 'bigint', (c) => c.notNull())
    .addColumn('activity_deduction', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('paid_amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_site_created_idx').on('orders').columns(['site_id', 'created_at']).execute();
  await db.schema.createIndex('orders_phone_idx').on('orders').columns(['recipient_phone', 'created_at']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('order_no', 'text', (c) => c.notNull().references('orders.order_no'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('original_unit_price', 'bigint', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_items_pk', ['order_no', 'line_no'])
    .execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('order_no', 'text', (c) => c.notNull().references('orders.order_no'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_status_history_pk', ['order_no', 'seq'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text')
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['site_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'app_secrets',
    'idempotency_keys',
    'order_status_history',
    'order_items',
    'orders',
    'reviews',
    'combo_components',
    'combos',
    'skus',
    'products',
    'sites',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
