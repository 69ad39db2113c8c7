import type { FastifyInstance } from 'fastify';
import { PICKUP_BRANDS, type PickupBrand } from '../../domain/order';
import { ok } from '../http/envelope';
import type { StoreDirectory } from '../modules/stores/directory';

/** GET /api/consumer/stores?brand=seven_eleven&q=&city=&district= : pickup stores to choose from. */
export async function storeRoutes(app: FastifyInstance, deps: { stores: StoreDirectory }) {
  app.get<{ Querystring: { brand: PickupBrand; q?: string; city?: string; district?: string } }>(
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
          },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const { brand, q, city, district } = request.query;
      return ok(reply, { stores: await deps.stores.search(brand, { text: q, city, district }, 30) });
    },
  );
}
