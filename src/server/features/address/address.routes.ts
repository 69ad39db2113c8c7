import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileRoute } from '../../http/contract';
import { PICKUP_FILES, type AddressData, type AddressNode } from '../../../domain/address';
import type { PickupBrand } from '../../../domain/order';
import type { AddressDataSource } from './address.data';
import type { StoreArea, StoreDirectory } from '../stores/stores.directory';

/** An address script: an ES module whose default export is the data. */
export function addressModule(data: AddressData): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});\n`;
}

/**
 * The areas where a chain has pickup stores, as an address tree (city -> district, with the
 * number of stores), in the order of Taiwan's own list of places; places the list lacks go last.
 */
export function pickupAreas(file: string, areas: readonly StoreArea[], taiwan: AddressData | undefined): AddressData {
  const order = new Map<string, number>();
  taiwan?.tree.forEach((city, cityIndex) => {
    order.set(city.name, cityIndex * 1000);
    city.children?.forEach((district, districtIndex) => order.set(`${city.name}|${district.name}`, cityIndex * 1000 + districtIndex + 1));
  });
  const rank = (key: string) => order.get(key) ?? Number.MAX_SAFE_INTEGER;
  const cities = new Map<string, AddressNode & { children: AddressNode[] }>();
  for (const area of areas) {
    const city = cities.get(area.city) ?? { name: area.city, stores: 0, children: [] };
    cities.set(area.city, city);
    city.stores = (city.stores ?? 0) + area.stores;
    if (area.district) {
      const postalCode = taiwan?.tree.find((place) => place.name === area.city)?.children?.find((place) => place.name === area.district)?.postalCode;
      city.children.push({ name: area.district, stores: area.stores, ...(postalCode ? { postalCode } : {}) });
    }
  }
  const tree = [...cities.values()].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name, 'zh-TW'));
  for (const city of tree) city.children.sort((a, b) => rank(`${city.name}|${a.name}`) - rank(`${city.name}|${b.name}`) || a.name.localeCompare(b.name, 'zh-TW'));
  return { region: 1, file, country: 'TW', levels: ['city', 'district'], complete: true, source: 'the shop’s pickup store directory', tree };
}

const BRAND_OF_FILE = Object.fromEntries(Object.entries(PICKUP_FILES).map(([brand, file]) => [file, brand as PickupBrand]));

/**
 * GET /address/{file}.js (spec §7). The regions' files are built and served as static files; this
 * route answers the rest: Taiwan's pickup files (711, family, hls), made from the store directory
 * so they list where the chain's stores are today, and a JavaScript 404 for any other name.
 */
export async function addressRoutes(app: FastifyInstance, deps: { stores: StoreDirectory; addresses: AddressDataSource }) {
  app.withTypeProvider<ZodTypeProvider>().get('/address/:name', { schema: fileRoute('a region’s address data script (JavaScript)') }, async (request, reply) => {
    const file = request.params.name.replace(/\.js$/, '');
    const brand = request.params.name.endsWith('.js') ? BRAND_OF_FILE[file] : undefined;
    if (!brand) {
      return reply.code(404).type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send('// no address data scripts were found for that region\n');
    }
    const body = addressModule(pickupAreas(file, await deps.stores.areas(brand), await deps.addresses.load('1')));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return reply.type('text/javascript; charset=utf-8').send(body);
  });
}
