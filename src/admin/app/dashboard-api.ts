import type { DashboardView } from '../../domain/contracts/admin-dashboard';
import type { DashboardPeriod } from '../../../machines/owner-dashboard.machine';
import type { Request } from './api';

export type { DashboardView, DashboardPeriod };

/** The owner's dashboard call (`GET /admin/api/dashboard`). */
export function dashboardCalls(request: Request) {
  return {
    dashboard: ({ siteId, from, to }: DashboardPeriod) => request<DashboardView>('GET', `/dashboard?${new URLSearchParams({ siteId, from, to })}`),
  };
}
