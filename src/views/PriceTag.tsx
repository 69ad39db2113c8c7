import { FormattedMessage } from 'react-intl';
import type { CurrencyCode } from '../domain/money';
import { percentOff } from '../domain/product';
import { Money } from './Money';

export interface PriceTagProps {
  price: number;
  originalPrice: number;
  currency: CurrencyCode;
  size?: 'large' | 'small';
  /** Other choices cost differently: the price reads "from". */
  from?: boolean;
}

/** The special price, the crossed-out original price and the saving, as shoppers expect. */
export function PriceTag({ price, originalPrice, currency, size = 'large', from = false }: PriceTagProps) {
  const percent = percentOff(price, originalPrice);
  const discounted = percent > 0;
  const now = <Money className="price__now" amount={price} currency={currency} />;
  return (
    <p className={`price price--${size}`}>
      <span className="visually-hidden">
        <FormattedMessage id="product.specialPrice" />
      </span>
      {from ? (
        // The word "from" goes where the language puts it: "from $5", "¥5から", "NT$5 起".
        <span className="price__from">
          <FormattedMessage id="product.fromPrice" values={{ price: now }} />
        </span>
      ) : (
        now
      )}
      {discounted && (
        <>
          <span className="visually-hidden">
            <FormattedMessage id="product.originalPrice" />
          </span>
          <del className="price__was">
            <Money amount={originalPrice} currency={currency} />
          </del>
          <span className="price__off">
            <FormattedMessage id="product.percentOff" values={{ percent }} />
          </span>
        </>
      )}
    </p>
  );
}
