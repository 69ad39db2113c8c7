import { z } from 'zod';
import { PICKUP_BRANDS, type PickupBrand } from '../order';
import type { Same } from './same';

/** A pickup store or station as the store picker lists it. */
export const pickupStoreRecordSchema = z.object({
  brand: z.enum(PICKUP_BRANDS),
  id: z.string(),
  name: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
});

export type PickupStoreRecord = z.infer<typeof pickupStoreRecordSchema>;

/** GET /api/consumer/stores?brand=&q=&city=&district=&id=: pickup stores to choose from (with `id`: that one, or none). */
export const storeSearchSchema = z
  .object({ stores: z.array(pickupStoreRecordSchema) })
  .describe('Pickup stores of a chain matching the search (at most 30)')
  .meta({ id: 'StoreSearch' });

export type StoreSearch = z.infer<typeof storeSearchSchema>;

// The store directory's PickupStoreRecord (src/server) and the client's StoreSearchResult (src/api)
// are checked against these in test/domain/contracts.test.ts: src/domain may not import them.
const pickupStoreRecordMatches: Same<PickupStoreRecord, { brand: PickupBrand; id: string; name: string; city: string; district: string; address: string; phone: string | null }> = true;
void pickupStoreRecordMatches;
