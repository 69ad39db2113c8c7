import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { randomToken } from '../../../domain/ids';
import type { BlocklistKeys, BlocklistKind } from '../../../domain/blocklist';
import { RISK_WINDOWS, type RiskFacts } from '../../../domain/risk';
import type { BlocklistEntriesTable, DB, OrderAttemptsTable } from '../../db/schema';
import { writeAudit, type Actor } from '../audit/audit.repository';
import type { Tx } from '../../db/transaction';

export type BlocklistRow = Selectable<BlocklistEntriesTable>;
export type AttemptRow = Selectable<OrderAttemptsTable>;
export type AttemptOutcome = 'blocked' | 'limited' | 'invalid';

/** What the risk score counts for one order (see src/domain/risk.ts). */
export interface RiskQuery {
  siteId: string;
  phoneKey: string;
  productId: string;
  /** The delivery address as stored; null for a pickup. */
  address: string | null;
  name: string;
  clientIp: string | null;
  at: string;
}

/** Entries of the site and of the whole shop (a null site id). */
const ofSiteOrShop = (siteId: string) => (eb: ExpressionBuilder<DB, 'blocklist_entries'>) => eb.or([eb('site_id', '=', siteId), eb('site_id', 'is', null)]);

const since = (at: string, ms: number) => new Date(Date.parse(at) - ms).toISOString();
const count = (row: { count: string | number | bigint } | undefined) => Number(row?.count ?? 0);

/**
 * Other names ordering to an address since a time: the names before the order's own and those
 * after it (together exactly the names that differ), each a range of one index (0025), so the
 * orders under the order's own name are never read.
 */
async function otherNamesAt(db: Kysely<DB>, siteId: string, address: string, name: string, from: string): Promise<{ count: number }> {
  const names = (side: '<' | '>') =>
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.count<string>('recipient_name').distinct().as('count'))
      .where('recipient_address', '=', address)
      .where('site_id', '=', siteId)
      .where('recipient_name', side, name)
      .where('created_at', '>=', from)
      .executeTakeFirst();
  const before = await names('<');
  const after = await names('>');
  return { count: count(before) + count(after) };
}

export function createProtectionRepository(db: Kysely<DB>) {
  return {
    /** The site's entries and the shop-wide ones (a site id of null lists the shop-wide only). */
    async entries(siteId: string | null): Promise<BlocklistRow[]> {
      let query = db.selectFrom('blocklist_entries').selectAll();
      query = siteId === null ? query.where('site_id', 'is', null) : query.where(ofSiteOrShop(siteId));
      return query.orderBy('created_at', 'desc').orderBy('id').execute();
    },

    /**
     * The entries one order could match: those of its phone, email and postal code, looked up by
     * value (an index, 0028), and every client address entry (ranges are matched in memory); and
     * whether an allow-only list of postal codes exists. A list of thousands of phones costs an
     * order one index lookup, not thousands of comparisons.
     */
    async forOrder(siteId: string, keys: BlocklistKeys): Promise<{ entries: BlocklistRow[]; allowList: boolean }> {
      const byValue: [BlocklistKind, string | undefined][] = [
        ['phone', keys.phone],
        ['email', keys.email],
        ['postalDeny', keys.postal],
        ['postalAllow', keys.postal],
      ];
      const entries = await db
        .selectFrom('blocklist_entries')
        .selectAll()
        .where(ofSiteOrShop(siteId))
        .where((eb) =>
          eb.or([
            ...byValue.flatMap(([kind, value]) => (value === undefined ? [] : [eb.and([eb('kind', '=', kind), eb('value', '=', value)])])),
            eb('kind', '=', 'address'),
          ]),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      const allow = await db
        .selectFrom('blocklist_entries')
        .select('id')
        .where('kind', '=', 'postalAllow')
        .where(ofSiteOrShop(siteId))
        .limit(1)
        .executeTakeFirst();
      return { entries, allowList: allow !== undefined };
    },

    async addEntry(entry: { siteId: string | null; kind: BlocklistKind; value: string; typed: string; reason: string }, actor: Actor, at: string): Promise<BlocklistRow> {
      const row: BlocklistRow = { id: randomToken(), site_id: entry.siteId, kind: entry.kind, value: entry.value, typed: entry.typed, reason: entry.reason, added_by: actor.email, created_at: at };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('blocklist_entries').values(row).execute();
        await writeAudit(trx, actor, { action: 'blocklist.add', entity: 'blocklist_entry', entityId: row.id, before: null, after: row }, at);
      });
      return row;
    },

    async removeEntry(id: string, actor: Actor, at: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('blocklist_entries').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return false;
        await trx.deleteFrom('blocklist_entries').where('id', '=', id).execute();
        await writeAudit(trx, actor, { action: 'blocklist.remove', entity: 'blocklist_entry', entityId: id, before, after: null }, at);
        return true;
      });
    },

    async recordAttempt(attempt: { siteId: string; outcome: AttemptOutcome; rule: string | null; matched: string | null; clientIp: string | null; phone: string | null; at: string }): Promise<void> {
      await db
        .insertInto('order_attempts')
        .values({ id: randomToken(), site_id: attempt.siteId, outcome: attempt.outcome, rule: attempt.rule, matched: attempt.matched, client_ip: attempt.clientIp, phone: attempt.phone, created_at: attempt.at })
        .execute();
    },

    /** The latest refused attempts, newest first (a site id of null: every site's). */
    async attempts(siteId: string | null, limit: number): Promise<AttemptRow[]> {
      let query = db.selectFrom('order_attempts').selectAll();
      if (siteId !== null) query = query.where('site_id', '=', siteId);
      return query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
    },

    async forgetAttemptsBefore(before: string): Promise<number> {
      const result = await db.deleteFrom('order_attempts').where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * What the risk counts. Give `trx` to read inside the order's own transaction (after its
     * locks: see placeIdempotent), so an order placed at the same moment is counted.
     */
    async riskFacts(order: RiskQuery, trx: Tx = db): Promise<RiskFacts> {
      // One statement at a time: a transaction is one connection.
      const samePhoneProduct = await trx
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('site_id', '=', order.siteId)
        .where('recipient_phone_e164', '=', order.phoneKey)
        .where('product_id', '=', order.productId)
        .where('created_at', '>=', since(order.at, RISK_WINDOWS.samePhoneProductMs))
        .executeTakeFirst();
      const addressOtherNames = order.address === null ? undefined : await otherNamesAt(trx, order.siteId, order.address, order.name, since(order.at, RISK_WINDOWS.addressOtherNamesMs));
      const failedSubmissions =
        order.clientIp === null
          ? undefined
          : await trx
              .selectFrom('order_attempts')
              .select((eb) => eb.fn.countAll<string>().as('count'))
              .where('client_ip', '=', order.clientIp)
              .where('created_at', '>=', since(order.at, RISK_WINDOWS.failedSubmissionsMs))
              .executeTakeFirst();
      const refusedParcels = await trx
        .selectFrom('order_status_history')
        .innerJoin('orders', 'orders.order_no', 'order_status_history.order_no')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('orders.recipient_phone_e164', '=', order.phoneKey)
        .where('order_status_history.cause', '=', 'order.refuse')
        .executeTakeFirst();
      return { samePhoneProduct: count(samePhoneProduct), addressOtherNames: count(addressOtherNames), failedSubmissions: count(failedSubmissions), refusedParcels: count(refusedParcels) };
    },
  };
}

export type ProtectionRepository = ReturnType<typeof createProtectionRepository>;
