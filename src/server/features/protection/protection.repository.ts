import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { randomToken } from '../../../domain/ids';
import type { BlocklistKeys, BlocklistKind } from '../../../domain/blocklist';
import { RISK_WINDOWS, type RiskFacts } from '../../../domain/risk';
import type { BlocklistEntriesTable, DB, OrderAttemptsTable } from '../../db/schema';
import { writeAudit, type Actor } from '../audit/audit.repository';
import type { Tx } from '../../db/transaction';
import { preparedQuery } from '../../db/compiled';

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

export function createProtectionRepository(db: Kysely<DB>) {
  /**
   * Everything the risk counts, in one statement: one round trip to PostgreSQL inside the order's
   * locked transaction, where there were five. Each count is a subquery on its own index:
   * - the phone's orders of the product (0027);
   * - the other names ordering to the address: the names before the order's own and those after
   *   it (together exactly the names that differ), each a range of one index (0025), so the
   *   orders under the order's own name are never read; a pickup's address is asked as null,
   *   which matches nothing;
   * - the client address's refused submissions (null: none);
   * - the phone's parcels refused at the door.
   */
  const riskCounts = preparedQuery(
    (query: { siteId: string; phoneKey: string; productId: string; phoneFrom: string; address: string | null; name: string; addressFrom: string; clientIp: string | null; failedFrom: string }) =>
      db.selectNoFrom((eb) => {
        const otherNames = (side: '<' | '>') =>
          eb
            .selectFrom('orders')
            .select((inner) => inner.fn.count<string>('recipient_name').distinct().as('count'))
            .where('recipient_address', '=', query.address)
            .where('site_id', '=', query.siteId)
            .where('recipient_name', side, query.name)
            .where('created_at', '>=', query.addressFrom);
        return [
          eb
            .selectFrom('orders')
            .select((inner) => inner.fn.countAll<string>().as('count'))
            .where('site_id', '=', query.siteId)
            .where('recipient_phone_e164', '=', query.phoneKey)
            .where('product_id', '=', query.productId)
            .where('created_at', '>=', query.phoneFrom)
            .as('phone_product'),
          otherNames('<').as('names_before'),
          otherNames('>').as('names_after'),
          eb
            .selectFrom('order_attempts')
            .select((inner) => inner.fn.countAll<string>().as('count'))
            .where('client_ip', '=', query.clientIp)
            .where('created_at', '>=', query.failedFrom)
            .as('failed'),
          eb
            .selectFrom('order_status_history')
            .innerJoin('orders', 'orders.order_no', 'order_status_history.order_no')
            .select((inner) => inner.fn.countAll<string>().as('count'))
            .where('orders.recipient_phone_e164', '=', query.phoneKey)
            .where('order_status_history.cause', '=', 'order.refuse')
            .as('refused'),
        ];
      }),
  );

  /**
   * The entries one order could match, in one statement: those of its phone, email and postal code
   * by value (an index, 0028; a key the order lacks is asked as null, which matches nothing), every
   * client address entry (ranges are matched in memory), and one entry of an allow-only list of
   * postal codes if the site has one: it says that the list exists.
   */
  const entriesForOrder = preparedQuery((keys: { siteId: string; phone: string | null; email: string | null; postal: string | null }) =>
    db
      .selectFrom('blocklist_entries')
      .selectAll()
      .where(ofSiteOrShop(keys.siteId))
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'phone'), eb('value', '=', keys.phone)]),
          eb.and([eb('kind', '=', 'email'), eb('value', '=', keys.email)]),
          eb.and([eb('kind', '=', 'postalDeny'), eb('value', '=', keys.postal)]),
          eb.and([eb('kind', '=', 'postalAllow'), eb('value', '=', keys.postal)]),
          eb('kind', '=', 'address'),
          eb(
            'id',
            '=',
            // Unqualified, the subquery's columns are its own rows'.
            eb.selectFrom('blocklist_entries').select('id').where('kind', '=', 'postalAllow').where(ofSiteOrShop(keys.siteId)).limit(1),
          ),
        ]),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id'),
  );

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
      const postal = keys.postal ?? null;
      const rows = await entriesForOrder<BlocklistRow>(db, { siteId, phone: keys.phone ?? null, email: keys.email ?? null, postal });
      // The allow list's witness is an entry of the order's only if it names the order's postal code.
      const entries = rows.filter((row) => row.kind !== 'postalAllow' || row.value === postal);
      return { entries, allowList: rows.some((row) => row.kind === 'postalAllow') };
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
      type Counts = Record<'phone_product' | 'names_before' | 'names_after' | 'failed' | 'refused', string | number | bigint | null>;
      const [row] = await riskCounts<Counts>(trx, {
        siteId: order.siteId,
        phoneKey: order.phoneKey,
        productId: order.productId,
        phoneFrom: since(order.at, RISK_WINDOWS.samePhoneProductMs),
        address: order.address,
        name: order.name,
        addressFrom: since(order.at, RISK_WINDOWS.addressOtherNamesMs),
        clientIp: order.clientIp,
        failedFrom: since(order.at, RISK_WINDOWS.failedSubmissionsMs),
      });
      const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);
      return {
        samePhoneProduct: count(row?.phone_product),
        addressOtherNames: count(row?.names_before) + count(row?.names_after),
        failedSubmissions: count(row?.failed),
        refusedParcels: count(row?.refused),
      };
    },
  };
}

export type ProtectionRepository = ReturnType<typeof createProtectionRepository>;
