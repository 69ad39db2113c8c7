import type { SiteSettings, TrackingSettings } from '../../../domain/site';
import type { ProductPixels } from '../../../domain/tracking';
import { productPixelsSchema } from '../../../domain/tracking-schemas';
import type { ProductRepository } from '../products/products.repository';
import type { SiteRepository } from '../sites/sites.repository';
import type { TrackingRepository } from './tracking.repository';
import type { Actor } from '../audit/audit.repository';
import { isSealed, type SecretBox } from '../settings/settings.secrets';

/**
 * The shop's side of tracking (the operator's CLI, and the back office's ad pixels; its Settings page writes through settings.service.ts): products' ad
 * pixels, sites' tracking settings, orders ad networks must not hear of, and what was recorded.
 */
export function createTrackingSettingsService(deps: { products: ProductRepository; sites: SiteRepository; tracking: TrackingRepository; secrets: SecretBox; clock?: () => Date; changed?: () => void }) {
  const clock = deps.clock ?? (() => new Date());
  return {
    /** A product's ad pixels as stored; null for an unknown product. */
    async productPixels(productId: string): Promise<ProductPixels | null> {
      return (await deps.products.pixels(productId)) ?? null;
    },

    /**
     * Sets a product's ad pixels (checked like any input). Answers null for an unknown product. An
     * operator's change (`actor`) is audited with the pixels before and after; shoppers' pages show
     * the new pixels at once (`changed`).
     */
    async setProductPixels(productId: string, patch: Partial<ProductPixels>, actor?: Actor): Promise<ProductPixels | null> {
      const current = await deps.products.pixels(productId);
      if (!current) return null;
      const pixels = productPixelsSchema.parse({ ...current, ...patch });
      await deps.products.setPixels(productId, pixels, actor ? { actor, at: clock().toISOString() } : undefined);
      deps.changed?.();
      return pixels;
    },

    /** A site's tracking settings (by id or host); null for an unknown site. */
    async siteTracking(siteIdOrHost: string): Promise<TrackingSettings | null> {
      const site = await deps.sites.find(siteIdOrHost);
      return site ? (site.settings.tracking ?? {}) : null;
    },

    /** Changes a site's tracking settings (by id or host); null-valued keys are removed. */
    async updateSiteTracking(siteIdOrHost: string, patch: Partial<Record<keyof TrackingSettings, unknown>>): Promise<TrackingSettings | null> {
      const site = await deps.sites.find(siteIdOrHost);
      if (!site) return null;
      const settings: SiteSettings = { ...site.settings };
      const tracking: Record<string, unknown> = { ...(settings.tracking ?? {}) };
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) delete tracking[key];
        else if (value !== undefined) tracking[key] = value;
      }
      // Access tokens are kept encrypted: a new one (or one stored before encryption) is sealed now.
      for (const network of ['meta', 'tiktok'] as const) {
        const api = tracking[network] as { accessToken?: string; tokenLast4?: string } | undefined;
        if (api?.accessToken && !isSealed(api.accessToken)) tracking[network] = { ...api, tokenLast4: api.accessToken.slice(-4), accessToken: deps.secrets.seal(api.accessToken) };
      }
      settings.tracking = tracking as TrackingSettings;
      await deps.sites.setSettings(site.id, settings);
      return settings.tracking;
    },

    /** Marks an order not to be reported (a test or a fraud), or to be reported again (null). False for an unknown order. */
    async flagOrder(orderNo: string, flag: 'test' | 'fraud' | null): Promise<boolean> {
      return deps.tracking.flagOrder(orderNo, flag, clock().toISOString());
    },

    /** The latest ad events (with their deliveries) and visits, of one site (by host) or all. */
    async recent(host: string | null, limit: number) {
      const siteId = host ? ((await deps.sites.byHost(host))?.id ?? null) : null;
      const [adEvents, visits] = await Promise.all([deps.tracking.recentAdEvents(siteId, limit), deps.tracking.recentAccessEvents(siteId, limit)]);
      return { adEvents, visits };
    },
  };
}

export type TrackingSettingsService = ReturnType<typeof createTrackingSettingsService>;
