import type { Kysely } from 'kysely';

// Frozen. Promotions from the back office: coupons that take a percentage off, run between two
// dates, and are given out a limited number of times. The defaults keep every existing coupon
// meaning what it meant: an amount off, valid from now on, given to any number of shoppers, once each.

export async function up(db: Kysely<any>): Promise<void> {
  // 'amount' (`amount` minor units off) or 'percent' (`amount` percent off the goods).
  await db.schema.alterTable('coupons').addColumn('kind', 'text', (c) => c.notNull().defaultTo('amount')).execute();
  await db.schema.alterTable('coupons').addColumn('starts_at', 'text').execute();
  await db.schema.alterTable('coupons').addColumn('ends_at', 'text').execute();
  // How many shoppers may receive it in all (null: no limit), and how many have.
  await db.schema.alterTable('coupons').addColumn('total_limit', 'integer').execute();
  await db.schema.alterTable('coupons').addColumn('claimed_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('coupons').addColumn('per_shopper_limit', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['per_shopper_limit', 'claimed_count', 'total_limit', 'ends_at', 'starts_at', 'kind']) {
    await db.schema.alterTable('coupons').dropColumn(column).execute();
  }
}
