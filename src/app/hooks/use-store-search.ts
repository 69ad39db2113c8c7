import { useEffect, useState } from 'react';
import { searchStores } from '../../api/orders';
import type { PickupBrand } from '../../domain/order';
import type { StoreOption } from '../../views/checkout/StorePicker';
import { useServices } from '../providers/services';

/** Spec §9: the default debounce. */
export const DEBOUNCE_MS = 500;

/** Searching a chain's stores as the shopper types (500 ms after they stop) or picks an area (at once). */
export function useStoreSearch(brand: PickupBrand | null, query: string, area: { city: string; district: string }): { searching: boolean; results: StoreOption[] | null } {
  const services = useServices();
  const [state, setState] = useState<{ key: string; results: StoreOption[] } | null>(null);
  const { city, district } = area;
  const key = brand ? `${brand}|${city}|${district}|${query.trim()}` : '';

  useEffect(() => {
    if (!brand) return;
    let live = true;
    const timer = setTimeout(() => {
      void searchStores(services.api, brand, { text: query.trim(), city, district }).then((result) => {
        if (live) setState({ key, results: result.ok ? result.data.stores.map(({ id, name, address }) => ({ id, name, address })) : [] });
      });
    }, query.trim() === '' ? 0 : DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [brand, query, city, district, key, services]);

  if (!brand) return { searching: false, results: null };
  return state?.key === key ? { searching: false, results: state.results } : { searching: true, results: state?.results ?? null };
}
