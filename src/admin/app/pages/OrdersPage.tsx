import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromCallback, fromPromise } from 'xstate';
import { ordersBulkMachine, type BulkReport, type BulkRequest } from '../../../../machines/orders-bulk.machine';
import { ordersLiveMachine, selectLiveStatus, type OrdersLiveEvent } from '../../../../machines/orders-live.machine';
import { everyCarrier } from '../../../domain/carriers';
import { CSV_LAYOUTS } from '../../../domain/courier-layouts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../domain/order-status';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '../../../domain/zone-types';
import { formatMoney, isCurrencyCode } from '../../../domain/money';
import { OrdersView, type OrderListRow } from '../../views/OrdersView';
import type { Request } from '../api';
import { catalogCalls } from '../catalog-api';
import { failureText } from '../failure';
import { useSites } from '../use-sites';
import { filterSearch, filtersOf, listenForOrders, orderCalls, type AdminOrderPage, type OpenStream, type OrderFilters } from '../orders-api';

export const ORDERS_PAGE_SIZE = 50;
const CARRIERS = everyCarrier();

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

type Page = Pick<AdminOrderPage, 'items' | 'total' | 'totalExact' | 'nextCursor'>;

/**
 * The support console's list (owners and support): search, filters, newest first, a page at a
 * time; live (the orders-live machine reads the first page again when orders come, the filters
 * kept), and bulk work on the selection (the orders-bulk machine).
 */
export function OrdersPage({
  request,
  csrfToken,
  openStream,
  hrefOf,
  packingHrefOf,
  onOpen,
}: {
  request: Request;
  csrfToken: string;
  openStream?: OpenStream;
  hrefOf: (orderNo: string) => string;
  packingHrefOf: (orderNos: readonly string[]) => string;
  onOpen: (orderNo: string) => void;
}) {
  const intl = useIntl();
  const calls = useMemo(() => orderCalls(request, csrfToken), [request, csrfToken]);
  // The site filter's choices; without them (not loaded) the filter offers "every site" only.
  const { sites } = useSites(useMemo(() => catalogCalls(request, csrfToken), [request, csrfToken]));
  // The filters live in the page's address: a reload or a shared link shows the same list.
  const [filters, setFilters] = useState<OrderFilters>(() => filtersOf(window.location.search));
  const search = (next: OrderFilters) => {
    const query = filterSearch(next).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    setFilters(next);
  };
  const [reads, setReads] = useState(0);
  const [page, setPage] = useState<Page | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reread = useRef(() => setReads((count) => count + 1));

  const [live] = useMachine(
    ordersLiveMachine.provide({
      actors: { listenForOrders: openStream ? listenForOrders(openStream) : fromCallback<OrdersLiveEvent>(() => () => {}) },
      actions: { refreshList: () => reread.current() },
    }),
  );
  const [bulk, sendBulk] = useMachine(
    ordersBulkMachine.provide({
      actors: {
        sendBulk: fromPromise<BulkReport, BulkRequest>(async ({ input }) => {
          const report = await calls.bulk(input);
          reread.current();
          return report;
        }),
      },
    }),
  );

  // The first page, again on each change of the filters and on each live refresh (the list stays shown meanwhile).
  useEffect(() => {
    let current = true;
    setError(null);
    calls
      .list({ ...filters, cursor: null, limit: ORDERS_PAGE_SIZE })
      .then((answer) => current && setPage(answer))
      .catch((failure: unknown) => {
        if (!current) return;
        setPage((shown) => shown ?? { items: [], total: 0, totalExact: true, nextCursor: null });
        setError(failureText(intl, failure));
      });
    return () => {
      current = false;
    };
  }, [calls, filters, reads, intl]);

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

  const selected = bulk.context.selected;
  const shown = page?.items.map((item) => item.orderNo) ?? [];
  return (
    <OrdersView
      filters={filters}
      filterOptions={{ statuses: ORDER_STATUSES, paymentStatuses: PAYMENT_STATUSES, sites: sites ?? [], deliveryMethods: DELIVERY_METHODS, paymentMethods: PAYMENT_METHODS }}
      live={selectLiveStatus(live)}
      rows={page ? page.items.map(rowOf(intl.locale)) : null}
      total={page?.total ?? null}
      totalExact={page?.totalExact ?? true}
      hasMore={Boolean(page?.nextCursor)}
      loadingMore={loadingMore}
      error={error}
      csvLinks={CSV_LAYOUTS.map((layout) => ({ layout, href: calls.csvHref(filters, layout, selected) }))}
      hrefOf={hrefOf}
      selected={selected}
      allShownSelected={shown.length > 0 && shown.every((orderNo) => selected.includes(orderNo))}
      bulk={{
        busy: bulk.matches('sending'),
        report: bulk.context.report,
        message: bulk.matches('failed') ? (bulk.context.message ?? intl.formatMessage({ id: 'error.network' })) : null,
        carriers: CARRIERS,
        packingHref: selected.length > 0 ? packingHrefOf(selected) : null,
      }}
      onSearch={search}
      onMore={() => void more()}
      onOpen={onOpen}
      onToggle={(orderNo) => sendBulk({ type: 'selection.toggle', orderNo })}
      onTogglePage={(on) => sendBulk({ type: 'selection.setPage', orderNos: shown, selected: on })}
      onConfirm={() => sendBulk({ type: 'bulk.confirm' })}
      onDispatch={(carrier, tracking) => sendBulk({ type: 'bulk.dispatch', carrier, tracking })}
      onImport={(csv, carrier) => sendBulk({ type: 'bulk.import', csv, carrier })}
      onDismiss={() => sendBulk({ type: 'report.dismiss' })}
      onClear={() => sendBulk({ type: 'selection.clear' })}
    />
  );
}
