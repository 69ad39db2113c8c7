import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SiteSettings, TrackingSettings } from '../../../domain/site';
import type { ProductPixels } from '../../../domain/tracking';
import { productPixelsSchema } from '../../../domain/tracking-schemas';
import { parsePixels } from '../products/products.repository';

/** Sets a product's ad pixels (the operator's CLI; checked like any input). Answers false for an unknown product. */
export async function setProductPixels(db: Kysely<DB>, productId: string, patch: Partial<ProductPixels>): Promise<ProductPixels | null> {
  const row = await db.selectFrom('products').select('pixels').where('id', '=', productId).executeTakeFirst();
  if (!row) return null;
  const pixels = productPixelsSchema.parse({ ...parsePixels(row.pixels), ...patch });
  await db.updateTable('products').set({ pixels: JSON.stringify(pixels) }).where('id', '=', productId).execute();
  return pixels;
}

/** Changes a site's tracking settings (by id or host); null-valued keys are removed. */
export async function updateSiteTracking(db: Kysely<DB>, siteIdOrHost: string, patch: Partial<Record<keyof TrackingSettings, unknown>>): Promise<TrackingSettings | null> {
  const row = await db.selectFrom('sites').select(['id', 'settings']).where((eb) => eb.or([eb('id', '=', siteIdOrHost), eb('host', '=', siteIdOrHost)])).executeTakeFirst();
  if (!row) return null;
  const settings = JSON.parse(row.settings) as SiteSettings;
  const tracking: Record<string, unknown> = { ...(settings.tracking ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete tracking[key];
    else if (value !== undefined) tracking[key] = value;
  }
  settings.tracking = tracking as TrackingSettings;
  await db.updateTable('sites').set({ settings: JSON.stringify(settings) }).where('id', '=', row.id).execute();
  return settings.tracking;
}
