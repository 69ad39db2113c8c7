import type { FastifyRequest } from 'fastify';
import type { LocaleCode } from '../../i18n/locales';
import { requestLocale } from '../i18n';
import type { Site } from '../features/sites/sites.repository';
import type { SiteService } from '../features/sites/sites.service';

/**
 * The site and locale of an API call. The browser names its host in `x-consumer-domain` (spec §7);
 * without it (curl, a proxy) the Host header decides. Both are resolved once per request.
 */
const SITE = Symbol('site');

type WithSite = FastifyRequest & { [SITE]?: Promise<Site> };

export function siteOf(request: FastifyRequest, sites: SiteService): Promise<Site> {
  const carrier = request as WithSite;
  const header = request.headers['x-consumer-domain'];
  carrier[SITE] ??= sites.resolve(typeof header === 'string' && header ? header : request.headers.host);
  return carrier[SITE];
}

export async function localeOf(request: FastifyRequest, sites: SiteService): Promise<LocaleCode> {
  const site = await siteOf(request, sites);
  return requestLocale(request.headers['accept-language'], site.languageId);
}

/**
 * The request's own origin (scheme, host, port), for the links a page or record gives. A Host
 * header whose port no URL can hold (past 65535) gives the origin without it: the links drop the
 * port rather than the page failing. A Host that is no host at all is refused before this is
 * asked (`hasUsableHost`, plugins/errors.ts).
 */
export function originOf(request: { protocol: string; host: string }): string {
  const origin = `${request.protocol}://${request.host}`;
  return URL.canParse(origin) ? origin : `${request.protocol}://${request.host.replace(/:[^:\]]*$/, '')}`;
}

/** Whether the request's Host header names a host a URL can hold, its port aside ("]" does not). */
export function hasUsableHost(request: { protocol: string; host: string }): boolean {
  return URL.canParse(originOf(request));
}
