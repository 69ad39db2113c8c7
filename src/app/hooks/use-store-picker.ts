import { useState } from 'react';
import type { PickupBrand } from '../../domain/order';
import type { OrderFormProps } from '../../views/OrderForm';
import { useBootstrap } from '../providers/bootstrap-context';
import { usePickupAreas } from './use-address';
import { useStoreSearch } from './use-store-search';

type StorePicker = Pick<OrderFormProps['delivery'], 'storeQuery' | 'storeAreas' | 'storeMapHref' | 'storeSearching' | 'storeResults'> &
  Pick<OrderFormProps, 'onStoreQuery' | 'onStoreArea'>;

/**
 * The pickup store search of the delivery step: what the shopper typed, the city and district
 * chosen, the chain's stores found, and the link to the chain's own store map (where the site
 * has one), which comes back to this page with the store picked there.
 */
export function useStorePicker(brand: PickupBrand | null, searching: boolean): StorePicker {
  const [storeQuery, setStoreQuery] = useState('');
  const [storeArea, setStoreArea] = useState({ brand, city: '', district: '' });
  // Another chain has other areas: its choice starts over.
  const area = storeArea.brand === brand ? storeArea : { brand, city: '', district: '' };
  const areas = usePickupAreas(brand, area.city);
  const stores = useStoreSearch(searching ? brand : null, storeQuery, area);
  const bootstrap = useBootstrap();
  const location = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
  return {
    storeQuery,
    storeAreas: areas && { ...areas, city: area.city, district: area.district },
    storeMapHref: bootstrap.storeMap && brand && brand !== 'sf_station' ? `/stores/map/start?${new URLSearchParams({ brand, return: location })}` : null,
    storeSearching: stores.searching,
    storeResults: stores.results,
    onStoreQuery: setStoreQuery,
    onStoreArea: (city, district) => setStoreArea({ brand, city, district }),
  };
}
