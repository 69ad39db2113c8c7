import type { AdminReview, AdminReviewPage, AdminReviewStatus } from '../../domain/contracts/admin-reviews';
import type { Request } from './api';

export type { AdminReview, AdminReviewStatus };

/** The review moderation calls (`/admin/api/reviews...`); `request` carries the session and reports a 401. */
export function reviewCalls(request: Request, csrfToken: string) {
  const act = (id: string, action: 'approve' | 'hide') => request<AdminReview>('POST', `/reviews/${encodeURIComponent(id)}/${action}`, { csrfToken });
  return {
    list: (query: { status: AdminReviewStatus; before?: string | null; limit: number }) => {
      const search = new URLSearchParams({ status: query.status, limit: String(query.limit), ...(query.before ? { before: query.before } : {}) });
      return request<AdminReviewPage>('GET', `/reviews?${search}`);
    },
    approve: (id: string) => act(id, 'approve'),
    hide: (id: string) => act(id, 'hide'),
    reply: (id: string, text: string) => request<AdminReview>('POST', `/reviews/${encodeURIComponent(id)}/reply`, { body: { text }, csrfToken }),
  };
}

export type ReviewCalls = ReturnType<typeof reviewCalls>;
