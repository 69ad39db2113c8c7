import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { CurrencyCode } from '../domain/money';
import { Money } from './Money';

export interface CouponView {
  id: string;
  threshold: number;
  amount: number;
  /** A percent coupon: this share of the goods off (shown instead of `amount`). */
  percentOff?: number;
  state: 'obtainable' | 'claiming' | 'received' | 'failed';
}

/** A product's coupons (spec §4: obtainable, then received; once each). */
export function CouponList({ coupons, currency, onClaim }: { coupons: readonly CouponView[]; currency: CurrencyCode; onClaim: (id: string) => void }) {
  if (coupons.length === 0) return null;
  return (
    <section className="coupons" aria-labelledby="coupons-title">
      <h2 id="coupons-title" className="visually-hidden">
        <FormattedMessage id="coupon.title" />
      </h2>
      <ul className="coupons__list">
        {coupons.map((coupon) => (
          <li key={coupon.id} className={`coupon coupon--${coupon.state}`} data-testid={`coupon-${coupon.id}`}>
            <p className="coupon__value">
              {coupon.percentOff === undefined ? <Money amount={coupon.amount} currency={currency} /> : <FormattedNumber value={coupon.percentOff / 100} style="percent" />}
            </p>
            <p className="coupon__rule">
              <FormattedMessage id="coupon.rule" values={{ threshold: <Money amount={coupon.threshold} currency={currency} /> }} />
            </p>
            {coupon.state === 'received' ? (
              <p className="coupon__received">
                <FormattedMessage id="coupon.receivedBadge" />
              </p>
            ) : (
              <button type="button" className="button coupon__claim" disabled={coupon.state === 'claiming'} aria-busy={coupon.state === 'claiming' || undefined} onClick={() => onClaim(coupon.id)}>
                <FormattedMessage id={coupon.state === 'failed' ? 'coupon.retry' : 'coupon.claim'} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
