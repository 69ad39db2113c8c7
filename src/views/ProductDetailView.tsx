import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { HeadlinePrice, Product, Selection } from '../domain/product';
import type { Totals } from '../domain/pricing';
import type { Zone } from '../domain/zones';
import { ChoicePicker } from './ChoicePicker';
import { Money } from './Money';
import { PriceTag } from './PriceTag';
import { ProductGallery } from './ProductGallery';
import { QuantityStepper, type QuantityLimits } from './QuantityStepper';
import { DateRangeText } from './DateRangeText';
import { Reviews, type ReviewsProps } from './Reviews';
import { SaleBanner, type SaleView } from './SaleBanner';
import { CouponList, type CouponView } from './CouponList';
import { ProductCards } from './ProductCards';
import { ContactBlock } from './ContactBlock';
import type { SiteInfo } from '../domain/site';
import { HydrateLater } from './HydrateLater';

export interface ProductDetailViewProps {
  product: Product;
  zone: Zone;
  /** The headline price (domain headlinePrice: the same as the product's cards show). */
  fromPrice: HeadlinePrice;
  selection: Selection | null;
  totals: Totals | null;
  onSelect: (kind: Selection['kind'], id: string) => void;
  onQuantity: (quantity: number) => void;
  /** What the page lets the quantity do (without it, both ways: the page clamps what it gets). */
  quantityLimits?: QuantityLimits;
  /** Where "Buy now" goes; a real link, so it works before the page's script has loaded. */
  buyHref: string;
  onBuy: () => void;
  onAddToCart: () => void;
  /** The delivery-date range, YYYY-MM-DD~YYYY-MM-DD. */
  deliveryRange: string;
  /** The running sale and its countdown (null: no sale). */
  sale: SaleView | null;
  /** Shown in place of the sale's banner: the app's, whose clock ticks on its own (without it, `sale` as it is). */
  saleBanner?: ReactNode;
  coupons: readonly CouponView[];
  onClaimCoupon: (id: string) => void;
  reviews: Omit<ReviewsProps, 'count' | 'average' | 'satisfaction'>;
  site: Pick<SiteInfo, 'contacts' | 'company'>;
  /** A recommended product's page. */
  productHref: (id: string) => string;
  onCopyContact?: (kind: 'name' | 'contact', value: string) => void;
}

/** The landing page: everything a shopper from an ad needs to decide, then one button. */
export function ProductDetailView(props: ProductDetailViewProps) {
  const { product, zone, fromPrice, selection, totals, onSelect, onQuantity, quantityLimits, buyHref, onBuy, onAddToCart, deliveryRange, sale } = props;
  const running = sale?.left ? product.sale : null;
  const intl = useIntl();
  const skuNames = Object.fromEntries(product.skus.map((sku) => [sku.id, sku.name]));
  return (
    <article className="product">
      {/* The first screen, after the header; then the rest of the page, a part a turn. */}
      <HydrateLater turn={3}>
        <ProductGallery images={product.banners} />
      </HydrateLater>
      <div className="product__body">
        <HydrateLater turn={3}>
          <h1 className="product__title">{product.title}</h1>
          {product.introductoryTitle && <p className="product__intro">{product.introductoryTitle}</p>}
          <PriceTag price={fromPrice.price} originalPrice={fromPrice.originalPrice} from={fromPrice.from} currency={product.currency} />
          {running && product.lowestPrice30d != null && (
            <p className="product__lowest muted small">
              <FormattedMessage id="product.lowestPrice30d" values={{ price: <Money amount={product.lowestPrice30d} currency={product.currency} /> }} />
            </p>
          )}
          {sale && (props.saleBanner ?? <SaleBanner sale={sale} />)}
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
        </HydrateLater>

        <HydrateLater turn={4}>
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
            {product.remoteAreasPostage > 0 && zone.remotePostalCodes && (
              <li>
                <FormattedMessage id="perk.remotePostage" values={{ amount: <Money amount={product.remoteAreasPostage} currency={product.currency} /> }} />
              </li>
            )}
            {product.serviceCharge > 0 && (
              <li>
                <FormattedMessage id="perk.serviceCharge" values={{ amount: <Money amount={product.serviceCharge} currency={product.currency} /> }} />
              </li>
            )}
            <li>
              <FormattedMessage id="perk.returns" values={{ days: zone.returnDays }} />
            </li>
            <li>
              <FormattedMessage id="perk.delivery" values={{ range: <DateRangeText range={deliveryRange} /> }} />
            </li>
          </ul>

          <CouponList coupons={props.coupons} currency={product.currency} onClaim={props.onClaimCoupon} />
        </HydrateLater>

        <HydrateLater turn={5}>
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
              sale={running}
            />
            {product.sizeChart && (
              <details className="size-chart">
                <summary>
                  <FormattedMessage id="product.sizeChart" />
                </summary>
                <img src={product.sizeChart} alt={intl.formatMessage({ id: 'product.sizeChart' })} width={900} height={600} loading="lazy" decoding="async" />
              </details>
            )}
            <QuantityStepper value={selection?.quantity ?? 1} onChange={onQuantity} {...quantityLimits} />
            <div className="buy-bar">
              {totals && (
                <p className="buy-bar__total">
                  <span className="muted">
                    <FormattedMessage id="product.itemsTotal" />
                  </span>{' '}
                  <Money amount={totals.subtotal - totals.discount - totals.activityDeduction} currency={product.currency} />
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
        </HydrateLater>

        <HydrateLater turn={6}>
          {product.description.length > 0 && (
            <section className="description" aria-label={intl.formatMessage({ id: 'product.description' })}>
              {product.description.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
          )}
          <Reviews {...props.reviews} count={product.reviewCount} average={product.averageScore} satisfaction={product.satisfaction ?? 0} />
        </HydrateLater>

        <HydrateLater turn={7}>
          {product.recommended && product.recommended.length > 0 && (
            <section className="recommended" aria-labelledby="recommended-title">
              <h2 id="recommended-title" className="section-title">
                <FormattedMessage id="product.recommended" />
              </h2>
              <ProductCards cards={product.recommended} currency={product.currency} hrefOf={props.productHref} />
            </section>
          )}
          <ContactBlock contacts={props.site.contacts} company={props.site.company} callingCode={zone.callingCode} onCopied={props.onCopyContact} />
        </HydrateLater>
      </div>
    </article>
  );
}
