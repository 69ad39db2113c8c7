import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileRoute } from '../../http/contract';
import { isLocaleCode, type LocaleCode } from '../../../i18n/locales';
import { catalogFile } from '../../i18n';
import { pickEncoding, type PageEncoding } from './page-cache';

/** A year: the versioned address of a catalog names its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /i18n/{locale}.json: a locale's catalog, parsed. A page's browser fetches its own locale's
 * at `?v={version}` (pages.render.ts), kept for a year: the version names the content. The
 * language switcher fetches another locale's without one, revalidated after five minutes. Each
 * is compressed once, hard (Brotli 11, gzip 9), not on every request.
 */
export async function i18nRoutes(app: FastifyInstance) {
  const compressed = new Map<string, Buffer>();
  const encoded = (locale: LocaleCode, encoding: PageEncoding): Buffer => {
    const key = `${locale}|${encoding}`;
    let body = compressed.get(key);
    if (!body) {
      const text = catalogFile(locale).body;
      body = encoding === 'br' ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(text, { level: 9 });
      compressed.set(key, body);
    }
    return body;
  };
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
    return encoding ? reply.header('content-encoding', encoding).send(encoded(code, encoding)) : reply.send(body);
  });
}
