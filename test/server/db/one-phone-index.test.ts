import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sqliteAfterMigration } from '../../helpers/query-plan';

// Migration 0029: the orders keep one index led by the phone's E.164 form (0027's), not two.
describe('one phone index on the orders (migration 0029)', () => {
  const { db, planOf } = sqliteAfterMigration('0029_one_phone_index');

  it('finds a phone’s orders for the console from the remaining phone index, newest first, without reading the orders table through', async () => {
    const query = db()
      .selectFrom('orders')
      .select(['order_no', 'created_at'])
      .where((eb) => eb.or([eb.and([eb('recipient_phone_e164', '=', '+886912345678'), eb('zone_id', '=', 1)]), eb.and([eb('recipient_phone_e164', '=', '+48512345678'), eb('zone_id', '=', 5)])]))
      .orderBy('created_at', 'desc')
      .orderBy('order_no', 'desc')
      .limit(51);
    const plan = await planOf(query);
    expect(plan).toContain('INDEX orders_phone_product_idx (recipient_phone_e164=?)');
    expect(plan).not.toMatch(/SCAN orders(?! USING)/);
  });

  it('no longer has the index it dropped', async () => {
    const indexes = await db().executeQuery<{ name: string }>(CompiledQuery.raw("select name from sqlite_master where type = 'index' and tbl_name = 'orders'"));
    expect(indexes.rows.map((row) => row.name)).not.toContain('orders_phone_e164_idx');
    expect(indexes.rows.map((row) => row.name)).toContain('orders_phone_product_idx');
  });
});
