import type { FastifyInstance } from 'fastify';
import { PICKUP_BRANDS, type PickupBrand } from '../../../domain/order';
import { ok } from '../../http/envelope';
import type { StoreDirectory } from './stores.directory';

/**
 * GET /api/consumer/stores?brand=seven_eleven&q=&city=&district= : pickup stores to choose from;
 * with &id= the one store of that id (the store a provider's map sent back), or none.
 */
export async function storeRoutes(app: FastifyInstance, deps: { stores: StoreDirectory }) {
  app.get<{ Querystring: { brand: PickupBrand; q?: string; city?: string; district?: string; id?: string } }>(
    '/api/consumer/stores',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['brand'],
          properties: {
            brand: { type: 'string', enum: [...PICKUP_BRANDS] },
            q: { type: 'string', maxLength: 50 },
            city: { type: 'string', maxLength: 50 },
            district: { type: 'string', maxLength: 50 },
            id: { type: 'string', maxLength: 32 },
          },
          additionalProperties: false,
        },
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
