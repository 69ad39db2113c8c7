import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { ownerDashboardMachine, type DashboardPeriod } from '../../../../machines/owner-dashboard.machine';
import { failureRate, funnelSteps } from '../../../domain/funnel';
import { requireZone } from '../../../domain/zones';
import { DashboardView } from '../../views/DashboardView';
import { FunnelView } from '../../views/FunnelView';
import { LifecycleDiagram } from '../../views/LifecycleDiagram';
import { PageLoading } from '../../views/PageLoading';
import type { Request } from '../api';
import { catalogCalls } from '../catalog-api';
import { dashboardCalls, type DashboardView as Dashboard } from '../dashboard-api';
import { failureText } from '../failure';
import { funnelOnLayout } from '../funnel-counts';
import type { DiagramLayout } from '../machine-layout';
import { useSites } from '../use-sites';
import { moneyIn } from './OrdersPage';

/** The last seven days, today included (UTC, as the server counts days). */
export function lastWeek(now = new Date()): { from: string; to: string } {
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  return { from: day(now.getTime() - 6 * 86_400_000), to: day(now.getTime()) };
}

/** The owner's dashboard: the site picker, then the dashboard machine for the chosen site. */
export function DashboardPage({ request, csrfToken }: { request: Request; csrfToken: string }) {
  const catalog = useMemo(() => catalogCalls(request, csrfToken), [request, csrfToken]);
  const { sites, siteId, error } = useSites(catalog);
  if (sites === null) return <PageLoading />;
  if (!siteId) return <p role="alert">{error}</p>;
  return <SiteDashboard request={request} sites={sites.map((site) => ({ id: site.id, label: site.host }))} initialSiteId={siteId} />;
}

function SiteDashboard({ request, sites, initialSiteId }: { request: Request; sites: { id: string; label: string }[]; initialSiteId: string }) {
  const intl = useIntl();
  const calls = useMemo(() => dashboardCalls(request), [request]);
  const [machine] = useState(() =>
    ownerDashboardMachine.provide({
      actors: {
        loadDashboard: fromPromise<Dashboard, DashboardPeriod>(async ({ input }) => {
          try {
            return await calls.dashboard(input);
          } catch (failure) {
            throw new Error(failureText(intl, failure));
          }
        }),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { siteId: initialSiteId, ...lastWeek() } });
  const snapshot = useSelector(actor, (current) => current);
  const { period, dashboard, error } = snapshot.context;
  const layout = useCheckoutLayout(dashboard);
  const money = moneyIn(dashboard?.currency ?? '', intl.locale);
  const regions = useMemo(() => new Intl.DisplayNames([intl.locale], { type: 'region' }), [intl.locale]);

  const funnel = dashboard?.funnel;
  const counts = layout && funnel ? funnelOnLayout(layout, funnel) : null;
  return (
    <DashboardView
      sites={sites}
      siteId={period.siteId}
      from={period.from}
      to={period.to}
      status={snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'}
      error={error}
      dashboard={dashboard}
      money={money}
      zoneName={(zoneId) => regions.of(requireZone(zoneId).country) ?? String(zoneId)}
      funnel={
        funnel ? (
          <FunnelView
            sessions={funnel.sessions}
            steps={funnelSteps(funnel.states)}
            failureRate={failureRate(funnel.states)}
            diagram={layout && counts ? <LifecycleDiagram layout={layout} current="" visited={[]} label={intl.formatMessage({ id: 'funnel.diagram' })} nodeCounts={counts.nodeCounts} edgeCounts={counts.edgeCounts} /> : null}
          />
        ) : null
      }
      onSite={(siteId) => actor.send({ type: 'site.change', siteId })}
      onPeriod={(from, to) => actor.send({ type: 'period.change', from, to })}
      onRetry={() => actor.send({ type: 'dashboard.retry' })}
    />
  );
}

/** The checkout machine's diagram, laid out once its graph arrives (the layout library loads with it). */
function useCheckoutLayout(dashboard: Dashboard | null): DiagramLayout | null {
  const graph = dashboard?.funnel.graph ?? null;
  const [layout, setLayout] = useState<DiagramLayout | null>(null);
  useEffect(() => {
    if (!graph || layout) return;
    let current = true;
    void import('../machine-layout').then(({ layoutMachine }) => current && setLayout(layoutMachine(graph)));
    return () => {
      current = false;
    };
  }, [graph, layout]);
  return layout;
}
