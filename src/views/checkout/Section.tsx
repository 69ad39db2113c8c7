import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A step of the checkout: open (the shopper is answering it) or done (a one-line summary with a
 * "Change" button). Steps ahead of the current one are not shown yet.
 */
export function Section({ id, titleKey, open, summary, onChange, changeDisabled, children }: {
  id: string;
  titleKey: string;
  open: boolean;
  summary?: ReactNode;
  onChange?: () => void;
  changeDisabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={`card step${open ? ' step--open' : ''}`} aria-labelledby={id} data-testid={id}>
      <div className="step__head">
        <h2 id={id} className="section-title">
          <FormattedMessage id={titleKey} />
        </h2>
        {!open && onChange && (
          <button type="button" className="button button--link" onClick={onChange} disabled={changeDisabled}>
            <FormattedMessage id="checkout.change" />
          </button>
        )}
      </div>
      {open ? children : summary}
    </section>
  );
}
