import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Bootstrap } from '../../app/bootstrap';
import { matchPage, productIdFrom } from '../../app/routes';
import type { Render } from '../../entry-server';
import { compiledMessages, siteLocale, translate } from '../i18n';
import type { ServerKeys } from '../modules/keys/service';
import type { ProductService } from '../modules/products/service';
import { toSiteInfo, type SiteService } from '../modules/sites/service';
import { headTags, type PageTemplate } from '../render';
import { CODES, fail } from '../http/envelope';
import { originOf } from './products';

export interface PageRoutesDeps {
  sites: SiteService;
  products: ProductService;
  keys: ServerKeys;
  render: Render;
  template: PageTemplate;
  storeMap: boolean;
}

/**
 * Every page URL. Product pages are rendered here (title, prices, images, sku choice and the buy
 * button are in the HTML before any script runs); the other pages get the app shell and render in
 * the browser; a URL no route knows, or a product that does not exist, gets a real 404 page.
 */
export async function pageRoutes(app: FastifyInstance, deps: PageRoutesDeps) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://placeholder');
    if (url.pathname.startsWith('/api/')) return fail(reply, 404, CODES.NOT_FOUND, 'Not found');

    const site = await deps.sites.resolve(request.headers.host);
    const locale = siteLocale(site.languageId);
    const match = matchPage(url.pathname);
    let status = match ? 200 : 404;
    let record: Bootstrap['product'] = null;

    if (match && (match.route.page === 'product' || match.route.page === 'order')) {
      const id = productIdFrom(match, url.search);
      const product = id ? await deps.products.find(site, id) : await deps.products.findDefault(site);
      if (product) record = await deps.products.record(site, product, originOf(request));
      else if (match.route.page === 'product') status = 404;
    }

    const bootstrap: Bootstrap = {
      site: toSiteInfo(site),
      locale,
      messages: compiledMessages(locale),
      keys: { rsaPublicKey: deps.keys.publicKeySpki, signKey: deps.keys.signKey },
      product: record,
      storeMap: deps.storeMap,
      status,
      path: url.pathname,
    };
    const ssr = status === 404 || (match?.route.ssr ?? false);
    const rendered = ssr ? deps.render(request.url, bootstrap) : { html: '', head: '' };
    const head = record
      ? headTags({
          title: `${record.title} | ${site.name}`,
          description: record.introductoryTitle,
          canonical: record.url,
          image: record.product_banner[0] ? originOf(request) + record.product_banner[0].src : undefined,
          noindex: match?.route.page !== 'product',
        })
      : headTags({ title: status === 404 ? `${translate(locale, 'notFound.title')} | ${site.name}` : site.name, noindex: true });

    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(deps.template.render({ appHtml: rendered.html, ssr, head: head + rendered.head, bootstrap }));
  };
  app.get('/', handler);
  app.get('/*', handler);
}
