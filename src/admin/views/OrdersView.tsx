import type { FormEvent, MouseEvent } from 'react';
import { useIntl } from 'react-intl';

export interface OrderListRow {
  orderNo: string;
  createdAt: string;
  status: string;
  paymentStatus: string;
  recipientName: string;
  recipientPhone: string;
  total: string;
  trackingNo: string | null;
}

export interface OrdersViewProps {
  q: string;
  status: string;
  statuses: readonly string[];
  /** null while the first page loads. */
  rows: OrderListRow[] | null;
  total: number | null;
  /** False when `total` is the server's estimate (many orders match): shown as "about N". */
  totalExact?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  error: string | null;
  csvHref: string;
  hrefOf: (orderNo: string) => string;
  onSearch: (q: string, status: string) => void;
  onMore: () => void;
  onOpen: (orderNo: string) => void;
}

/** The support console's order list: a search box, a status filter, newest first, more on demand. */
export function OrdersView({ q, status, statuses, rows, total, totalExact = true, hasMore, loadingMore, error, csvHref, hrefOf, onSearch, onMore, onOpen }: OrdersViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSearch(String(form.get('q') ?? ''), String(form.get('status') ?? ''));
  };
  const open = (event: MouseEvent<HTMLAnchorElement>, orderNo: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(orderNo);
  };
  return (
    <section className="page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('section.orders')}</h1>
      <form role="search" aria-label={t('orders.search')} className="orders-search" onSubmit={submit}>
        <label>
          {t('orders.q')}
          <input name="q" type="search" defaultValue={q} autoComplete="off" />
        </label>
        <label>
          {t('orders.status')}
          <select name="status" defaultValue={status}>
            <option value="">{t('orders.status.any')}</option>
            {statuses.map((item) => (
              <option key={item} value={item}>
                {t(`orders.state.${item}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t('orders.find')}
        </button>
        <a className="button button--quiet" href={csvHref} download>
          {t('orders.csv')}
        </a>
      </form>
      <div role="alert" className={error ? 'alert' : 'alert alert--empty'}>
        {error}
      </div>
      <p role="status">{total === null ? t('app.loading') : t(totalExact ? 'orders.count' : 'orders.countAbout', { count: total })}</p>
      {rows && rows.length > 0 ? (
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">{t('orders.col.order')}</th>
              <th scope="col">{t('orders.col.placed')}</th>
              <th scope="col">{t('orders.col.status')}</th>
              <th scope="col">{t('orders.col.recipient')}</th>
              <th scope="col">{t('orders.col.total')}</th>
              <th scope="col">{t('orders.col.tracking')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.orderNo} data-testid="order-row">
                <th scope="row">
                  <a href={hrefOf(row.orderNo)} onClick={(event) => open(event, row.orderNo)}>
                    {row.orderNo}
                  </a>
                </th>
                <td>{row.createdAt}</td>
                <td>
                  {t(`orders.state.${row.status}`)} · {t(`orders.payment.${row.paymentStatus}`)}
                </td>
                <td>
                  {row.recipientName} <span dir="ltr">{row.recipientPhone}</span>
                </td>
                <td>{row.total}</td>
                <td>{row.trackingNo ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {hasMore ? (
        <button type="button" className="button" onClick={onMore} disabled={loadingMore} aria-busy={loadingMore}>
          {t('orders.more')}
        </button>
      ) : null}
    </section>
  );
}
