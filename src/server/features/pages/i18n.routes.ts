import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileRoute } from '../../http/contract';
import { isLocaleCode } from '../../../i18n/locales';
import { compiledMessages } from '../../i18n';

/**
 * GET /i18n/{locale}.json: a locale's catalog, parsed, for the language switcher. Each locale's
 * catalog is fetched only when a shopper switches to it (the page brings its own with it).
 */
export async function i18nRoutes(app: FastifyInstance) {
  const bodies = new Map<string, { body: string; etag: string }>();
  app.withTypeProvider<ZodTypeProvider>().get('/i18n/:name', { schema: fileRoute('a locale’s message catalog, parsed (JSON)') }, async (request, reply) => {
    const code = request.params.name.replace(/\.json$/, '');
    if (!request.params.name.endsWith('.json') || !isLocaleCode(code)) {
      return reply.code(404).type('application/json').send({ code: 404, msg: 'Not found', data: null });
    }
    let entry = bodies.get(code);
    if (!entry) {
      const body = JSON.stringify(compiledMessages(code));
      entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
      bodies.set(code, entry);
    }
    reply.header('etag', entry.etag).header('cache-control', 'public, max-age=300').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send(null);
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });
}
