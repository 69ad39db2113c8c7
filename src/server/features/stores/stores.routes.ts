import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../../domain/api-paths';
import { storeSearchSchema } from '../../../domain/contracts/stores';
import { storesQuery } from '../../../domain/contracts/requests';
import { consumerHeaders, replies } from '../../http/contract';
import { ok } from '../../http/envelope';
import type { StoreDirectory } from './stores.directory';

/**
 * GET /api/consumer/stores?brand=seven_eleven&q=&city=&district= : pickup stores to choose from;
 * with &id= the one store of that id (the store a provider's map sent back), or none.
 */
export async function storeRoutes(fastify: FastifyInstance, deps: { stores: StoreDirectory }) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    apiRoute('stores'),
    {
      schema: {
        summary: 'Pickup stores of a chain matching a county, district or words; or one store by id',
        tags: ['stores'],
        headers: consumerHeaders,
        querystring: storesQuery,
        response: replies(storeSearchSchema),
      },
    },
    async (request, reply) => {
      const { brand, q, city, district, id } = request.query;
      if (id !== undefined) {
        const store = await deps.stores.find(brand, id);
        return ok(reply, { stores: store ? [store] : [] });
      }
      return ok(reply, { stores: await deps.stores.search(brand, { text: q, city, district }, 30) });
    },
  );
}
