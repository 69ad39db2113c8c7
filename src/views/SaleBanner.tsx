import { FormattedMessage } from 'react-intl';

export interface SaleView {
  kind: 'limited' | 'flash';
  percentOff: number;
  /** Time left, or null once the sale is over. */
  left: { days: number; hours: number; minutes: number; seconds: number } | null;
}

const two = (value: number) => String(value).padStart(2, '0');

/** A sale and its countdown to the real end time (spec §4: flash sales and limited-time offers). */
export function SaleBanner({ sale }: { sale: SaleView }) {
  if (!sale.left) {
    return (
      <p className="sale sale--over" role="status" data-testid="sale-over">
        <FormattedMessage id="sale.over" />
      </p>
    );
  }
  const { days, hours, minutes, seconds } = sale.left;
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  return (
    <p className={`sale sale--${sale.kind}`} data-testid="sale">
      <span className="sale__name">
        <FormattedMessage id={`sale.${sale.kind}`} values={{ percent: sale.percentOff }} />
      </span>
      <span className="sale__left">
        <FormattedMessage
          id="sale.endsIn"
          values={{
            time: (
              <span role="timer" aria-live="off" className="sale__clock" data-testid="sale-clock">
                {days > 0 && (
                  <>
                    <FormattedMessage id="sale.days" values={{ days }} />{' '}
                  </>
                )}
                <bdi dir="ltr">{clock}</bdi>
              </span>
            ),
          }}
        />
      </span>
    </p>
  );
}
