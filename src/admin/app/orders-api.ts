import { MoveRefused, type CallRequest, type MoveRequest } from '../../../machines/console-order.machine';
import type { AdminOrder, AdminOrderPage, MachineGraphView } from '../../domain/contracts/admin-orders';
import { AdminApiError, type Request } from './api';

export type { AdminOrder, AdminOrderPage, MachineGraphView };

/** The list's filters as the page holds them (empty: not filtered). */
export interface OrderListQuery {
  q: string;
  status: string;
  cursor: string | null;
  limit: number;
}

/** The support console's calls (`/admin/api/orders...`, `/admin/api/machines/:id`). */
export function orderCalls(request: Request, csrfToken: string) {
  const path = (orderNo: string) => `/orders/${encodeURIComponent(orderNo)}`;
  return {
    list: (query: OrderListQuery) => {
      const search = new URLSearchParams({ limit: String(query.limit) });
      if (query.q.trim()) search.set('q', query.q.trim());
      if (query.status) search.set('status', query.status);
      if (query.cursor) search.set('cursor', query.cursor);
      return request<AdminOrderPage>('GET', `/orders?${search}`);
    },
    /** Where the CSV of the list's filters downloads from (a plain link: the cookie goes along). */
    csvHref: (query: Pick<OrderListQuery, 'q' | 'status'>) => {
      const search = new URLSearchParams();
      if (query.q.trim()) search.set('q', query.q.trim());
      if (query.status) search.set('status', query.status);
      const text = search.toString();
      return `/admin/api/orders.csv${text ? `?${text}` : ''}`;
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
