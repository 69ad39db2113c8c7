import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nameWordRows } from '../orders/orders.repository';
import type { SampleOrderRecord, SampleOrderStore, SampleProduct } from './sample-orders.service';

/**
 * Bound parameters one statement may carry: PostgreSQL takes 65,535, SQLite (as better-sqlite3
 * builds it) 32,766. Rows are cut into statements under both.
 */
const PARAMETERS_PER_STATEMENT = 30_000;

function chunks<T extends object>(rows: readonly T[]): T[][] {
  if (rows.length === 0) return [];
  const perRow = Object.keys(rows[0]!).length;
  const size = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / perRow));
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/** The sample orders' SQL: the catalog they buy from, and multi-row inserts in one transaction a batch. */
export function createSampleOrderRepository(db: Kysely<DB>): SampleOrderStore {
  return {
    async catalog(): Promise<SampleProduct[]> {
      const rows = await db
        .selectFrom('skus')
        .innerJoin('products', 'products.id', 'skus.product_id')
        .innerJoin('sites', 'sites.id', 'products.site_id')
        .select(['sites.id as site_id', 'sites.zone_id', 'products.id as product_id', 'skus.id as sku_id', 'skus.name', 'skus.price', 'skus.original_price'])
        .orderBy('sites.id')
        .orderBy('products.id')
        .orderBy('skus.id')
        .execute();
      return rows.map((row) => ({ siteId: row.site_id, zoneId: Number(row.zone_id), productId: row.product_id, skuId: row.sku_id, skuName: row.name, price: Number(row.price), originalPrice: Number(row.original_price) }));
    },

    async orderExists(orderNo: string): Promise<boolean> {
      return (await db.selectFrom('orders').select('order_no').where('order_no', '=', orderNo).executeTakeFirst()) !== undefined;
    },

    async insertMany(records: readonly SampleOrderRecord[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const rows of chunks(records.map((record) => record.order))) await trx.insertInto('orders').values(rows).execute();
        for (const rows of chunks(records.flatMap((record) => record.items))) await trx.insertInto('order_items').values(rows).execute();
        // Every history row with the same columns (a multi-row insert takes the first row's).
        const history = records.flatMap((record) => record.history).map((row): Insertable<DB['order_status_history']> => ({ ...row, detail: row.detail ?? null, actor: null }));
        for (const rows of chunks(history)) await trx.insertInto('order_status_history').values(rows).execute();
        for (const rows of chunks(records.flatMap((record) => nameWordRows(record.order)))) await trx.insertInto('order_name_words').values(rows).execute();
      });
    },
  };
}
