import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen. One blocklist (issue 16): every site's old `tracking.blockedPhones` setting (E.164
// numbers, once held as fraud) becomes phone entries of that site's blocklist, which refuse the
// order; the setting is removed from the site's settings. A number already on the site's list is
// not added twice. Down puts the moved numbers back into the setting.

export const MOVED_REASON = 'moved from the blocked phones setting';
export const MOVED_BY = 'migration';

type Settings = { tracking?: { blockedPhones?: unknown } & Record<string, unknown> } & Record<string, unknown>;

function parsed(text: string): Settings | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Settings) : null;
  } catch {
    return null;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const at = new Date().toISOString();
  const sites = (await db.selectFrom('sites').select(['id', 'settings']).execute()) as { id: string; settings: string }[];
  for (const site of sites) {
    const settings = parsed(site.settings);
    const phones = settings?.tracking?.blockedPhones;
    if (!settings?.tracking || phones === undefined) continue;
    const listed = new Set(((await db.selectFrom('blocklist_entries').select('value').where('site_id', '=', site.id).where('kind', '=', 'phone').execute()) as { value: string }[]).map((row) => row.value));
    const moved = [...new Set((Array.isArray(phones) ? phones : []).filter((phone): phone is string => typeof phone === 'string').map((phone) => phone.trim()))].filter((phone) => phone !== '' && !listed.has(phone));
    if (moved.length > 0) {
      await db
        .insertInto('blocklist_entries')
        .values(moved.map((phone) => ({ id: randomBytes(16).toString('base64url'), site_id: site.id, kind: 'phone', value: phone, typed: phone, reason: MOVED_REASON, added_by: MOVED_BY, created_at: at })))
        .execute();
    }
    const { blockedPhones: _moved, ...tracking } = settings.tracking;
    await db.updateTable('sites').set({ settings: JSON.stringify({ ...settings, tracking }) }).where('id', '=', site.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const rows = (await db.selectFrom('blocklist_entries').select(['site_id', 'value']).where('kind', '=', 'phone').where('reason', '=', MOVED_REASON).where('added_by', '=', MOVED_BY).execute()) as { site_id: string | null; value: string }[];
  const sites = (await db.selectFrom('sites').select(['id', 'settings']).execute()) as { id: string; settings: string }[];
  for (const site of sites) {
    const phones = rows.filter((row) => row.site_id === site.id).map((row) => row.value);
    const settings = parsed(site.settings);
    if (phones.length === 0 || !settings) continue;
    await db.updateTable('sites').set({ settings: JSON.stringify({ ...settings, tracking: { ...(settings.tracking ?? {}), blockedPhones: phones } }) }).where('id', '=', site.id).execute();
  }
  await db.deleteFrom('blocklist_entries').where('kind', '=', 'phone').where('reason', '=', MOVED_REASON).where('added_by', '=', MOVED_BY).execute();
}
