import { FormattedMessage } from 'react-intl';

export type PaymentResultPhase = 'checking' | 'waiting' | 'success' | 'failure';

/** The payment result (spec §2): waiting, success or failure, with "continue paying" and "payment finished". */
export function PaymentResultView({ phase, canContinue, onContinue, onFinished }: {
  phase: PaymentResultPhase;
  canContinue: boolean;
  onContinue: () => void;
  onFinished: () => void;
}) {
  return (
    <section className={`card payment-result payment-result--${phase}`} aria-live="polite" data-testid="payment-result">
      <h2 className="section-title" data-testid="payment-result-title">
        <FormattedMessage id={`paymentResult.${phase}`} />
      </h2>
      <p className="muted">
        <FormattedMessage id={`paymentResult.${phase}.text`} />
      </p>
      {phase !== 'success' && (
        <div className="actions">
          {canContinue && (
            <button type="button" className="button button--primary" onClick={onContinue}>
              <FormattedMessage id="paymentResult.continue" />
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onFinished} disabled={phase === 'checking'}>
            <FormattedMessage id="paymentResult.finished" />
          </button>
        </div>
      )}
    </section>
  );
}
