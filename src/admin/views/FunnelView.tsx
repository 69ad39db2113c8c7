import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FunnelStep } from '../../domain/funnel';

export interface FunnelViewProps {
  sessions: number;
  steps: readonly FunnelStep[];
  /** The share of submissions that failed on the network, null with none. */
  failureRate: number | null;
  /** The checkout diagram with the counts (laid out by the page), null while it loads. */
  diagram: ReactNode;
}

/** The checkout funnel: the steps with their sessions and drop-off, then the checkout machine's diagram with the counts. */
export function FunnelView({ sessions, steps, failureRate, diagram }: FunnelViewProps) {
  const intl = useIntl();
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section className="stack" aria-labelledby="funnel-title">
      <h2 id="funnel-title">{intl.formatMessage({ id: 'funnel.title' })}</h2>
      {sessions === 0 ? (
        <p>{intl.formatMessage({ id: 'funnel.none' })}</p>
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'funnel.sessions' }, { count: sessions })}</p>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'funnel.step' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'funnel.reached' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'funnel.dropOff' })}</th>
                </tr>
              </thead>
              <tbody>
                {steps.map((step) => (
                  <tr key={step.step} data-step={step.step}>
                    <th scope="row">{intl.formatMessage({ id: `funnel.step.${step.step}` })}</th>
                    <td>{intl.formatNumber(step.sessions)}</td>
                    <td>{step.dropOff === null ? '–' : percent(step.dropOff)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {failureRate === null ? null : <p>{intl.formatMessage({ id: 'funnel.failureRate' }, { rate: percent(failureRate) })}</p>}
        </>
      )}
      {diagram}
    </section>
  );
}
