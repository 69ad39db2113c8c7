import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { LocaleCode } from '../../i18n/locales';
import { CODES, fail } from '../http/envelope';
import { hasUsableHost, localeOf } from '../http/request-context';
import { translate } from '../i18n';
import type { SiteService } from '../features/sites/sites.service';

/** What a refused request names: the field (a path such as `lines.0.quantity`) and the problem. */
export interface RequestIssue {
  field: string;
  problem: string;
}

/**
 * Every failure answers the envelope in the shopper's language: bad input a 4xx with what was
 * wrong, the server's own faults a 500 with no detail (they are logged, with the cause).
 */
async function errors(app: FastifyInstance, { sites }: { sites: SiteService }) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    let locale: LocaleCode = 'en';
    try {
      locale = await localeOf(request, sites);
    } catch {
      // The site could not be resolved (database down): answer in English.
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: RequestIssue[] = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.'),
        problem: issue.message ?? issue.keyword,
      }));
      request.log.info({ issues }, 'request refused by its schema');
      return fail(reply, 400, CODES.INVALID_REQUEST, translate(locale, 'error.invalidRequest'), { issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: (error.cause as { issues?: unknown }).issues }, 'answer does not fit its schema');
      return fail(reply, 500, CODES.SERVER_ERROR, translate(locale, 'error.server'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return fail(reply, 500, CODES.SERVER_ERROR, translate(locale, 'error.server'));
    }
    request.log.info({ code: error.code, status }, error.message);
    if (status === 429) return fail(reply, 429, CODES.TOO_MANY_REQUESTS, translate(locale, 'error.tooManyRequests'));
    if (status === 413) return fail(reply, 413, CODES.INVALID_REQUEST, translate(locale, 'error.tooLarge'));
    if (status === 404) return fail(reply, 404, CODES.NOT_FOUND, translate(locale, 'error.notFound'));
    return fail(reply, status, CODES.INVALID_REQUEST, translate(locale, 'error.invalidRequest'));
  });

  // A Host header that names no host ("]", "[::1") is bad input (RFC 9112 §3.2: 400), not a
  // page whose links cannot be built. Its language is the shopper's, as for any refusal.
  app.addHook('onRequest', (request, reply, done) => {
    if (hasUsableHost(request)) return done();
    void localeOf(request, sites)
      .catch(() => 'en' as const)
      .then((locale) => fail(reply, 400, CODES.INVALID_REQUEST, translate(locale, 'error.invalidRequest')));
  });

  app.setNotFoundHandler(async (request, reply) => fail(reply, 404, CODES.NOT_FOUND, translate(await localeOf(request, sites).catch(() => 'en' as const), 'error.notFound')));
}

export const errorsPlugin = fp(errors, { name: 'errors' });
