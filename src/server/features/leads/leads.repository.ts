import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AdminLead, LeadStatus } from '../../../domain/contracts/leads';
import type { OrderLine } from '../../../domain/pricing';
import { randomToken } from '../../../domain/ids';

export interface NewLead {
  siteId: string;
  phoneE164: string;
  phoneNational: string;
  name: string | null;
  productId: string;
  lines: OrderLine[];
  locale: string;
}

/** The first order that phone placed on the lead's site since the lead began: its conversion. */
const conversion = (eb: ExpressionBuilder<DB, 'leads'>) =>
  eb
    .selectFrom('orders')
    .select('orders.order_no')
    .whereRef('orders.site_id', '=', 'leads.site_id')
    .whereRef('orders.recipient_phone_e164', '=', 'leads.phone_e164')
    .whereRef('orders.created_at', '>=', 'leads.created_at')
    .orderBy('orders.created_at')
    .limit(1);

export function createLeadRepository(db: Kysely<DB>) {
  return {
    /**
     * Keeps a ping: a new lead, or the phone's lead on the site refreshed (name, product, lines,
     * the last ping's time). A lead that already converted starts again: this is a new form.
     */
    async keep(lead: NewLead, now: string): Promise<void> {
      const columns = {
        phone_national: lead.phoneNational,
        name: lead.name,
        product_id: lead.productId,
        lines: JSON.stringify(lead.lines),
        locale: lead.locale,
        updated_at: now,
      };
      await db.transaction().execute(async (trx) => {
        const converted = await trx
          .selectFrom('leads')
          .select('id')
          .where('site_id', '=', lead.siteId)
          .where('phone_e164', '=', lead.phoneE164)
          .where((eb) => eb.exists(conversion(eb)))
          .executeTakeFirst();
        if (converted) await trx.deleteFrom('leads').where('id', '=', converted.id).execute();
        await trx
          .insertInto('leads')
          .values({ id: randomToken(), site_id: lead.siteId, phone_e164: lead.phoneE164, created_at: now, ...columns })
          .onConflict((conflict) => conflict.columns(['site_id', 'phone_e164']).doUpdateSet(columns))
          .execute();
      });
    },

    /** Leads quiet since `quietBefore` (or converted), newest ping first. */
    async list(filter: { status: LeadStatus; siteId?: string; quietBefore: string; limit: number }): Promise<AdminLead[]> {
      let query = db.selectFrom('leads').selectAll('leads').select((eb) => conversion(eb).as('order_no'));
      if (filter.siteId) query = query.where('leads.site_id', '=', filter.siteId);
      if (filter.status === 'open') query = query.where('leads.updated_at', '<=', filter.quietBefore).where((eb) => eb.not(eb.exists(conversion(eb))));
      else if (filter.status === 'converted') query = query.where((eb) => eb.exists(conversion(eb)));
      else query = query.where((eb) => eb.or([eb('leads.updated_at', '<=', filter.quietBefore), eb.exists(conversion(eb))]));
      const rows = await query.orderBy('leads.updated_at', 'desc').orderBy('leads.id', 'desc').limit(filter.limit).execute();
      return rows.map((row) => ({
        id: row.id,
        siteId: row.site_id,
        phone: row.phone_e164,
        phoneNational: row.phone_national,
        name: row.name,
        productId: row.product_id,
        lines: JSON.parse(row.lines) as OrderLine[],
        locale: row.locale,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        converted: row.order_no !== null,
        orderNo: row.order_no ?? null,
      }));
    },

    /** Forgets leads without a ping since `before` (ISO). */
    async forgetBefore(before: string): Promise<number> {
      const result = await db.deleteFrom('leads').where('updated_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
