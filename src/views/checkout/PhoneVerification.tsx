import { FormattedMessage } from 'react-intl';

/** What the code dialog shows: the checkout machine's verifying state, read by the page. */
export type VerificationStep = 'sending' | 'typing' | 'checking' | 'sendFailed' | 'expired' | 'tooManyAttempts';

export interface PhoneVerificationProps {
  step: VerificationStep;
  phone: string;
  code: string;
  /** Whether a new code may be asked now (the machine's cooldown is over, or the code ended). */
  canResend: boolean;
  /** Seconds between codes, for the waiting label. */
  resendIn: number;
  /** The last failure's message key, and the wrong code's tries left. */
  problem: { key: string; values?: Record<string, number> } | null;
  onCode: (code: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onCancel: () => void;
}

/**
 * The one-time code dialog of the order form (issue 16): the code typed in one field the phone
 * fills from the message (`autocomplete="one-time-code"`, a digit keyboard), a new code once the
 * cooldown allows, and the way back to the form to correct the number. Loaded only when a site
 * asks for a code.
 */
export default function PhoneVerification({ step, phone, code, canResend, resendIn, problem, onCode, onSubmit, onResend, onCancel }: PhoneVerificationProps) {
  const entering = step === 'typing' || step === 'checking';
  return (
    <div className="dialog-backdrop">
      <div className="dialog phone-verification" role="dialog" aria-modal="true" aria-labelledby="verification-title" aria-describedby="verification-text" onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
        <h2 id="verification-title" className="section-title">
          <FormattedMessage id="verification.title" />
        </h2>
        <p id="verification-text" aria-live="polite">
          <FormattedMessage id={step === 'sending' ? 'verification.sending' : 'verification.intro'} values={{ phone }} />
        </p>
        {entering && (
          <form
            className="phone-verification__form"
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            <label className="field">
              <span className="field__label">
                <FormattedMessage id="verification.codeLabel" />
              </span>
              <input
                className="field__input"
                name="code"
                value={code}
                onChange={(event) => onCode(event.target.value)}
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={6}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'verification-problem' : undefined}
                autoFocus
                required
              />
            </label>
            <button type="submit" className="button button--primary" disabled={step === 'checking'} aria-busy={step === 'checking'}>
              <FormattedMessage id="verification.submit" />
            </button>
          </form>
        )}
        {problem && (
          <p id="verification-problem" className="field__error" role="alert">
            <FormattedMessage id={problem.key} values={problem.values} />
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onResend} disabled={!canResend}>
            {canResend ? <FormattedMessage id="verification.resend" /> : <FormattedMessage id="verification.resendIn" values={{ seconds: resendIn }} />}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            <FormattedMessage id="checkout.change" />
          </button>
        </div>
      </div>
    </div>
  );
}
