import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSiteListSchema } from '../../../domain/contracts/admin-catalog';
import { newSiteRequest, siteCreatedSchema } from '../../../domain/contracts/admin-sites';
import { randomToken } from '../../../domain/ids';
import { requireZone, zoneById } from '../../../domain/zones';
import { localeByCode, localeById } from '../../../i18n/locales';
import { CODES, fail, ok } from '../../http/envelope';
import { replies } from '../../http/contract';
import { adminMessage } from '../operators/admin-messages';
import { ADMIN_API } from '../operators/operators.routes';
import type { SiteService } from './sites.service';

/**
 * GET  /admin/api/sites  the shop's sites for the back office's pickers (any signed-in operator)
 * POST /admin/api/sites  an owner opens a site, for an empty shop or a new country
 */
export async function siteAdminRoutes(fastify: FastifyInstance, deps: { sites: SiteService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${ADMIN_API}/sites`,
    {
      config: { access: 'signedIn' },
      schema: { summary: 'The shop’s sites: host, name, zone, currency and language', tags: ['back office'], response: replies(adminSiteListSchema) },
    },
    async (_request, reply) => {
      // Every site was opened with a known zone (createSite checks it); one that is not is left out.
      const items = (await deps.sites.list()).flatMap((site) => {
        const zone = zoneById(site.zoneId);
        return zone ? [{ id: site.id, host: site.host, name: site.name, zone: zone.id, currency: zone.currency, language: localeById(site.languageId)?.code ?? 'en' }] : [];
      });
      return ok(reply, { items });
    },
  );

  app.post(
    `${ADMIN_API}/sites`,
    {
      config: { access: 'settings' },
      schema: { summary: 'Open a site: a host, a zone (country) and a language (owners)', tags: ['back office'], body: newSiteRequest, response: replies(siteCreatedSchema) },
    },
    async (request, reply) => {
      const body = request.body;
      const existing = await deps.sites.list();
      const id = body.id ?? `site-${randomToken(8).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
      if (existing.some((site) => site.host === body.host || site.id === id)) return fail(reply, 409, CODES.FAILED, adminMessage(request.headers['accept-language'], 'siteTaken'));
      const languageId = body.languageId ?? localeByCode(requireZone(body.zoneId).locale)!.id;
      const site = await deps.sites.createSite(
        {
          id,
          host: body.host,
          name: body.name,
          zoneId: body.zoneId,
          languageId,
          isDefault: body.isDefault || existing.length === 0,
          settings: { company: body.company, contacts: body.contacts, secondaryConsumerBase: null, useSecondaryConsumerBase: false, defaultProductId: null },
        },
        { operatorId: request.operator!.id, email: request.operator!.email },
      );
      return ok(reply, { id: site.id, host: site.host, zoneId: site.zoneId, languageId: site.languageId });
    },
  );
}
