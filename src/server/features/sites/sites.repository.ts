import type { Kysely } from 'kysely';
import type { DB, SiteRow } from '../../db/schema';
import type { SiteSettings } from '../../../domain/site';
import { writeAudit, type AuditWrite } from '../audit/audit.repository';
import { inTransaction, type Tx } from '../../db/transaction';

export interface Site {
  id: string;
  host: string;
  name: string;
  zoneId: number;
  languageId: number;
  theme: string;
  isDefault: boolean;
  settings: SiteSettings;
}

function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    host: row.host,
    name: row.name,
    zoneId: row.zone_id,
    languageId: row.language_id,
    theme: row.theme,
    isDefault: row.is_default === 1,
    settings: JSON.parse(row.settings) as SiteSettings,
  };
}

export function createSiteRepository(db: Kysely<DB>) {
  return {
    async list(): Promise<Site[]> {
      const rows = await db.selectFrom('sites').selectAll().orderBy('is_default', 'desc').orderBy('created_at').execute();
      return rows.map(toSite);
    },
    async count(): Promise<number> {
      const row = await db.selectFrom('sites').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Whether the shop has any site yet (the demo is seeded into a shop without one). */
    async any(): Promise<boolean> {
      return (await db.selectFrom('sites').select('id').limit(1).executeTakeFirst()) !== undefined;
    },
    /** A site by its id or its host. */
    async find(idOrHost: string): Promise<Site | undefined> {
      const row = await db.selectFrom('sites').selectAll().where((eb) => eb.or([eb('id', '=', idOrHost), eb('host', '=', idOrHost)])).executeTakeFirst();
      return row && toSite(row);
    },
    async byHost(host: string): Promise<Site | undefined> {
      const row = await db.selectFrom('sites').selectAll().where('host', '=', host).executeTakeFirst();
      return row && toSite(row);
    },
    /** Opens a site; with `audit`, its audit row in the same transaction. */
    async insert(site: Site, createdAt: string, audit?: AuditWrite): Promise<void> {
      await inTransaction(db, async (trx) => {
        if (audit) await writeAudit(trx, audit.actor, audit.change, audit.at);
        await trx
        .insertInto('sites')
        .values({
          id: site.id,
          host: site.host,
          name: site.name,
          zone_id: site.zoneId,
          language_id: site.languageId,
          theme: site.theme,
          settings: JSON.stringify(site.settings),
          is_default: site.isDefault ? 1 : 0,
          created_at: createdAt,
        })
        .execute();
      });
    },
    /** Replaces a site's settings; with `audit`, its audit row in the same transaction. */
    async setSettings(siteId: string, settings: SiteSettings, audit?: AuditWrite): Promise<void> {
      await inTransaction(db, async (trx) => {
        if (audit) await writeAudit(trx, audit.actor, audit.change, audit.at);
        await trx.updateTable('sites').set({ settings: JSON.stringify(settings) }).where('id', '=', siteId).execute();
      });
    },
    /** Runs `work` with this repository's writes in one transaction (the demo seed: all or nothing). */
    transaction<T>(work: (trx: Tx) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
