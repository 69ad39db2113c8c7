import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { z } from 'zod';
import type { AdminSiteSettings, siteSettingsRequest } from '../../../domain/contracts/admin-settings';
import { normalizeDigits } from '../../../domain/digits';
import { showsSellOutWarning, type ConversionApiSettings, type SiteSettings, type TrackingSettings } from '../../../domain/site';
import { CONSENT_COUNTRIES } from '../../../domain/tracking';
import { requireZone } from '../../../domain/zones';
import { DEFAULT_ORDER_LIMITS, formatVelocityLimit } from '../../../domain/velocity';
import { channelOf, ORDER_MESSAGE_KINDS, sendsOrderMessage, type OrderMessageKind } from '../../../domain/order-messages';
import type { Actor } from '../audit/audit.repository';
import type { Site, SiteRepository } from '../sites/sites.repository';
import type { SiteService } from '../sites/sites.service';
import { isSealed, type SecretBox } from './settings.secrets';

export type SiteSettingsInput = z.output<typeof siteSettingsRequest>;

/** A refused field: where (`body.contacts.whatsapp`) and the problem code the back office words. */
export interface SettingsIssue {
  field: string;
  problem: string;
}

export type SettingsUpdate = { ok: true; settings: AdminSiteSettings } | { ok: false; problem: 'unknownSite' } | { ok: false; problem: 'invalid'; issues: SettingsIssue[] };

/** What the back office may see of a network's settings: never the token, only whether one is set and its end. */
function networkView(settings: ConversionApiSettings | null | undefined): AdminSiteSettings['tracking']['meta'] {
  const token = settings?.accessToken;
  return {
    token: { set: Boolean(token), last4: token ? (settings?.tokenLast4 ?? (isSealed(token) ? null : token.slice(-4))) : null },
    testEventCode: settings?.testEventCode ?? null,
    endpoint: settings?.endpoint ?? null,
  };
}

/** A site's settings as the back office shows them (and as the audit log records them: tokens masked). */
export function settingsView(site: Site): AdminSiteSettings {
  const zone = requireZone(site.zoneId);
  const { settings } = site;
  const tracking = settings.tracking ?? {};
  return {
    siteId: site.id,
    host: site.host,
    name: site.name,
    country: zone.country,
    consentAlwaysAsked: CONSENT_COUNTRIES.has(zone.country),
    sellOutWarningByDefault: showsSellOutWarning(zone, undefined),
    company: { name: settings.company.name, address: settings.company.address, registration: settings.company.registration ?? null },
    contacts: {
      serviceEmail: settings.contacts.serviceEmail ?? null,
      whatsapp: settings.contacts.whatsapp ?? null,
      line: settings.contacts.line ?? null,
      facebook: settings.contacts.facebook ?? null,
    },
    followBrowserLanguage: settings.followBrowserLanguage ?? false,
    sellOutWarning: settings.sellOutWarning ?? null,
    verification: settings.verification ?? 'never',
    tracking: {
      askConsentOutsideEu: tracking.askConsentOutsideEu ?? false,
      fixedPurchaseValue: tracking.fixedPurchaseValue ?? null,
      testPhones: tracking.testPhones ?? [],
      meta: networkView(tracking.meta),
      tiktok: networkView(tracking.tiktok),
    },
    protection: {
      ordersPerPhone: settings.protection?.ordersPerPhone ?? formatVelocityLimit(DEFAULT_ORDER_LIMITS.perPhone),
      ordersPerAddress: settings.protection?.ordersPerAddress ?? formatVelocityLimit(DEFAULT_ORDER_LIMITS.perAddress),
      holdRiskyForCall: settings.protection?.holdRiskyForCall ?? false,
      blockedMessage: settings.protection?.blockedMessage ?? null,
    },
    messages: {
      channel: channelOf(settings.messages),
      send: perKind((kind) => sendsOrderMessage(settings.messages, kind)),
      templates: perKind((kind) => settings.messages?.templates?.[kind] ?? null),
    },
  };
}

const perKind = <T>(value: (kind: OrderMessageKind) => T) => Object.fromEntries(ORDER_MESSAGE_KINDS.map((kind) => [kind, value(kind)])) as Record<OrderMessageKind, T>;

/**
 * A network's settings after a change: the token left out stays (sealed if it was stored before
 * encryption), null removes it (and the network's other settings), a new one is sealed. Without
 * a token the network is off, so a test code or address alone is refused (`tokenNeeded`).
 */
export function mergeNetwork(
  current: ConversionApiSettings | null | undefined,
  change: SiteSettingsInput['tracking']['meta'],
  secrets: SecretBox,
): { value: ConversionApiSettings | null; tokenNeeded: boolean } {
  let token: { accessToken: string; tokenLast4?: string } | null = null;
  if (change.accessToken === undefined && current?.accessToken) {
    token = isSealed(current.accessToken)
      ? { accessToken: current.accessToken, ...(current.tokenLast4 ? { tokenLast4: current.tokenLast4 } : {}) }
      : sealed(current.accessToken, secrets);
  } else if (typeof change.accessToken === 'string') {
    token = sealed(change.accessToken, secrets);
  }
  const extras = { ...(change.testEventCode ? { testEventCode: change.testEventCode } : {}), ...(change.endpoint ? { endpoint: change.endpoint } : {}) };
  // Removing the token turns the network off, its test code and address with it.
  if (change.accessToken === null) return { value: null, tokenNeeded: false };
  if (!token) return { value: null, tokenNeeded: Object.keys(extras).length > 0 };
  return { value: { ...token, ...extras }, tokenNeeded: false };
}

