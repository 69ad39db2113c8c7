import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { writeAudit, type AuditWrite } from '../audit/audit.repository';
import { recordSale, recordSaleEnded } from './price-history.repository';
import type { SaleRecord } from './sale-record';

/** A sale as the back office reads and writes it (times ISO 8601, UTC): the products repository's sale. */
export type { SaleRecord };

export type InsertSaleResult = { ok: true } | { ok: false; overlap: SaleRecord };

/** Sales of a product, as the back office writes them: one running or scheduled at a time. */
export function createPromotionRepository(db: Kysely<DB>) {
  return {
    /** Whether a product exists (any site, any status). */
    async productExists(productId: string): Promise<boolean> {
      return (await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()) !== undefined;
    },

    async sales(productId: string): Promise<SaleRecord[]> {
      const rows = await db.selectFrom('product_sales').selectAll().where('product_id', '=', productId).orderBy('starts_at', 'desc').orderBy('id').execute();
      return rows.map(toSaleRecord);
    },

    async sale(productId: string, saleId: string): Promise<SaleRecord | undefined> {
      const row = await db.selectFrom('product_sales').selectAll().where('product_id', '=', productId).where('id', '=', saleId).executeTakeFirst();
      return row && toSaleRecord(row);
    },

    /**
     * Writes a sale unless another sale of the product, not yet ended at `now`, overlaps it; the
     * check, the sale and its audit row in one transaction.
     */
    async insertSale(sale: SaleRecord, now: string, audit: AuditWrite): Promise<InsertSaleResult> {
      return inTransaction(db, async (trx) => {
        const overlap = await trx
          .selectFrom('product_sales')
          .selectAll()
          .where('product_id', '=', sale.productId)
          .where('ends_at', '>', now)
          .where('starts_at', '<', sale.endsAt)
          .where('ends_at', '>', sale.startsAt)
          .orderBy('starts_at')
          .executeTakeFirst();
        if (overlap) return { ok: false, overlap: toSaleRecord(overlap) };
        await trx
          .insertInto('product_sales')
          .values({ id: sale.id, product_id: sale.productId, kind: sale.kind, percent_off: sale.percentOff, starts_at: sale.startsAt, ends_at: sale.endsAt })
          .execute();
        await recordSale(trx, sale);
        await writeAudit(trx, audit.actor, audit.change, audit.at);
        return { ok: true };
      });
    },

    /**
     * Ends a sale not yet ended at `now`: its end becomes `now` (and a scheduled one's start too,
     * so it never runs). Whether it was running or scheduled; the audit row goes with it.
     */
    async endSale(productId: string, saleId: string, now: string, audit: AuditWrite): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('product_sales')
          .set((eb) => ({ ends_at: now, starts_at: eb.case().when('starts_at', '>', now).then(now).else(eb.ref('starts_at')).end() }))
          .where('product_id', '=', productId)
          .where('id', '=', saleId)
          .where('ends_at', '>', now)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await recordSaleEnded(trx, productId, saleId, now);
        await writeAudit(trx, audit.actor, audit.change, audit.at);
        return true;
      });
    },
  };
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;

function toSaleRecord(row: { id: string; product_id: string; kind: string; percent_off: number; starts_at: string; ends_at: string }): SaleRecord {
  return { id: row.id, productId: row.product_id, kind: row.kind === 'limited' ? 'limited' : 'flash', percentOff: Number(row.percent_off), startsAt: row.starts_at, endsAt: row.ends_at };
}
