import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { writeAudit, type AuditWrite } from '../audit/audit.repository';
import { soldCountMode, type SoldCountMode } from '../../../domain/sold-count';

/** A product's sold-count choice as stored: the mode and the typed number (sale_qty). */
export interface SoldCountSetting {
  mode: SoldCountMode;
  fixed: number;
}

/**
 * Units of each product in orders not cancelled (closed orders were cancelled, refused or
 * returned) and not marked test or fraud: the "real" sold count. Products without any: 0.
 */
export async function soldUnits(db: Kysely<DB>, productIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(productIds.map((id) => [id, 0]));
  if (productIds.length === 0) return counts;
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.order_no', 'order_items.order_no')
    .select((eb) => ['order_items.product_id', eb.fn.sum<number | string>('order_items.quantity').as('units')])
    .where('order_items.product_id', 'in', [...productIds])
    .where('orders.status', '!=', 'ORDER_CLOSE')
    .where('orders.report_flag', 'is', null)
    .groupBy('order_items.product_id')
    .execute();
  for (const row of rows) counts.set(row.product_id, Number(row.units ?? 0));
  return counts;
}

/** The sold-count choice of products, for the back office's Promotions page. */
export function createSoldCountRepository(db: Kysely<DB>) {
  return {
    /** The product's choice, or undefined for an unknown product (any site, any status). */
    async find(productId: string): Promise<SoldCountSetting | undefined> {
      const row = await db.selectFrom('products').select(['sold_count_mode', 'sale_qty']).where('id', '=', productId).executeTakeFirst();
      return row && { mode: soldCountMode(row.sold_count_mode), fixed: Number(row.sale_qty) };
    },

    /** The real count of one product, now. */
    real: async (productId: string): Promise<number> => (await soldUnits(db, [productId])).get(productId) ?? 0,

    /** Writes the choice with its audit row, together. */
    async set(productId: string, setting: SoldCountSetting, audit: AuditWrite): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.updateTable('products').set({ sold_count_mode: setting.mode, sale_qty: setting.fixed }).where('id', '=', productId).execute();
        await writeAudit(trx, audit.actor, audit.change, audit.at);
      });
    },
  };
}

export type SoldCountRepository = ReturnType<typeof createSoldCountRepository>;
