import { useIntl } from 'react-intl';
import { SitePicker, type SiteOption } from './SitePicker';

export type { SiteOption };

export interface ProductRow {
  id: string;
  title: string;
  /** Formatted in the site's currency, or null without a sku. */
  price: string | null;
  skuCount: number;
  status: 'active' | 'inactive';
  listedAt: string;
}

export interface ProductsViewProps {
  /** null while the sites load. */
  sites: readonly SiteOption[] | null;
  siteId: string | null;
  /** null while the site's products load. */
  products: readonly ProductRow[] | null;
  error: string | null;
  onSite: (siteId: string) => void;
  onNew: () => void;
  onEdit: (id: string) => void;
  /** Archive ('inactive') or restore ('active') the product. */
  onStatus: (id: string, status: 'active' | 'inactive') => void;
  /** The product being archived or restored (its buttons wait). */
  busyId: string | null;
}

/** The Products section: a site picker, that site's products (each to edit, archive or restore), and "New product". */
export function ProductsView({ sites, siteId, products, error, onSite, onNew, onEdit, onStatus, busyId }: ProductsViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section className="page" aria-labelledby="products-title">
      <h1 id="products-title">{t('section.products')}</h1>
      <div role="alert" className={error ? 'alert' : 'alert alert--empty'}>
        {error}
      </div>
      {sites === null ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : (
        <div className="toolbar">
          <SitePicker sites={sites} siteId={siteId} onSite={onSite} />
          <button type="button" className="button button--primary" onClick={onNew} disabled={siteId === null}>
            {t('catalog.new')}
          </button>
        </div>
      )}
      {siteId === null ? null : products === null ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : products.length === 0 ? (
        <p>{t('catalog.none')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('catalog.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('catalog.title')}</th>
                <th scope="col">{t('catalog.address')}</th>
                <th scope="col">{t('catalog.price')}</th>
                <th scope="col">{t('catalog.skuCount')}</th>
                <th scope="col">{t('catalog.status')}</th>
                <th scope="col">{t('catalog.listedAt')}</th>
                <th scope="col">{t('catalog.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id} data-testid="product-row">
                  <th scope="row">{product.title}</th>
                  <td>/{product.id}</td>
                  <td>{product.price ?? '—'}</td>
                  <td>{product.skuCount}</td>
                  <td>{t(`catalog.status.${product.status}`)}</td>
                  <td>{intl.formatDate(product.listedAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td className="actions">
                    <button type="button" className="button" onClick={() => onEdit(product.id)} aria-label={t('catalog.edit.label', { title: product.title })}>
                      {t('catalog.edit')}
                    </button>
                    {product.status === 'active' ? (
                      <button type="button" className="button" onClick={() => onStatus(product.id, 'inactive')} disabled={busyId !== null} aria-label={t('catalog.archive.label', { title: product.title })}>
                        {busyId === product.id ? t('catalog.archiving') : t('catalog.archive')}
                      </button>
                    ) : (
                      <button type="button" className="button" onClick={() => onStatus(product.id, 'active')} disabled={busyId !== null} aria-label={t('catalog.restore.label', { title: product.title })}>
                        {busyId === product.id ? t('catalog.restoring') : t('catalog.restore')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
