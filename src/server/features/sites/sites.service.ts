import { consentRequired } from '../../../domain/tracking';
import { requireZone } from '../../../domain/zones';
import { showsSellOutWarning, type SiteInfo, type SiteSettings } from '../../../domain/site';
import { localeById } from '../../../i18n/locales';
import type { Actor } from '../audit/audit.repository';
import type { Site, SiteRepository } from './sites.repository';

/** A new site: where it answers (host), what it sells in (zone: country, currency) and its language. */
export interface CreateSiteInput {
  id: string;
  host: string;
  name: string;
  zoneId: number;
  languageId: number;
  theme?: string;
  isDefault?: boolean;
  settings: SiteSettings;
  createdAt?: Date;
}

/** The shop has no site yet (started with DEMO_SHOP=off): nothing to sell, a 404 for any shopper call. */
export class NoSiteError extends Error {
  readonly statusCode = 404;
  constructor() {
    super('No site is configured');
  }
}

/**
 * Which site a request is for. The browser names its host in `x-consumer-domain` (spec §7); page
 * requests carry it in `Host`. An unknown host gets the default site, so the shop answers on
 * localhost, an IP address or a new domain before the operator has registered it.
 */
export function normalizeHost(raw: string | undefined): string {
  const host = (raw ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

export function createSiteService(repository: SiteRepository, hooks: { changed?: () => void } = {}) {
  // Sites are few and change rarely: keep them all in memory and reload every 30 s. Looking up
  // an unknown host never grows anything, whatever hosts a client makes up.
  const TTL_MS = 30_000;
  let loaded: { byHost: Map<string, Site>; fallback: Site | undefined; at: number } | null = null;

  async function sites() {
    if (!loaded || Date.now() - loaded.at > TTL_MS) {
      const all = await repository.list();
      loaded = {
        byHost: new Map(all.map((site) => [site.host, site])),
        fallback: all.find((site) => site.isDefault) ?? all[0],
        at: Date.now(),
      };
    }
    return loaded;
  }

  return {
    async resolve(rawHost: string | undefined): Promise<Site> {
      const { byHost, fallback } = await sites();
      const site = byHost.get(normalizeHost(rawHost)) ?? fallback;
      if (!site) throw new NoSiteError();
      return site;
    },
    async list(): Promise<Site[]> {
      return [...(await sites()).byHost.values()];
    },
    /**
     * Opens a new site. Its host must be new and its zone and language known; `isDefault` makes it
     * the one unknown hosts get (the first site is the default anyway).
     */
    async createSite(input: CreateSiteInput, actor?: Actor): Promise<Site> {
      const host = normalizeHost(input.host);
      const zone = requireZone(input.zoneId);
      if (!localeById(input.languageId)) throw new RangeError(`no language ${input.languageId}`);
      const site: Site = {
        id: input.id,
        host,
        name: input.name,
        zoneId: zone.id,
        languageId: input.languageId,
        theme: input.theme ?? 'default',
        isDefault: input.isDefault ?? false,
        settings: input.settings,
      };
      const at = (input.createdAt ?? new Date()).toISOString();
      await repository.insert(site, at, actor && { actor, at, change: { action: 'site.create', entity: 'site', entityId: site.id, before: null, after: { host: site.host, name: site.name, zoneId: site.zoneId, languageId: site.languageId } } });
      loaded = null;
      hooks.changed?.();
      return site;
    },
    /**
     * Makes `productId` the product the site's home page sells (null: its first active product
     * again), audited. The caller checks the product is the site's.
     */
    async setDefaultProduct(siteId: string, productId: string | null, actor: Actor): Promise<void> {
      const site = await repository.find(siteId);
      if (!site || site.settings.defaultProductId === productId) return;
      const at = new Date().toISOString();
      await repository.setSettings(site.id, { ...site.settings, defaultProductId: productId }, { actor, at, change: { action: 'site.defaultProduct', entity: 'site', entityId: site.id, before: { defaultProductId: site.settings.defaultProductId }, after: { defaultProductId: productId } } });
      loaded = null;
      hooks.changed?.();
    },
    /** Whether the shop has any site yet. */
    async isEmpty(): Promise<boolean> {
      return !(await repository.any());
    },
    /** After the operator changes a site: every process reads the sites again. */
    invalidate(): void {
      loaded = null;
      hooks.changed?.();
    },
    /** Another process changed a site: forget this process's copy. */
    forget(): void {
      loaded = null;
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;

export function toSiteInfo(site: Site): SiteInfo {
  return {
    id: site.id,
    host: site.host,
    name: site.name,
    zoneId: site.zoneId,
    languageId: site.languageId,
    theme: site.theme,
    company: site.settings.company,
    contacts: site.settings.contacts,
    secondaryConsumerBase: site.settings.secondaryConsumerBase,
    useSecondaryConsumerBase: site.settings.useSecondaryConsumerBase,
    debugDeterrent: site.settings.debugDeterrent ?? false,
    askConsent: consentRequired(requireZone(site.zoneId), site.settings.tracking?.askConsentOutsideEu),
    sellOutWarning: showsSellOutWarning(requireZone(site.zoneId), site.settings.sellOutWarning),
    ...(site.settings.verification && site.settings.verification !== 'never' ? { verification: site.settings.verification } : {}),
  };
}
