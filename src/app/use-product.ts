import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { fetchProduct } from '../api/orders';
import { fromProductRecord } from '../domain/product-record';
import type { Product } from '../domain/product';
import { useBootstrap } from './bootstrap-context';
import { useOptionalServices } from './services';

export type ProductState = { status: 'ready'; product: Product } | { status: 'loading' } | { status: 'missing' };

/**
 * The product a page shows: the one the server sent with the page when it is the same, else
 * fetched. `id` null means the site's own product.
 */
export function useProduct(id: string | null): ProductState {
  const bootstrap = useBootstrap();
  const services = useOptionalServices();
  const [location] = useLocation();
  const sent = bootstrap.product;
  const fromServer = sent && (id === null || id === sent.identity_tag) ? sent : null;
  // The server already answered 404 for the page it rendered; elsewhere, ask.
  const knownMissing = bootstrap.status === 404 && location === bootstrap.path;
  const initial = useMemo<ProductState>(() => {
    if (fromServer) return { status: 'ready', product: fromProductRecord(fromServer) };
    if (knownMissing) return { status: 'missing' };
    return { status: 'loading' };
  }, [fromServer, knownMissing]);
  const [fetched, setFetched] = useState<{ id: string | null; state: ProductState } | null>(null);

  useEffect(() => {
    if (initial.status !== 'loading' || !services) return;
    let live = true;
    void fetchProduct(services.api, id).then((result) => {
      if (!live) return;
      setFetched({ id, state: result.ok ? { status: 'ready', product: fromProductRecord(result.data) } : { status: 'missing' } });
    });
    return () => {
      live = false;
    };
  }, [initial.status, id, services]);

  if (initial.status !== 'loading') return initial;
  return fetched?.id === id ? fetched.state : initial;
}
