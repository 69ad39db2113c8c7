import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTEMPTS_SHOWN, blocklistEntryParams, blocklistEntrySchema, newBlocklistEntryRequest, protectionQuery, protectionSchema, removedSchema, type BlocklistEntryView, type OrderAttemptView } from '../../../domain/contracts/admin-protection';
import type { BlocklistKind } from '../../../domain/blocklist';
import { requireZone } from '../../../domain/zones';
import { CODES, fail, ok } from '../../http/envelope';
import { replies } from '../../http/contract';
import type { Actor } from '../audit/audit.repository';
import { adminMessage } from '../operators/admin-messages';
import { ADMIN_API } from '../operators/operators.routes';
import type { SiteService } from '../sites/sites.service';
import type { AttemptRow, BlocklistRow } from './protection.repository';
import type { ProtectionService } from './protection.service';

const tags = ['back office'];
const actorOf = (request: FastifyRequest): Actor => ({ operatorId: request.operator?.id ?? null, email: request.operator?.email ?? 'unknown' });

const entryView = (row: BlocklistRow): BlocklistEntryView => ({ id: row.id, siteId: row.site_id, kind: row.kind as BlocklistKind, value: row.value, typed: row.typed, reason: row.reason, addedBy: row.added_by, createdAt: row.created_at });
const attemptView = (row: AttemptRow): OrderAttemptView => ({
  id: row.id,
  siteId: row.site_id,
  outcome: row.outcome as OrderAttemptView['outcome'],
  rule: row.rule,
  matched: row.matched,
  clientIp: row.client_ip,
  phone: row.phone,
  createdAt: row.created_at,
});

/** The Protection page's API (owners): see src/domain/contracts/admin-protection.ts. */
export async function protectionRoutes(fastify: FastifyInstance, deps: { protection: ProtectionService; sites: SiteService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'settings' } as const;
  const siteOf = async (id: string) => (await deps.sites.list()).find((site) => site.id === id);

  app.get(
    `${ADMIN_API}/protection`,
    { config, schema: { summary: 'The blocklists of a site and of the whole shop, and the latest refused orders (owners)', tags, querystring: protectionQuery, response: replies(protectionSchema) } },
    async (request, reply) => {
      const siteId = request.query.siteId ?? null;
      if (siteId !== null && !(await siteOf(siteId))) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'unknownSite'));
      reply.header('cache-control', 'no-store');
      const [entries, attempts] = await Promise.all([deps.protection.entries(siteId), deps.protection.attempts(siteId, ATTEMPTS_SHOWN)]);
      return ok(reply, { entries: entries.map(entryView), attempts: attempts.map(attemptView) });
    },
  );

  app.post(
    `${ADMIN_API}/protection/entries`,
    { config, schema: { summary: 'Add a blocklist entry with its reason, audited; a value not of its kind answers 400 (owners)', tags, body: newBlocklistEntryRequest, response: replies(blocklistEntrySchema) } },
    async (request, reply) => {
      const language = request.headers['accept-language'];
      const site = request.body.siteId === null ? undefined : await siteOf(request.body.siteId);
      if (request.body.siteId !== null && !site) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(language, 'unknownSite'));
      const row = await deps.protection.add(request.body, site && requireZone(site.zoneId).country, actorOf(request));
      if (!row) return fail(reply, 400, CODES.INVALID_FIELDS, adminMessage(language, 'blocklistValueRefused'), { issues: [{ field: 'body.value', problem: 'invalid' }] });
      return ok(reply, entryView(row));
    },
  );

  app.delete(
    `${ADMIN_API}/protection/entries/:id`,
    { config, schema: { summary: 'Remove a blocklist entry, audited (owners)', tags, params: blocklistEntryParams, response: replies(removedSchema) } },
    async (request, reply) => {
      const removed = await deps.protection.remove(request.params.id, actorOf(request));
      if (!removed) return fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'notFound'));
      return ok(reply, { removed });
    },
  );
}
