import { useEffect, useState } from 'react';
import { fetchProduct } from '../../api/orders';
import { fromProductRecord } from '../../domain/product-record';
import type { Product } from '../../domain/product';
import { useBootstrap } from '../providers/bootstrap-context';
import { useOptionalServices } from '../providers/services';
import { useLocale } from '../providers/locale';

/**
 * Several products by id (a cart's), the page's own from the bootstrap, the rest fetched, in the
 * shopper's language: after a switch they are read again, and those shown stay until they come.
 */
export function useProducts(ids: readonly string[]): { status: 'ready'; products: Product[] } | { status: 'loading' } | { status: 'missing' } {
  const bootstrap = useBootstrap();
  const services = useOptionalServices();
  const { locale } = useLocale();
  const key = [...new Set(ids)].sort().join(',');
  const [state, setState] = useState<{ key: string; products: Product[] | null } | null>(null);

  useEffect(() => {
    if (!services) return;
    let live = true;
    const wanted = key === '' ? [] : key.split(',');
    void Promise.all(
      wanted.map(async (id) => {
        if (bootstrap.product?.identity_tag === id && locale === bootstrap.locale) return fromProductRecord(bootstrap.product);
        const result = await fetchProduct(services.api, id);
        return result.ok ? fromProductRecord(result.data) : null;
      }),
    ).then((products) => {
      if (!live) return;
      // A language's texts that cannot be read leave the products shown in the one before.
      if (products.every(Boolean)) setState({ key, products: products as Product[] });
      else setState((shown) => (shown?.key === key && shown.products ? shown : { key, products: null }));
    });
    return () => {
      live = false;
    };
  }, [key, locale, services, bootstrap.product, bootstrap.locale]);

  if (!state || state.key !== key) return { status: 'loading' };
  return state.products ? { status: 'ready', products: state.products } : { status: 'missing' };
}
