import { createActor } from 'xstate';
import { consentMachine } from '../../../../machines/consent.machine';
import { CONSENT_COOKIE, parseConsent, withoutAttribution, type ConsentChoice, type ConsentState } from '../../../domain/tracking';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Bootstrap } from '../../../app/providers/bootstrap';
import { matchPage, PATHS, productIdFrom, type PageName } from '../../../app/pages/routes';
import type { Render } from '../../../entry-server';
import { catalogUrl, compiledMessages, siteLocale, translate } from '../../i18n';
import type { ServerKeys } from '../keys/keys.service';
import type { ProductService } from '../products/products.service';
import { NoSiteError, toSiteInfo, type SiteService } from '../sites/sites.service';
import { escapeHtml, headTags, productSummary, type PageTemplate } from './pages.render';
import { LOCALES } from '../../../i18n/locales';
import { landingLocale, localeCookie, localizedPath, readLocaleCookie, splitLocalePath } from '../../../i18n/routing';
import { CODES, fail } from '../../http/envelope';
import { appendCookie, readCookie } from '../../http/cookies';
import { originOf } from '../../http/request-context';
import { catalogQuery } from '../../../domain/catalog';
import { planOf } from '../../../domain/phone-plans';
import { requireZone } from '../../../domain/zones';
import { pickEncoding, type CachedPage, type PageCache } from './page-cache';

export interface PageRoutesDeps {
  sites: SiteService;
  products: ProductService;
  keys: ServerKeys;
  render: Render;
  template: PageTemplate;
  storeMap: boolean;
  /** Rendered pages kept a moment and compressed once (none: every visit renders). */
  cache?: PageCache;
}

/**
 * Every page URL. Product pages are rendered here (title, prices, images, sku choice and the buy
 * button are in the HTML before any script runs); the other pages get the app shell and render in
 * the browser; a URL no route knows, or a product that does not exist, gets a real 404 page.
 */
/** The website's own pages that search engines may list, with the catalog key of their title. */
const INDEXED_PAGES: Partial<Record<PageName, { titleKey: string; path: string }>> = {
  policy: { titleKey: 'policy.title', path: PATHS.policy },
  home: { titleKey: 'layout.siteHome', path: PATHS.siteHome },
  products: { titleKey: 'catalog.allTitle', path: PATHS.products },
  search: { titleKey: 'catalog.findTitle', path: PATHS.search },
  instructions: { titleKey: 'instructions.title', path: PATHS.instructions },
  contact: { titleKey: 'contact.page', path: PATHS.contact },
};

/**
 * What an empty shop (DEMO_SHOP=off, no site yet) shows at every page: how its owner gets in.
 * Plain HTML: there is no site, so no language, currency or product to render the app with.
 */
export function emptyShopPage(): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>A new Doorstep shop</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>' +
    '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1d2430">' +
    '<main><h1>This shop has nothing on sale yet</h1>' +
    '<p>It was started without the demo shop (<code>DEMO_SHOP=off</code>). To put your own products on sale:</p>' +
    '<ol><li>Add yourself as the owner, from a terminal in the shop’s folder (the password is read from standard input, at least 12 characters):' +
    '<pre style="background:#f1f3f7;padding:.75rem;overflow-x:auto"><code>npm run operators -- add you@example.com owner</code></pre></li>' +
    '<li>Sign in to the back office at <a href="/admin">/admin</a>, open a site and list your first product.</li></ol>' +
    '<p>Shoppers see this page until the shop has a site.</p></main></body></html>'
  );
}

