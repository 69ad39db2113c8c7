import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureReplies } from '../../http/contract';
import { PICKUP_BRANDS, type PickupBrand } from '../../../domain/order';
import { siteLocale, translate } from '../../i18n';
import type { AddressDataSource } from '../address/address.data';
import type { StoreDirectory } from './stores.directory';
import { isLocalPath, readState, sandboxSubType, SANDBOX_MAP_PATH, signState, toStoreRecord, type StoreMapProvider } from './store-map.provider';
import type { SiteService } from '../sites/sites.service';
import { escapeHtml } from '../pages/pages.render';

export interface StoreMapRoutesDeps {
  sites: SiteService;
  stores: StoreDirectory;
  addresses: AddressDataSource;
  provider: StoreMapProvider;
  /** Signs the state that travels through the provider. */
  secret: string;
}

const STATE_MINUTES = 60;

/** Where the shopper comes back to, with the store they chose (the order page reads these). */
export function withChosenStore(returnTo: string, brand: PickupBrand, storeId: string): string {
  const url = new URL(returnTo, 'http://placeholder');
  url.searchParams.set('storeBrand', brand);
  url.searchParams.set('storeId', storeId);
  return url.pathname + url.search;
}

/**
 * The store-picker map round trip (README "Pickup stores"):
 *   GET  /stores/map/start?brand=&return=  sends the shopper to the provider's map
 *   GET  /stores/map/sandbox?brand=&state= the built-in stand-in map (STORE_MAP=sandbox)
 *   POST /stores/map/reply                 the provider posts the chosen store here; the shopper
 *                                          returns to the order form with it chosen
 */
