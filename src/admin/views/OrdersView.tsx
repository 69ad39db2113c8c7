import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { OrderFiltersForm, type OrderFilterOptions, type OrderFilters } from './OrderFiltersForm';
import { OrdersBulkBar, type BulkBarProps } from './OrdersBulkBar';

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
  filters: OrderFilters;
  filterOptions: OrderFilterOptions;
  /** The stream of new orders: connecting, live, or reconnecting after a drop. */
  live: 'connecting' | 'live' | 'reconnecting';
  /** null while the first page loads. */
  rows: OrderListRow[] | null;
  total: number | null;
  /** False when `total` is the server's estimate (many orders match): shown as "about N". */
  totalExact?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  error: string | null;
  csvLinks: BulkBarProps['csvLinks'];
  hrefOf: (orderNo: string) => string;
  selected: readonly string[];
  allShownSelected: boolean;
  bulk: Pick<BulkBarProps, 'busy' | 'report' | 'message' | 'carriers' | 'packingHref'>;
  onSearch: (filters: OrderFilters) => void;
  onMore: () => void;
  onOpen: (orderNo: string) => void;
  onToggle: (orderNo: string) => void;
  onTogglePage: (selected: boolean) => void;
  onConfirm: BulkBarProps['onConfirm'];
  onDispatch: BulkBarProps['onDispatch'];
  onImport: BulkBarProps['onImport'];
  onDismiss: BulkBarProps['onDismiss'];
  onClear: BulkBarProps['onClear'];
}

/** The support console's order list: a search box, filters, live, newest first, more on demand; a checkbox a row for bulk work. */
export function OrdersView(props: OrdersViewProps) {
  const { filters, filterOptions, live, rows, total, totalExact = true, hasMore, loadingMore, error, hrefOf, selected, allShownSelected, onSearch, onMore, onOpen, onToggle, onTogglePage } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const open = (event: MouseEvent<HTMLAnchorElement>, orderNo: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(orderNo);
  };
  return (
    <section className="page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('section.orders')}</h1>
      <p className={`live live--${live}`} role="status" aria-live="polite">
        {t(`orders.live.${live}`)}
      </p>
      <OrderFiltersForm filters={filters} options={filterOptions} onSearch={onSearch} />
      <OrdersBulkBar
        selected={selected}
        {...props.bulk}
        csvLinks={props.csvLinks}
        onConfirm={props.onConfirm}
        onDispatch={props.onDispatch}
        onImport={props.onImport}
        onDismiss={props.onDismiss}
        onClear={props.onClear}
      />
      <div role="alert" className={error ? 'alert' : 'alert alert--empty'}>
        {error}
      </div>
      <p role="status" data-testid="orders-count">{total === null ? t('app.loading') : t(totalExact ? 'orders.count' : 'orders.countAbout', { count: total })}</p>
      {rows && rows.length > 0 ? (
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">
                <input type="checkbox" aria-label={t('orders.selectPage')} checked={allShownSelected} onChange={(event) => onTogglePage(event.currentTarget.checked)} />
              </th>
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
                <td>
                  <input type="checkbox" aria-label={t('orders.select', { orderNo: row.orderNo })} checked={selected.includes(row.orderNo)} onChange={() => onToggle(row.orderNo)} />
                </td>
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
