import type { PickupBrand } from '../../../domain/order';

/**
 * Where pickup parcels can go: convenience stores (7-Eleven, FamilyMart, Hi-Life) and SF
 * stations. No licensed public list of these stores exists (see the README), so a directory is
 * either filled by the operator (the built-in one, from a CSV file) or asked of a logistics
 * provider's store-picker map.
 */
export interface PickupStoreRecord {
  brand: PickupBrand;
  id: string;
  name: string;
  city: string;
  district: string;
  address: string;
  phone: string | null;
}

export interface StoreQuery {
  /** Part of the name, address, city or district the shopper typed. */
  text?: string;
  city?: string;
  district?: string;
}

export interface StoreArea {
  city: string;
  district: string;
  stores: number;
}

export interface StoreDirectory {
  search(brand: PickupBrand, query: StoreQuery, limit: number): Promise<PickupStoreRecord[]>;
  find(brand: PickupBrand, id: string): Promise<PickupStoreRecord | undefined>;
  /** Where the brand has stores: every city and district, with how many. */
  areas(brand: PickupBrand): Promise<StoreArea[]>;
  /** Adds or updates a store a logistics provider's map reported (its list is the truth). */
  remember(store: PickupStoreRecord): Promise<void>;
}
