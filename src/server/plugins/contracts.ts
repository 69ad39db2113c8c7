import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import intro from './openapi-intro.md?raw';

/** Where the API's document and its reference page are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_REFERENCE_PATH = '/api/docs';

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart/form-data body, read by the handler part by part: described, not pre-validated. */
    multipart?: z.ZodType;
  }
}

/**
 * Headers are checked against their schema but handed on as they came, unless the schema changed
 * a value (a default, a transform). Once a validator gives Fastify headers of its own, every later
 * read of `request.headers` merges the raw and the validated headers into a new object, and a
 * request reads them a dozen times (its site, its locale, its cookies, the signature, the rate
 * limit, the compression): with a phone's twenty headers, about 0.05 ms of an order's event loop.
 */
const headersValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data: Record<string, unknown>) => {
    const result = validate(data);
    if (typeof result !== 'object' || !('value' in result) || result.error) return result;
    const value = result.value as Record<string, unknown>;
    return Object.keys(value).every((name) => value[name] === data[name]) ? true : result;
  };
};

/** Validate requests and check answers with the routes' zod schemas (also for a route tested alone). */
export function useZodContracts(app: FastifyInstance): void {
  app.setValidatorCompiler<Parameters<typeof validatorCompiler>[0]['schema']>((route) => (route.httpPart === 'headers' ? headersValidatorCompiler(route) : validatorCompiler(route)));
  app.setSerializerCompiler(serializerCompiler);
}

/**
 * Every route's contract is a set of zod schemas: requests are validated with them, answers are
 * checked and serialized with them, and the OpenAPI document is generated from them.
 */
async function contracts(app: FastifyInstance, options: { version: string }) {
  useZodContracts(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Doorstep shopper API', version: options.version, description: intro },
      tags: [
        { name: 'products', description: 'The product record, the catalog and the cart' },
        { name: 'orders', description: 'Placing, looking up, cancelling, paying for and returning orders' },
        { name: 'coupons', description: 'Coupons a shopper receives and uses' },
        { name: 'reviews', description: 'Reviews and the comment form' },
        { name: 'stores', description: 'Pickup stores' },
        { name: 'tracking', description: 'The visit log and ad events (silent calls)' },
        { name: 'site', description: 'Which consumer base to call' },
        { name: 'back office', description: 'Operators’ sessions and the audit log (`/admin/api`): an HttpOnly session cookie, the Origin checked and `x-csrf-token` sent with every change' },
      ],
    },
    transform: (document) => {
      const { multipart, ...schema } = (document.schema ?? {}) as { multipart?: z.ZodType } & Record<string, unknown>;
      const result = jsonSchemaTransform({ ...document, schema });
      if (!multipart || !result.schema || (result.schema as { hide?: boolean }).hide) return result;
      const body = z.toJSONSchema(multipart, { io: 'input', target: 'draft-2020-12' });
      return { ...result, schema: { ...result.schema, consumes: ['multipart/form-data'], body } };
    },
    // The named schemas (OrderView, ProductRecord...) as components the operations refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: API_REFERENCE_PATH, staticCSP: true, uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null } });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}

export const contractsPlugin = fp(contracts, { name: 'contracts' });
