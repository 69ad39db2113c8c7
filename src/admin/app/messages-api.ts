import type { OutboxMessageView, OutboxView } from '../../domain/contracts/admin-messages';
import type { OrderMessageKind } from '../../domain/order-messages';
import type { Request } from './api';

/** The outbox's calls (`/admin/api/messages`) and an order's message sent again. */
export function messageCalls(request: Request, csrfToken: string) {
  return {
    outbox: (query: { orderNo?: string; siteId?: string } = {}) => {
      const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
      return request<OutboxView>('GET', `/messages${search.size > 0 ? `?${search}` : ''}`);
    },
    resend: (orderNo: string, kind: OrderMessageKind) => request<OutboxMessageView>('POST', `/orders/${encodeURIComponent(orderNo)}/messages`, { body: { kind }, csrfToken }),
  };
}

export type MessageCalls = ReturnType<typeof messageCalls>;
