import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { fetchProduct } from '../../api/orders';
import { fromProductRecord } from '../../domain/product-record';
import type { Product } from '../../domain/product';
import { useBootstrap } from '../providers/bootstrap-context';
import { useOptionalServices } from '../providers/services';
import { useLocale } from '../providers/locale';

export type ProductState = { status: 'ready'; product: Product } | { status: 'loading' } | { status: 'missing' };

/**
 * The product a page shows: the one the server sent with the page when it is the same (and the
 * shopper has not switched language since), else fetched in the shopper's language. `id` null
 * means the site's own product. While another language's texts load, the product stays shown.
 */
export function useProduct(id: string | null): ProductState {
  const bootstrap = useBootstrap();
  const services = useOptionalServices();
  const { locale } = useLocale();
  const [location] = useLocation();
  const sent = bootstrap.product;
  // The product the server sent, made once: a page that follows the product (the order form tells
  // its checkout the names in a new language) sees a new object only when there is a new product.
  const sentProduct = useMemo(() => (sent ? fromProductRecord(sent) : null), [sent]);
  const fromServer = sent && locale === bootstrap.locale && (id === null || id === sent.identity_tag) ? sent : null;
  // The server already answered 404 for the page it rendered; elsewhere, ask.
  const knownMissing = bootstrap.status === 404 && location === bootstrap.path;
  const initial = useMemo<ProductState>(() => {
    if (fromServer && sentProduct) return { status: 'ready', product: sentProduct };
    if (knownMissing) return { status: 'missing' };
    return { status: 'loading' };
  }, [fromServer, sentProduct, knownMissing]);
  const key = `${id ?? ''}|${locale}`;
  const [fetched, setFetched] = useState<{ key: string; id: string | null; state: ProductState } | null>(null);

  useEffect(() => {
    if (initial.status !== 'loading' || !services) return;
    let live = true;
    void fetchProduct(services.api, id).then((result) => {
      if (!live) return;
      setFetched({ key, id, state: result.ok ? { status: 'ready', product: fromProductRecord(result.data) } : { status: 'missing' } });
    });
    return () => {
      live = false;
    };
  }, [initial.status, id, key, services]);

  if (initial.status !== 'loading') return initial;
  if (fetched?.key === key) return fetched.state;
  // Another language on its way: keep showing the product in the one before.
  if (fetched?.id === id && fetched.state.status === 'ready') return fetched.state;
  if (sentProduct && sent && (id === null || id === sent.identity_tag)) return { status: 'ready', product: sentProduct };
  return initial;
}
