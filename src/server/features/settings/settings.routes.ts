import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteSettingsParams, siteSettingsRequest, siteSettingsSchema } from '../../../domain/contracts/admin-settings';
import { CODES, fail, ok } from '../../http/envelope';
import { replies } from '../../http/contract';
import type { Actor } from '../audit/audit.repository';
import { adminMessage } from '../operators/admin-messages';
import { ADMIN_API } from '../operators/operators.routes';
import type { SettingsService } from './settings.service';

const tags = ['back office'];
const actorOf = (request: FastifyRequest): Actor => ({ operatorId: request.operator?.id ?? null, email: request.operator?.email ?? 'unknown' });

/**
 * A site's settings (owners):
 *   GET /admin/api/sites/{siteId}/settings  the seller, contacts, consent and conversion APIs (tokens masked)
 *   PUT /admin/api/sites/{siteId}/settings  all of them at once; a token left out stays, null removes it
 */
export async function settingsRoutes(fastify: FastifyInstance, deps: { settings: SettingsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'settings' } as const;
  const path = `${ADMIN_API}/sites/:siteId/settings`;

  app.get(path, { config, schema: { summary: 'A site’s settings; access tokens are never sent, only whether one is set and its last 4 characters (owners)', tags, params: siteSettingsParams, response: replies(siteSettingsSchema) } }, async (request, reply) => {
    const settings = await deps.settings.get(request.params.siteId);
    if (!settings) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownSite'));
    return ok(reply, settings);
  });

  app.put(
    path,
    { config, schema: { summary: 'Change a site’s settings, audited; a refused field answers 400 with data.issues (owners)', tags, params: siteSettingsParams, body: siteSettingsRequest, response: replies(siteSettingsSchema) } },
    async (request, reply) => {
      const language = request.headers['accept-language'];
      const result = await deps.settings.update(request.params.siteId, request.body, actorOf(request));
      if (result.ok) return ok(reply, result.settings);
      if (result.problem === 'unknownSite') return fail(reply, 404, CODES.NOT_FOUND, adminMessage(language, 'unknownSite'));
      return fail(reply, 400, CODES.INVALID_FIELDS, adminMessage(language, 'settingsRefused'), { issues: result.issues });
    },
  );
}
