import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ORDER_STATUSES } from '../../../domain/order-status';
import { formatMoney, isCurrencyCode } from '../../../domain/money';
import { OrdersView, type OrderListRow } from '../../views/OrdersView';
import type { Request } from '../api';
import { failureText } from '../failure';
import { orderCalls, type AdminOrderPage } from '../orders-api';

export const ORDERS_PAGE_SIZE = 50;

/** Minor units as the operator reads them in the order's currency. */
export function moneyIn(currency: string, locale: string) {
  return (minor: number) => (isCurrencyCode(currency) ? formatMoney(minor, currency, locale) : `${minor} ${currency}`);
}

const rowOf = (locale: string) => (item: AdminOrderPage['items'][number]): OrderListRow => ({
  orderNo: item.orderNo,
  createdAt: new Date(item.createdAt).toLocaleString(locale),
  status: item.status,
  paymentStatus: item.paymentStatus,
  recipientName: item.recipientName,
  recipientPhone: item.recipientPhone,
  total: moneyIn(item.currency, locale)(item.total),
  trackingNo: item.trackingNo,
});

/** The support console's list (owners and support): search, a status filter, newest first, a page at a time. */
export function OrdersPage({ request, csrfToken, hrefOf, onOpen }: { request: Request; csrfToken: string; hrefOf: (orderNo: string) => string; onOpen: (orderNo: string) => void }) {
  const intl = useIntl();
  const calls = useMemo(() => orderCalls(request, csrfToken), [request, csrfToken]);
  const [filters, setFilters] = useState({ q: '', status: '' });
  const [page, setPage] = useState<Pick<AdminOrderPage, 'items' | 'total' | 'totalExact' | 'nextCursor'> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setPage(null);
    setError(null);
    calls
      .list({ ...filters, cursor: null, limit: ORDERS_PAGE_SIZE })
      .then((answer) => current && setPage(answer))
      .catch((failure: unknown) => {
        if (!current) return;
        setPage({ items: [], total: 0, totalExact: true, nextCursor: null });
        setError(failureText(intl, failure));
      });
    return () => {
      current = false;
    };
  }, [calls, filters, intl]);

  const more = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      const answer = await calls.list({ ...filters, cursor: page.nextCursor, limit: ORDERS_PAGE_SIZE });
      setPage({ items: [...page.items, ...answer.items], total: answer.total, totalExact: answer.totalExact, nextCursor: answer.nextCursor });
    } catch (failure) {
      setError(failureText(intl, failure));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <OrdersView
      q={filters.q}
      status={filters.status}
      statuses={ORDER_STATUSES}
      rows={page ? page.items.map(rowOf(intl.locale)) : null}
      total={page?.total ?? null}
      totalExact={page?.totalExact ?? true}
      hasMore={Boolean(page?.nextCursor)}
      loadingMore={loadingMore}
      error={error}
      csvHref={calls.csvHref(filters)}
      hrefOf={hrefOf}
      onSearch={(q, status) => setFilters({ q, status })}
      onMore={() => void more()}
      onOpen={onOpen}
    />
  );
}
