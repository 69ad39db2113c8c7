import { ReturnMoveRefused, type ReturnMoveRequest } from '../../../machines/returns-queue.machine';
import type { AdminReturn, AdminReturnQueue, ReturnTab } from '../../domain/contracts/admin-returns';
import { AdminApiError, type Request } from './api';

export type { AdminReturn, AdminReturnQueue, ReturnTab };

/** The console's returns calls (`/admin/api/returns...`). */
export function returnCalls(request: Request, csrfToken: string) {
  return {
    queue: (tab: ReturnTab) => request<AdminReturnQueue>('GET', `/returns?tab=${tab}`),
    /** One order's requests, each on its lifecycle (the order page). */
    ofOrder: (orderNo: string) => request<AdminReturnQueue>('GET', `/orders/${encodeURIComponent(orderNo)}/returns`),
    /** A move; a 409 (not allowed now, or another agent first) becomes ReturnMoveRefused with the server's message. */
    move: async ({ id, type, values, version }: ReturnMoveRequest) => {
      try {
        return await request<AdminReturn>('POST', `/returns/${encodeURIComponent(id)}/events`, { body: { type, version, ...values }, csrfToken });
      } catch (error) {
        if (error instanceof AdminApiError && error.status === 409) throw new ReturnMoveRefused(error.message);
        throw error;
      }
    },
  };
}
