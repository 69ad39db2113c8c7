import type { OrderPreview } from '../../domain/contracts/order-preview';
import type { Request } from './api';

export type { OrderPreview };

/** The console's preview of the shopper's order page: a short-lived token's URL (`POST /admin/api/orders/:orderNo/preview`). */
export function previewCalls(request: Request, csrfToken: string) {
  return {
    issue: (orderNo: string) => request<OrderPreview>('POST', `/orders/${encodeURIComponent(orderNo)}/preview`, { csrfToken }),
  };
}
