import type { Kysely } from 'kysely';
import type { DB, SiteRow } from '../../db/schema';
import type { SiteSettings } from '../../../domain/site';

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
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
