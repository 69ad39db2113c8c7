import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The consent banner: what is asked, and two equal buttons (the same size, style and weight:
 * rejecting is exactly as easy as accepting).
 */
export function ConsentBanner({ onAccept, onReject }: { onAccept: () => void; onReject: () => void }) {
  const intl = useIntl();
  return (
    <section className="consent" role="region" aria-label={intl.formatMessage({ id: 'consent.label' })} data-testid="consent-banner">
      <h2 className="consent__title">
        <FormattedMessage id="consent.title" />
      </h2>
      <p className="consent__body">
        <FormattedMessage id="consent.body" />
      </p>
      <div className="consent__actions">
        <button type="button" className="button button--secondary" onClick={onReject}>
          <FormattedMessage id="consent.reject" />
        </button>
        <button type="button" className="button button--secondary" onClick={onAccept}>
          <FormattedMessage id="consent.accept" />
        </button>
      </div>
    </section>
  );
}
