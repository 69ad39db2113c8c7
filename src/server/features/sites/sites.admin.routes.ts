import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSiteListSchema } from '../../../domain/contracts/admin-catalog';
import { zoneById } from '../../../domain/zones';
import { localeById } from '../../../i18n/locales';
import { ok } from '../../http/envelope';
import { replies } from '../../http/contract';
import { ADMIN_API } from '../operators/operators.routes';
import type { SiteService } from './sites.service';

/** GET /admin/api/sites: the shop's sites for the back office's pickers (any signed-in operator). */
export async function siteAdminRoutes(fastify: FastifyInstance, deps: { sites: SiteService }) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
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
}
