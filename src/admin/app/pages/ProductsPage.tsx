import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminProductSummary, AdminSite } from '../../../domain/contracts/admin-catalog';
import { formatMoney, isCurrencyCode } from '../../../domain/money';
import { ProductsView } from '../../views/ProductsView';
import type { Request } from '../api';
import { catalogCalls } from '../catalog-api';
import { failureText } from '../failure';
import { useSites } from '../use-sites';
import { AdPixelsPanel } from './AdPixelsPanel';
import { ProductEditorPage } from './ProductEditorPage';

/** The Products section (owners): pick a site, see its products, open the editor for a new one or one listed, archive and restore. */
export function ProductsPage({ request, csrfToken }: { request: Request; csrfToken: string }) {
  const intl = useIntl();
  const calls = useMemo(() => catalogCalls(request, csrfToken), [request, csrfToken]);
  const { sites, siteId, setSiteId, error, setError } = useSites(calls);
  const [products, setProducts] = useState<AdminProductSummary[] | null>(null);
  /** The editor: null (the list), 'new', or the id of the product edited. */
  const [editing, setEditing] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    if (!siteId || editing) return;
    let current = true;
    setProducts(null);
    calls
      .products(siteId)
      .then((items) => current && setProducts(items))
      .catch((failure: unknown) => {
        if (!current) return;
        setProducts([]);
        setError(failureText(intl, failure));
      });
    return () => {
      current = false;
    };
  }, [calls, intl, siteId, editing, reload]);

  const site = sites?.find((candidate) => candidate.id === siteId) ?? null;
  const label = (candidate: AdminSite) => `${candidate.name} · ${candidate.host} · ${candidate.currency}`;

  if (editing && site && isCurrencyCode(site.currency)) {
    return (
      <>
        <ProductEditorPage
          key={`${editing}-${reload}`}
          site={{ id: site.id, label: label(site), currency: site.currency, language: site.language }}
          productId={editing === 'new' ? null : editing}
          calls={calls}
          onBack={() => setEditing(null)}
          onAnother={() => {
            setEditing('new');
            setReload((count) => count + 1);
          }}
        />
        {editing === 'new' ? null : <AdPixelsPanel key={`pixels-${editing}`} productId={editing} calls={calls} />}
      </>
    );
  }

  const currency = site && isCurrencyCode(site.currency) ? site.currency : null;
  return (
    <ProductsView
      sites={sites?.map((candidate) => ({ id: candidate.id, label: label(candidate) })) ?? null}
      siteId={siteId}
      products={products?.map((product) => ({ ...product, price: product.price === null || !currency ? null : formatMoney(product.price, currency, site!.language) })) ?? null}
      error={error}
      onSite={(id) => {
        setError(null);
        setSiteId(id);
      }}
      onNew={() => setEditing('new')}
      onEdit={(id) => setEditing(id)}
      busyId={busyId}
      onStatus={(id, status) => {
        setError(null);
        setBusyId(id);
        calls
          .setProductStatus({ productId: id, status })
          .then((answer) => (answer.ok ? setReload((count) => count + 1) : setError(answer.message || intl.formatMessage({ id: 'catalog.refused' }))))
          .catch((failure: unknown) => setError(failureText(intl, failure)))
          .finally(() => setBusyId(null));
      }}
    />
  );
}
