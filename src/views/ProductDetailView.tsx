import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { Product, Selection } from '../domain/product';
import type { Totals } from '../domain/pricing';
import type { Zone } from '../domain/zones';
import { ChoicePicker } from './ChoicePicker';
import { Money } from './Money';
import { PriceTag } from './PriceTag';
import { ProductGallery } from './ProductGallery';
import { QuantityStepper } from './QuantityStepper';
import { Reviews } from './Reviews';

export interface ProductDetailViewProps {
  product: Product;
  zone: Zone;
  /** The cheapest way to buy: the headline price. */
  fromPrice: { price: number; originalPrice: number };
  selection: Selection | null;
  totals: Totals | null;
  onSelect: (kind: Selection['kind'], id: string) => void;
  onQuantity: (quantity: number) => void;
  /** Where "Buy now" goes; a real link, so it works before the page's script has loaded. */
  buyHref: string;
  onBuy: () => void;
  onAddToCart: () => void;
  /** The delivery-date range, YYYY-MM-DD~YYYY-MM-DD. */
  deliveryRange: string;
}

/** The landing page: everything a shopper from an ad needs to decide, then one button. */
export function ProductDetailView({ product, zone, fromPrice, selection, totals, onSelect, onQuantity, buyHref, onBuy, onAddToCart, deliveryRange }: ProductDetailViewProps) {
  const intl = useIntl();
  const skuNames = Object.fromEntries(product.skus.map((sku) => [sku.id, sku.name]));
  return (
    <article className="product">
      <ProductGallery images={product.banners} />
      <div className="product__body">
        <h1 className="product__title">{product.title}</h1>
        {product.introductoryTitle && <p className="product__intro">{product.introductoryTitle}</p>}
        <PriceTag price={fromPrice.price} originalPrice={fromPrice.originalPrice} currency={product.currency} />
        <p className="product__meta">
          {product.reviewCount > 0 && (
            <span className="product__rating">
              ★ <FormattedNumber value={product.averageScore} maximumFractionDigits={1} />{' '}
              <span className="muted">
                <FormattedMessage id="product.reviewCount" values={{ count: product.reviewCount }} />
              </span>
            </span>
          )}
          <span className="product__sold">
            <FormattedMessage id="product.soldCount" values={{ count: product.saleQty }} />
          </span>
        </p>

        <ul className="perks">
          <li>
            <FormattedMessage id="perk.cod" />
          </li>
          <li>
            {product.freight === 0 ? (
              <FormattedMessage id="perk.freeShipping" />
            ) : (
              <FormattedMessage id="perk.shippingFee" values={{ amount: <Money amount={product.freight} currency={product.currency} /> }} />
            )}
          </li>
          <li>
            <FormattedMessage id="perk.returns" values={{ days: zone.returnDays }} />
          </li>
          <li>
            <FormattedMessage id="perk.delivery" values={{ range: <bdi dir="ltr">{deliveryRange}</bdi> }} />
          </li>
        </ul>

        <form
          className="buy"
          action={buyHref}
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            onBuy();
          }}
        >
          <ChoicePicker
            specificationType={product.specificationType}
            skus={product.skus}
            combos={product.combos}
            currency={product.currency}
            selection={selection}
            onSelect={onSelect}
            skuNames={skuNames}
          />
          <QuantityStepper value={selection?.quantity ?? 1} onChange={onQuantity} />
          <div className="buy-bar">
            {totals && (
              <p className="buy-bar__total">
                <span className="muted">
                  <FormattedMessage id="product.itemsTotal" />
                </span>{' '}
                <Money amount={totals.subtotal} currency={product.currency} />
              </p>
            )}
            <button type="button" className="button button--secondary buy-bar__cart" disabled={!selection} onClick={onAddToCart}>
              <FormattedMessage id="product.addToCart" />
            </button>
            <button type="submit" className="button button--primary buy-bar__button" disabled={!selection}>
              <FormattedMessage id="product.buyNow" />
            </button>
          </div>
        </form>

        {product.description.length > 0 && (
          <section className="description" aria-label={intl.formatMessage({ id: 'product.description' })}>
            {product.description.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
        )}
        <Reviews reviews={product.reviews} count={product.reviewCount} average={product.averageScore} />
      </div>
    </article>
  );
}