export async function pageRoutes(app: FastifyInstance, deps: PageRoutesDeps) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://placeholder');
    if (url.pathname.startsWith('/api/')) return fail(reply, 404, CODES.NOT_FOUND, 'Not found');

    const site = await deps.sites.resolve(request.headers.host).catch((error: unknown) => {
      if (error instanceof NoSiteError) return null;
      throw error;
    });
    if (!site) return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(emptyShopPage());

    // Locale routing (spec §2): a prefix names the locale. A URL without one (an ad's `/{id}`, the
    // home page) is answered at once, with no redirect a phone on a slow network would wait for: in
    // the language a first visit gets (the site's, or the browser's where the site allows) or the
    // one the shopper chose before; the page then shows its own address (src/main.tsx).
    const { locale: prefixed, rest } = splitLocalePath(url.pathname);
    const remembered = readLocaleCookie(request.headers.cookie);
    const secure = request.protocol === 'https';
    const locale =
      prefixed ??
      landingLocale({
        cookie: remembered,
        siteLocale: siteLocale(site.languageId),
        followBrowser: site.settings.followBrowserLanguage ?? false,
        acceptLanguage: request.headers['accept-language'],
      });
    if (!remembered) appendCookie(reply, localeCookie(locale, secure));
    // Without a prefix, the page's language comes from the request's cookie and languages.
    const vary = prefixed ? 'accept-encoding' : 'accept-encoding, cookie, accept-language';
    const siteInfo = toSiteInfo(site);
    const consent = initialConsent(siteInfo.askConsent, parseConsent(readCookie(request.headers.cookie, CONSENT_COOKIE)));
    // Every ad click has its own click id: the page is the same without it.
    const search = withoutAttribution(url.search);
    const key = `${site.id}|${locale}|${originOf(request)}|${url.pathname}${search}|${consent}`;
    const cached = deps.cache?.get(key);
    if (cached) return sendPage(request, reply, cached, deps.cache, vary);
    const generation = deps.cache?.generation() ?? 0;

    const match = matchPage(rest);
    let status = match ? 200 : 404;
    let record: Bootstrap['product'] = null;

    if (match && (match.route.page === 'product' || match.route.page === 'order')) {
      const id = productIdFrom(match, search);
      const product = id ? await deps.products.find(site, id, locale) : await deps.products.findDefault(site, locale);
      if (product) record = await deps.products.record(site, product, originOf(request), locale);
      else if (match.route.page === 'product') status = 404;
    }

    // The product list is rendered here too, from the page of it the URL asks for.
    const catalog = match && (match.route.page === 'products' || match.route.page === 'search') ? await deps.products.catalogPage(site, catalogQuery(search)) : undefined;

    const bootstrap: Bootstrap = {
      site: siteInfo,
      locale,
      messages: compiledMessages(locale),
      messagesUrl: catalogUrl(locale),
      keys: { rsaPublicKey: deps.keys.publicKeySpki, signKey: deps.keys.signKey },
      product: record,
      ...(catalog ? { catalog } : {}),
      storeMap: deps.storeMap,
      serverTime: Date.now(),
      consent,
      status,
      path: rest,
      ...(match?.route.page === 'product' && deps.template.orderFormFiles.length > 0 ? { orderFormFiles: [...deps.template.orderFormFiles] } : {}),
    };
    let ssr = status === 404 || (match?.route.ssr ?? false);
    let rendered = { html: '' };
    if (ssr) {
      try {
        rendered = await deps.render(url.pathname + search, bootstrap);
      } catch (error) {
        // The browser renders the page itself (and its error page, if it fails there too).
        request.log.error({ err: error }, 'server rendering failed');
        status = 500;
        ssr = false;
        bootstrap.status = 500;
      }
    }
    const indexed = match && status === 200 ? INDEXED_PAGES[match.route.page] : undefined;
    const canonical = record ? record.url : indexed ? originOf(request) + localizedPath(locale, indexed.path) : undefined;
    // The alternates belong to the canonical page: a URL that shows it under another address (an
    // unprefixed ad link answered in the site's language, the landing page showing the home
    // product) names only its canonical, never a language set it is not the member of.
    const alternates = canonical === undefined || new URL(canonical).pathname === url.pathname ? alternateLinks(originOf(request), rest, search) : '';
    const head = record
      ? headTags({
          title: `${record.title} | ${site.name}`,
          description: productSummary(record, site.name),
          canonical,
          image: record.product_banner[0] ? originOf(request) + record.product_banner[0].src : undefined,
          hero: match?.route.page === 'product' ? record.product_banner[0] : undefined,
          noindex: match?.route.page !== 'product',
        })
      : indexed
        ? headTags({
            title: `${translate(locale, indexed.titleKey)} | ${site.name}`,
            description: `${translate(locale, indexed.titleKey)} · ${site.name}`,
            canonical,
            // A search's results are not a page of their own.
            noindex: new URLSearchParams(search).has('q'),
          })
        : headTags({ title: status === 404 ? `${translate(locale, 'notFound.title')} | ${site.name}` : site.name, noindex: true });

    const html = deps.template.render({ appHtml: rendered.html, ssr, head: head + alternates, bootstrap, phonePlan: planOf(requireZone(site.zoneId).country) });
    // Only pages that exist are kept: made-up URLs (404) cannot fill the cache, nor can searches
    // for made-up words push the landing pages out of it.
    if (deps.cache && status === 200 && !catalog?.q) return sendPage(request, reply, deps.cache.put(key, generation, status, html), deps.cache, vary);
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', vary).send(html);
  };
  // Pages are HTML for browsers, not part of the API: described here, kept out of the OpenAPI document.
  const schema = { hide: true, response: { 200: z.string().describe('an HTML page'), '4xx': z.unknown().describe('the HTML not-found page, or a failure envelope under /api') } };
  app.get('/', { schema }, handler);
  app.get('/*', { schema }, handler);
}

/** A kept page, compressed as the browser asks (once per page and encoding, then shared). */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, cache: PageCache | undefined, vary: string) {
  reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', vary);
  const encoding = cache ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!cache || !encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(await cache.encoded(page, encoding));
}

/**
 * `hreflang` alternates: the page in every locale, and `x-default`, the URL without a prefix
 * (which sends a first visit to the site's language).
 */
export function alternateLinks(origin: string, rest: string, search: string): string {
  const link = (hreflang: string, path: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + path + search)}">`;
  return LOCALES.map((locale) => link(locale.code, localizedPath(locale.code, rest))).join('') + link('x-default', rest);
}

/** The consent machine's first settled state for this visit: the page renders the banner from it. */
function initialConsent(required: boolean, stored: ConsentChoice | null): ConsentState {
  return createActor(consentMachine, { input: { required, stored } }).getSnapshot().value as ConsentState;
}