export async function storeMapRoutes(fastify: FastifyInstance, deps: StoreMapRoutesDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The map's round trip is HTML for browsers, outside the API and its OpenAPI document.
  const html = { hide: true, response: { 200: z.string().describe('an HTML page'), 303: z.null(), ...failureReplies } };
  const localeOf = async (host: string | undefined) => siteLocale((await deps.sites.resolve(host)).languageId);
  const page = (locale: string, title: string, body: string) =>
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/pay/sandbox/style.css"></head><body><main>${body}</main></body></html>`;

  app.get('/stores/map/start', { schema: { ...html, querystring: z.object({ brand: z.string().max(40).optional(), return: z.string().max(2000).optional() }) } }, async (request, reply) => {
    const brand = request.query.brand as PickupBrand;
    const returnTo = request.query.return ?? '/';
    if (!PICKUP_BRANDS.includes(brand) || !isLocalPath(returnTo)) return reply.code(400).type('text/plain').send('Bad request');
    const state = signState(deps.secret, { brand, returnTo, expires: Date.now() + STATE_MINUTES * 60_000 });
    const replyUrl = `${request.protocol}://${request.host}/stores/map/reply`;
    const start = deps.provider.start({ brand, state, replyUrl, mobile: /Mobi|Android/i.test(request.headers['user-agent'] ?? '') });
    reply.header('cache-control', 'no-store');
    if (start.method === 'GET') return reply.redirect(start.url, 303);
    // A provider that takes a form post: a page that posts itself (with a button if scripts are off).
    const locale = await localeOf(request.headers.host);
    const inputs = Object.entries(start.fields)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          locale,
          translate(locale, 'storeMap.title'),
          `<form class="card" id="to-map" method="post" action="${escapeHtml(start.url)}">${inputs}<button class="pay">${escapeHtml(translate(locale, 'storeMap.open'))}</button></form>` +
            `<script src="/stores/map/autosubmit.js"></script>`,
        ),
      );
  });

  app.get('/stores/map/autosubmit.js', { schema: { hide: true, response: { 200: z.string().describe('JavaScript') } } }, async (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'public, max-age=3600').send("document.getElementById('to-map').submit();\n"),
  );

  app.get(SANDBOX_MAP_PATH, { schema: { ...html, querystring: z.object({ brand: z.string().max(40).optional(), state: z.string().max(2000).optional(), q: z.string().max(100).optional() }) } }, async (request, reply) => {
    const locale = await localeOf(request.headers.host);
    const t = (key: string, values?: Record<string, string | number>) => escapeHtml(translate(locale, key, values));
    const state = request.query.state ? readState(deps.secret, request.query.state) : null;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!state || state.brand !== request.query.brand) return reply.code(400).send(page(locale, translate(locale, 'storeMap.title'), `<p class="card">${t('storeMap.expired')}</p>`));
    const query = (request.query.q ?? '').slice(0, 50);
    const stores = await deps.stores.search(state.brand, { text: query }, 50);
    const subType = sandboxSubType(state.brand) ?? '';
    const list = stores
      .map(
        (store) =>
          `<form class="card" method="post" action="/stores/map/reply">` +
          `<input type="hidden" name="LogisticsSubType" value="${escapeHtml(subType)}"><input type="hidden" name="CVSStoreID" value="${escapeHtml(store.id)}">` +
          `<input type="hidden" name="CVSStoreName" value="${escapeHtml(store.name)}"><input type="hidden" name="CVSAddress" value="${escapeHtml(store.address)}">` +
          `<input type="hidden" name="CVSTelephone" value="${escapeHtml(store.phone ?? '')}"><input type="hidden" name="ExtraData" value="${escapeHtml(request.query.state!)}">` +
          `<strong>${escapeHtml(store.name)}</strong><span class="muted">${escapeHtml(store.address)}</span>` +
          `<button class="pay">${t('storeMap.choose')}</button></form>`,
      )
      .join('');
    return reply.send(
      page(
        locale,
        translate(locale, 'storeMap.title'),
        `<section class="card"><p class="badge">${t('storeMap.badge')}</p><h1>${t('store.map', { brand: translate(locale, `storeBrand.${state.brand}`) })}</h1>` +
          `<form method="get" action="${SANDBOX_MAP_PATH}"><input type="hidden" name="brand" value="${escapeHtml(state.brand)}"><input type="hidden" name="state" value="${escapeHtml(request.query.state!)}">` +
          `<label>${t('store.placeholder')} <input type="search" name="q" value="${escapeHtml(query)}"></label><button class="pay">${t('lookup.submit')}</button></form></section>` +
          (list || `<p class="card">${t('store.none')}</p>`) +
          `<p class="muted">${t('storeMap.note', { brand: translate(locale, `storeBrand.${state.brand}`) })}</p>`,
      ),
    );
  });

  app.post('/stores/map/reply', { schema: { ...html, body: z.record(z.string(), z.unknown()).describe('the provider’s reply fields (ECPay: CVSStoreID, CVSStoreName, CVSAddress, ExtraData)') } }, async (request, reply) => {
    const answer = deps.provider.readReply(request.body ?? {});
    const state = answer ? readState(deps.secret, answer.state) : null;
    if (!answer || !state || state.brand !== answer.brand) {
      const locale = await localeOf(request.headers.host);
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(page(locale, translate(locale, 'storeMap.title'), `<p class="card">${escapeHtml(translate(locale, 'store.mapFailed'))}</p><p><a href="/">${escapeHtml(translate(locale, 'notFound.back'))}</a></p>`));
    }
    // The provider's list is the truth: the store joins the directory, so the order can name it.
    await deps.stores.remember(toStoreRecord(answer, await deps.addresses.load('1')));
    return reply.header('cache-control', 'no-store').redirect(withChosenStore(state.returnTo, answer.brand, answer.id), 303);
  });
}

/** The state secret: derived from the server's private key, so it is kept like the key and never sent. */
export function storeMapSecret(privateKeyPem: string): string {
  return createHash('sha256').update('doorstep store map state\n').update(privateKeyPem).digest('base64url');
}
