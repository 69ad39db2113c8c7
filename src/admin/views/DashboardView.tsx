import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DashboardView as Dashboard, Figures } from '../../domain/contracts/admin-dashboard';
import { FIGURE_NAMES, returnToOriginRate } from '../../domain/dashboard';
import { FigureChart } from './FigureChart';
import { SitePicker, type SiteOption } from './SitePicker';

export interface DashboardViewProps {
  sites: readonly SiteOption[];
  siteId: string;
  from: string;
  to: string;
  status: 'loading' | 'ready' | 'failed';
  error: string | null;
  dashboard: Dashboard | null;
  /** The amount in the dashboard's currency, formatted. */
  money: (minor: number) => string;
  /** A zone's name for the operator. */
  zoneName: (zoneId: number) => string;
  /** The checkout funnel's section (built by the page). */
  funnel: ReactNode;
  onSite: (siteId: string) => void;
  onPeriod: (from: string, to: string) => void;
  onRetry: () => void;
}

/** The owner's day at a glance: the period's figures as charts and tables, per day, courier and zone, then the funnel. */
export function DashboardView(props: DashboardViewProps) {
  const { sites, siteId, from, to, status, error, dashboard, money, zoneName, funnel, onSite, onPeriod, onRetry } = props;
  const intl = useIntl();
  const name = (figure: string) => intl.formatMessage({ id: `dashboard.figure.${figure}` });
  const percent = (value: number | null) => (value === null ? '–' : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 }));
  const charts = useMemo(() => {
    if (!dashboard) return null;
    const days = dashboard.days.map((day) => day.day);
    return {
      days,
      orders: FIGURE_NAMES.map((figure) => ({ label: name(figure), values: dashboard.days.map((day) => day[figure]) })),
      cash: [{ label: name('cashCollected'), values: dashboard.days.map((day) => day.cashCollected) }],
      couriers: dashboard.couriers.map((courier) => courier.carrier),
      byCourier: (['dispatched', 'outForDelivery', 'delivered', 'refused'] as const).map((figure) => ({ label: name(figure), values: dashboard.couriers.map((courier) => courier[figure]) })),
    };
  }, [dashboard, intl]);

  const table = (caption: string, head: string, rows: { key: string; label: string; figures: Figures }[]) => (
    <div className="table-wrap">
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            {FIGURE_NAMES.map((figure) => (
              <th scope="col" key={figure}>
                {name(figure)}
              </th>
            ))}
            <th scope="col">{intl.formatMessage({ id: 'dashboard.rto' })}</th>
            <th scope="col">{name('cashCollected')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">{row.label}</th>
              {FIGURE_NAMES.map((figure) => (
                <td key={figure} data-figure={figure}>
                  {intl.formatNumber(row.figures[figure])}
                </td>
              ))}
              <td data-figure="rto">{percent(returnToOriginRate(row.figures))}</td>
              <td data-figure="cashCollected">{money(row.figures.cashCollected)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <div className="stack page">
      <h1>{intl.formatMessage({ id: 'section.dashboard' })}</h1>
      <form className="dashboard-period" onSubmit={(event) => event.preventDefault()}>
        <SitePicker sites={sites} siteId={siteId} onSite={onSite} />
        <label className="field">
          <span className="field__label">{intl.formatMessage({ id: 'dashboard.from' })}</span>
          <input type="date" name="from" value={from} max={to} onChange={(event) => onPeriod(event.target.value, to)} />
        </label>
        <label className="field">
          <span className="field__label">{intl.formatMessage({ id: 'dashboard.to' })}</span>
          <input type="date" name="to" value={to} min={from} onChange={(event) => onPeriod(from, event.target.value)} />
        </label>
      </form>
      {status === 'loading' ? <p role="status">{intl.formatMessage({ id: 'dashboard.loading' })}</p> : null}
      {status === 'failed' ? (
        <p role="alert">
          {error}{' '}
          <button type="button" className="button" onClick={onRetry}>
            {intl.formatMessage({ id: 'dashboard.retry' })}
          </button>
        </p>
      ) : null}
      {dashboard && charts ? (
        <>
          {table(intl.formatMessage({ id: 'dashboard.totals' }), intl.formatMessage({ id: 'dashboard.period' }), [{ key: 'totals', label: `${dashboard.from} – ${dashboard.to}`, figures: dashboard.totals }])}
          <div className="dashboard-charts">
            <FigureChart title={intl.formatMessage({ id: 'dashboard.byDay' })} kind="bar" labels={charts.days} series={charts.orders} />
            <FigureChart title={intl.formatMessage({ id: 'dashboard.cashByDay' })} kind="line" labels={charts.days} series={charts.cash} />
            {charts.couriers.length > 0 ? <FigureChart title={intl.formatMessage({ id: 'dashboard.byCourier' })} kind="bar" labels={charts.couriers} series={charts.byCourier} /> : null}
          </div>
          {dashboard.couriers.length > 0
            ? table(
                intl.formatMessage({ id: 'dashboard.byCourier' }),
                intl.formatMessage({ id: 'dashboard.courier' }),
                dashboard.couriers.map(({ carrier, ...figures }) => ({ key: carrier, label: carrier, figures })),
              )
            : null}
          {table(
            intl.formatMessage({ id: 'dashboard.byZone' }),
            intl.formatMessage({ id: 'dashboard.zone' }),
            dashboard.zones.map(({ zoneId, ...figures }) => ({ key: String(zoneId), label: zoneName(zoneId), figures })),
          )}
          {table(
            intl.formatMessage({ id: 'dashboard.byDay' }),
            intl.formatMessage({ id: 'dashboard.day' }),
            dashboard.days.map(({ day, ...figures }) => ({ key: day, label: day, figures })),
          )}
          {funnel}
        </>
      ) : null}
    </div>
  );
}