export function sealed(plain: string, secrets: SecretBox): { accessToken: string; tokenLast4: string } {
  return { accessToken: secrets.seal(plain), tokenLast4: plain.slice(-4) };
}

/** A phone number as typed, read in the site's country unless it starts with +; null when it is not a number. */
function readNumber(typed: string, country: string) {
  const parsed = parsePhoneNumberFromString(normalizeDigits(typed), country as CountryCode);
  return parsed?.isValid() ? parsed : null;
}

/**
 * The owner's site settings (the back office's Settings page): read with tokens masked, changed
 * as a whole with each change audited (before and after, tokens masked there too).
 */
export function createSettingsService(deps: { sites: SiteService; repository: SiteRepository; secrets: SecretBox; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async get(siteId: string): Promise<AdminSiteSettings | null> {
      const site = await deps.repository.find(siteId);
      return site && site.id === siteId ? settingsView(site) : null;
    },

    async update(siteId: string, input: SiteSettingsInput, actor: Actor): Promise<SettingsUpdate> {
      const site = await deps.repository.find(siteId);
      if (!site || site.id !== siteId) return { ok: false, problem: 'unknownSite' };
      const country = requireZone(site.zoneId).country;
      const issues: SettingsIssue[] = [];

      let whatsapp: string | null = null;
      if (input.contacts.whatsapp) {
        const number = readNumber(input.contacts.whatsapp, country);
        if (number) whatsapp = number.formatInternational();
        else issues.push({ field: 'body.contacts.whatsapp', problem: 'phone' });
      }
      const phones = (list: string[], field: string) =>
        [
          ...new Set(
            list.flatMap((typed, index) => {
              if (typed === '') return [];
              const number = readNumber(typed, country);
              if (!number) issues.push({ field: `${field}.${index}`, problem: 'phone' });
              return number ? [number.number] : [];
            }),
          ),
        ];
      const testPhones = phones(input.tracking.testPhones, 'body.tracking.testPhones');

      const current = site.settings.tracking ?? {};
      const meta = mergeNetwork(current.meta, input.tracking.meta, deps.secrets);
      const tiktok = mergeNetwork(current.tiktok, input.tracking.tiktok, deps.secrets);
      if (meta.tokenNeeded) issues.push({ field: 'body.tracking.meta.accessToken', problem: 'tokenNeeded' });
      if (tiktok.tokenNeeded) issues.push({ field: 'body.tracking.tiktok.accessToken', problem: 'tokenNeeded' });
      if (issues.length > 0) return { ok: false, problem: 'invalid', issues };

      const tracking: TrackingSettings = {
        ...current,
        askConsentOutsideEu: input.tracking.askConsentOutsideEu,
        fixedPurchaseValue: input.tracking.fixedPurchaseValue,
        testPhones,
        meta: meta.value,
        tiktok: tiktok.value,
      };
      const settings: SiteSettings = {
        ...site.settings,
        company: input.company,
        contacts: { serviceEmail: input.contacts.serviceEmail, whatsapp, line: input.contacts.line, facebook: input.contacts.facebook },
        followBrowserLanguage: input.followBrowserLanguage,
        tracking,
      };
      if (input.protection) {
        const { blockedMessage, ...limits } = input.protection;
        settings.protection = { ...limits, ordersPerPhone: limits.ordersPerPhone.toLowerCase(), ordersPerAddress: limits.ordersPerAddress.toLowerCase(), ...(blockedMessage ? { blockedMessage } : {}) };
      }
      if (input.messages) {
        const templates = Object.fromEntries(Object.entries(input.messages.templates).filter(([, text]) => text !== null)) as Partial<Record<OrderMessageKind, string>>;
        settings.messages = { channel: input.messages.channel, send: input.messages.send, ...(Object.keys(templates).length > 0 ? { templates } : {}) };
      }
      if (input.sellOutWarning === null) delete settings.sellOutWarning;
      else settings.sellOutWarning = input.sellOutWarning;
      const verification = input.verification ?? site.settings.verification ?? 'never';
      if (verification === 'never') delete settings.verification;
      else settings.verification = verification;

      const after = { ...site, settings };
      const before = settingsView(site);
      const view = settingsView(after);
      const { siteId: _id, host: _host, name: _name, ...auditBefore } = before;
      const { siteId: _id2, host: _host2, name: _name2, ...auditAfter } = view;
      const at = clock().toISOString();
      await deps.repository.setSettings(site.id, settings, { actor, at, change: { action: 'site.settings', entity: 'site', entityId: site.id, before: auditBefore, after: auditAfter } });
      // Shoppers' pages show the new seller and contacts at once.
      deps.sites.invalidate();
      return { ok: true, settings: view };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
