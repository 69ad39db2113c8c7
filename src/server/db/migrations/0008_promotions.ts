import type { Kysely } from 'kysely';

// Frozen. Promotions from the back office: coupons that take a percentage off, run between two
// dates, and are given out a limited number of times. The defaults keep every existing coupon
// meaning what it meant: an amount off, valid from now on, given to any number of shoppers, once each.
// And the price history the EU's "lowest price in the last 30 days" is read from: every price a
// product's page showed, from when (written by the services that change prices and sales).

export async function up(db: Kysely<any>): Promise<void> {
  // 'amount' (`amount` minor units off) or 'percent' (`amount` percent off the goods).
  await db.schema.alterTable('coupons').addColumn('kind', 'text', (c) => c.notNull().defaultTo('amount')).execute();
  await db.schema.alterTable('coupons').addColumn('starts_at', 'text').execute();
  await db.schema.alterTable('coupons').addColumn('ends_at', 'text').execute();
  // How many shoppers may receive it in all (null: no limit), and how many have.
  await db.schema.alterTable('coupons').addColumn('total_limit', 'integer').execute();
  await db.schema.alterTable('coupons').addColumn('claimed_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('coupons').addColumn('per_shopper_limit', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  await db.schema
    .createTable('price_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    // The headline price a shopper paid from `at` on (minor units), sale included.
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    // The sale that set it (its start or end), so ending the sale early can correct its rows.
    .addColumn('sale_id', 'text')
    .addColumn('written_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_history_product_idx').on('price_history').columns(['product_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_history').execute();
  for (const column of ['per_shopper_limit', 'claimed_count', 'total_limit', 'ends_at', 'starts_at', 'kind']) {
    await db.schema.alterTable('coupons').dropColumn(column).execute();
  }
}
