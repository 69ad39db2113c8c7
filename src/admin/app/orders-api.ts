import { MoveRefused, type CallRequest, type MoveRequest } from '../../../machines/console-order.machine';
import { fromCallback } from 'xstate';
import type { BulkReport, BulkRequest } from '../../../machines/orders-bulk.machine';
import type { OrdersLiveEvent } from '../../../machines/orders-live.machine';
import type { AdminOrder, AdminOrderPage, BulkOrdersAnswer, CsvLayout, MachineGraphView, TrackingImportAnswer } from '../../domain/contracts/admin-orders';
import { NO_FILTERS, type OrderFilters } from '../views/OrderFiltersForm';
import { AdminApiError, type Request } from './api';

export type { AdminOrder, AdminOrderPage, MachineGraphView, OrderFilters };
export { NO_FILTERS };

/** The list's filters as the page holds them (empty: not filtered). */
export interface OrderListQuery extends OrderFilters {
  cursor: string | null;
  limit: number;
}

/** The filters that are a value each, in the order the address and the API carry them. */
const VALUE_FILTERS = ['status', 'paymentStatus', 'siteId', 'deliveryMethod', 'paymentMethod', 'from', 'to'] as const satisfies readonly (keyof OrderFilters)[];


/** What the page needs of the browser's EventSource. */
export interface StreamSource {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: 'order', listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}
export type OpenStream = (url: string) => StreamSource;

export const ORDERS_STREAM = '/admin/api/orders/stream';

/**
 * The live list's connection, for ordersLiveMachine's `listenForOrders`: the stream's opening,
 * each order event and a drop become the machine's events. On a drop the machine closes this
 * source (the browser's own retry is cut) and opens a new one after its wait.
 */
export function listenForOrders(open: OpenStream) {
  return fromCallback<OrdersLiveEvent>(({ sendBack }) => {
    const source = open(ORDERS_STREAM);
    source.onopen = () => sendBack({ type: 'stream.open' });
    source.onerror = () => sendBack({ type: 'stream.error' });
    source.addEventListener('order', (event) => {
      try {
        const change = JSON.parse(event.data) as { orderNo?: unknown; event?: unknown };
        if (typeof change.orderNo === 'string' && typeof change.event === 'string') sendBack({ type: 'stream.order', orderNo: change.orderNo, event: change.event });
      } catch {
        // Not an order event: nothing to show.
      }
    });
    return () => source.close();
  });
}

/** The list's filters as a query string: the API's, and the page's own address (kept in the URL). */
export function filterSearch(query: OrderFilters, search = new URLSearchParams()) {
  if (query.q.trim()) search.set('q', query.q.trim());
  for (const name of VALUE_FILTERS) if (query[name]) search.set(name, query[name]);
  if (query.needsCall) search.set('needsCall', 'true');
  if (query.flagged) search.set('risk', 'flagged');
  return search;
}

/** The filters a page address carries (`?q=…&status=…&siteId=…&from=…&needsCall=true&risk=flagged`). */
export function filtersOf(search: string): OrderFilters {
  const params = new URLSearchParams(search);
  const values = Object.fromEntries(VALUE_FILTERS.map((name) => [name, params.get(name) ?? '']));
  return { ...NO_FILTERS, ...values, q: params.get('q') ?? '', needsCall: params.get('needsCall') === 'true', flagged: params.get('risk') === 'flagged' };
}

/** The support console's calls (`/admin/api/orders...`, `/admin/api/machines/:id`). */
export function orderCalls(request: Request, csrfToken: string) {
  const path = (orderNo: string) => `/orders/${encodeURIComponent(orderNo)}`;
  return {
    list: (query: OrderListQuery) => {
      const search = filterSearch(query, new URLSearchParams({ limit: String(query.limit) }));
      if (query.cursor) search.set('cursor', query.cursor);
      return request<AdminOrderPage>('GET', `/orders?${search}`);
    },
    /** Where the CSV of the list's filters (or of the selection) downloads from, in a layout (a plain link: the cookie goes along). */
    csvHref: (query: OrderFilters, layout: CsvLayout = 'generic', selection: readonly string[] = []) => {
      const search = selection.length > 0 ? new URLSearchParams({ orders: selection.join(',') }) : filterSearch(query);
      if (layout !== 'generic') search.set('layout', layout);
      const text = search.toString();
      return `/admin/api/orders.csv${text ? `?${text}` : ''}`;
    },
    /** A bulk move or a courier file: each order's answer, the done ones and the refused ones with why. */
    bulk: async (work: BulkRequest): Promise<BulkReport> => {
      if (work.action === 'import') {
        const answer = await request<TrackingImportAnswer>('POST', '/orders/tracking', { body: { csv: work.csv, ...(work.carrier ? { carrier: work.carrier } : {}) }, csrfToken });
        // Every line that moved its order: dispatched, or moved on to the courier's status.
        return { done: answer.moved.map((line) => line.orderNo), refused: answer.refused.map((line) => ({ orderNo: line.orderNo, line: line.line, message: line.message })) };
      }
      const orders = work.action === 'confirm' ? work.orderNos.map((orderNo) => ({ orderNo })) : Object.entries(work.tracking).map(([orderNo, trackingNo]) => ({ orderNo, ...(trackingNo ? { trackingNo } : {}) }));
      const body = { action: work.action, orders, ...(work.action === 'dispatch' && work.carrier ? { carrier: work.carrier } : {}) };
      const answer = await request<BulkOrdersAnswer>('POST', '/orders/bulk', { body, csrfToken });
      return { done: answer.results.filter((result) => result.status === 200).map((result) => result.orderNo), refused: answer.results.filter((result) => result.status !== 200).map((result) => ({ orderNo: result.orderNo, line: null, message: result.message ?? '' })) };
    },
    order: (orderNo: string) => request<AdminOrder>('GET', path(orderNo)),
    /** A move; a 409 (not allowed now, or another agent first) becomes MoveRefused with the server's message. */
    move: async ({ orderNo, type, values, version }: MoveRequest) => {
      try {
        return await request<AdminOrder>('POST', `${path(orderNo)}/events`, { body: { type, version, ...values }, csrfToken });
      } catch (error) {
        if (error instanceof AdminApiError && error.status === 409) throw new MoveRefused(error.message);
        throw error;
      }
    },
    recordCall: ({ orderNo, outcome, note }: CallRequest) => request<AdminOrder>('POST', `${path(orderNo)}/calls`, { body: { outcome, ...(note ? { note } : {}) }, csrfToken }),
    machine: (id: string) => request<MachineGraphView>('GET', `/machines/${encodeURIComponent(id)}`),
  };
}

export type OrderCalls = ReturnType<typeof orderCalls>;
