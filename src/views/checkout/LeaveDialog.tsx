import { FormattedMessage } from 'react-intl';

/**
 * The cancel-order prompt (spec §4): cancel anyway? With `sellOutWarning` (a site setting, off by
 * default in the EU) it also says the popular item may sell out soon.
 */
export function LeaveDialog({ onStay, onLeave, stayKey = 'checkout.leaveStay', sellOutWarning = false }: { onStay: () => void; onLeave: () => void; stayKey?: string; sellOutWarning?: boolean }) {
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="leave-title" aria-describedby="leave-text" onKeyDown={(event) => event.key === 'Escape' && onStay()}>
        <h2 id="leave-title" className="section-title">
          <FormattedMessage id="checkout.leaveTitle" />
        </h2>
        <p id="leave-text">
          <FormattedMessage id={sellOutWarning ? 'checkout.leaveText' : 'checkout.leaveTextPlain'} />
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onStay} autoFocus>
            <FormattedMessage id={stayKey} />
          </button>
          <button type="button" className="button button--secondary" onClick={onLeave}>
            <FormattedMessage id="checkout.leaveConfirm" />
          </button>
        </div>
      </div>
    </div>
  );
}
