import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileRoute } from '../../http/contract';
import { isLocaleCode, type LocaleCode } from '../../../i18n/locales';
import { catalogFile } from '../../i18n';
import { encodedOnce, pickEncoding, type EncodedCopies } from './page-cache';

/** A year: the versioned address of a catalog names its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /i18n/{locale}.json: a locale's catalog, parsed. A page's browser fetches its own locale's
 * at `?v={version}` (pages.render.ts), kept for a year: the version names the content. The
 * language switcher fetches another locale's without one, revalidated after five minutes. Each
 * is compressed once, as kept pages are (`encodedOnce`), not on every request.
 */
export async function i18nRoutes(app: FastifyInstance) {
  const copies = new Map<LocaleCode, EncodedCopies>();
  const schema = { ...fileRoute('a locale’s message catalog, parsed (JSON)'), querystring: z.object({ v: z.string().max(64).optional() }) };
  app.withTypeProvider<ZodTypeProvider>().get('/i18n/:name', { schema }, async (request, reply) => {
    const code = request.params.name.replace(/\.json$/, '');
    if (!request.params.name.endsWith('.json') || !isLocaleCode(code)) {
      return reply.code(404).type('application/json').send({ code: 404, msg: 'Not found', data: null });
    }
    const { body, version } = catalogFile(code);
    const etag = `"${version}"`;
    reply.header('etag', etag).header('cache-control', request.query.v === version ? IMMUTABLE : 'public, max-age=300').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    reply.type('application/json; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body);
    let own = copies.get(code);
    if (!own) copies.set(code, (own = {}));
    return reply.header('content-encoding', encoding).send(await encodedOnce(body, own, encoding));
  });
}
