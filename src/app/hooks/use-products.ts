import { useEffect, useState } from 'react';
import { fetchProduct } from '../../api/orders';
import { fromProductRecord } from '../../domain/product-record';
import type { Product } from '../../domain/product';
import { useBootstrap } from '../providers/bootstrap-context';
import { useOptionalServices } from '../providers/services';

/** Several products by id (a cart's), the page's own from the bootstrap, the rest fetched. */
export function useProducts(ids: readonly string[]): { status: 'ready'; products: Product[] } | { status: 'loading' } | { status: 'missing' } {
  const bootstrap = useBootstrap();
  const services = useOptionalServices();
  const key = [...new Set(ids)].sort().join(',');
  const [state, setState] = useState<{ key: string; products: Product[] | null } | null>(null);

  useEffect(() => {
    if (!services) return;
    let live = true;
    const wanted = key === '' ? [] : key.split(',');
    void Promise.all(
      wanted.map(async (id) => {
        if (bootstrap.product?.identity_tag === id) return fromProductRecord(bootstrap.product);
        const result = await fetchProduct(services.api, id);
        return result.ok ? fromProductRecord(result.data) : null;
      }),
    ).then((products) => {
      if (live) setState({ key, products: products.every(Boolean) ? (products as Product[]) : null });
    });
    return () => {
      live = false;
    };
  }, [key, services, bootstrap.product]);

  if (!state || state.key !== key) return { status: 'loading' };
  return state.products ? { status: 'ready', products: state.products } : { status: 'missing' };
}
