import { FormattedMessage, useIntl } from 'react-intl';
import { isCurrencyCode, type CurrencyCode } from '../domain/money';
import { selectLineTotal, type CartLine, type CartNotice } from '../../machines/cart.machine';
import { Money } from './Money';
import { QuantityStepper, type QuantityLimits } from './QuantityStepper';
import { PriceTag } from './PriceTag';
import { rendition } from '../domain/renditions';

/** The cart: its lines, what they come to, and the way to checkout. */
export function CartView({ lines, notice, total, checkoutTotal = null, busy, quantityLimits, onQuantity, onRemove, onCheckout, onDismiss }: {
  lines: readonly CartLine[];
  notice: CartNotice;
  total: number;
  /** What the checkout will charge (null: not known yet). */
  checkoutTotal?: number | null;
  busy: boolean;
  /** What the owner lets a line's quantity do. */
  quantityLimits: (line: CartLine) => QuantityLimits;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  onCheckout: () => void;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  const currency: CurrencyCode | null = lines.map((line) => line.view?.currency).find((code): code is CurrencyCode => Boolean(code && isCurrencyCode(code))) ?? null;
  return (
    <div className="cart">
      {notice && (
        <p className="notice notice--warning" role="alert" data-testid="cart-notice">
          <FormattedMessage id={`cart.notice.${notice}`} />{' '}
          <button type="button" className="button button--link" onClick={onDismiss}>
            <FormattedMessage id="cart.dismiss" />
          </button>
        </p>
      )}
      {lines.length === 0 ? (
        <p className="card cart__empty" data-testid="cart-empty">
          <FormattedMessage id="cart.empty" />
        </p>
      ) : (
        <ul className="cart__lines">
          {lines.map((line) => (
            <li key={`${line.productId}:${line.kind}:${line.id}`} className="card cart-line">
              {line.view?.image && <img className="cart-line__image" src={rendition(line.view.image, 160)} alt="" width={72} height={72} />}
              <div className="cart-line__text">
                <p className="cart-line__title">{line.view?.title}</p>
                <p className="cart-line__name">{line.view?.name ?? line.id}</p>
                {line.view && isCurrencyCode(line.view.currency) && (
                  <PriceTag price={line.view.unitPrice} originalPrice={line.view.originalUnitPrice} currency={line.view.currency} size="small" />
                )}
                <QuantityStepper value={line.quantity} onChange={(quantity) => onQuantity(line, quantity)} {...quantityLimits(line)} />
                {line.view && isCurrencyCode(line.view.currency) && (
                  <p className="cart-line__total" data-testid="cart-line-total">
                    <FormattedMessage id="cart.lineTotal" values={{ amount: <Money amount={selectLineTotal(line)} currency={line.view.currency} /> }} />
                  </p>
                )}
              </div>
              <button type="button" className="button button--link" onClick={() => onRemove(line)} aria-label={intl.formatMessage({ id: 'cart.removeItem' }, { name: line.view?.name ?? line.id })}>
                <FormattedMessage id="cart.remove" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="submit-bar cart__checkout">
        {currency && lines.length > 0 && (
          <p className="cart__total">
            <FormattedMessage id="cart.itemsTotal" /> <Money amount={total} currency={currency} />
          </p>
        )}
        {currency && lines.length > 0 && checkoutTotal !== null && (
          <p className="cart__total cart__total--checkout" data-testid="cart-checkout-total">
            <FormattedMessage id="cart.checkoutTotal" /> <Money amount={checkoutTotal} currency={currency} />
          </p>
        )}
        <button type="button" className="button button--primary button--block" onClick={onCheckout} disabled={busy}>
          <FormattedMessage id="cart.checkout" />
        </button>
      </div>
    </div>
  );
}
