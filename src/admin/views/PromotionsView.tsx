import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SitePicker, type SiteOption } from './SitePicker';
import { MAX_PER_SHOPPER } from '../../domain/coupons';

export interface SaleRow {
  id: string;
  state: 'scheduled' | 'running' | 'ended';
  percentOff: number;
  startsAt: string;
  endsAt: string;
}

export interface CouponRow {
  id: string;
  kind: 'amount' | 'percent';
  /** Formatted: in the site's currency, or as a percentage. */
  value: string;
  minOrder: string;
  startsAt: string | null;
  endsAt: string | null;
  totalLimit: number | null;
  /** How many times each shopper may receive and use it. */
  perShopperLimit: number;
  claimed: number;
  status: 'active' | 'retired';
}

/** The sold count the product page shows, and how it is chosen (as the server has it). */
export interface SoldCountRow {
  mode: 'default' | 'fixed' | 'real';
  real: number;
  shown: number;
  /** The spec's default number. */
  standard: number;
}

export interface SoldCountForm {
  mode: 'default' | 'fixed' | 'real';
  fixed: string;
}

export interface SaleForm {
  percent: string;
  startsAt: string;
  endsAt: string;
}

export interface CouponForm {
  kind: 'amount' | 'percent';
  value: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  totalLimit: string;
  /** Empty: once per shopper. */
  perShopper: string;
}

export interface PromotionsViewProps {
  /** null while the sites load. */
  sites: readonly SiteOption[] | null;
  siteId: string | null;
  /** null while the site's products load. */
  products: readonly SiteOption[] | null;
  productId: string | null;
  currency: string | null;
  /** null while the product's promotions load. */
  sales: readonly SaleRow[] | null;
  coupons: readonly CouponRow[] | null;
  /** null while it loads. */
  soldCount: SoldCountRow | null;
  soldCountForm: SoldCountForm;
  soldCountError: string | null;
  error: string | null;
  notice: string | null;
  /** What is being sent: 'sale', 'coupon', 'soldCount', or the id of a sale being ended or a coupon being retired. */
  busy: string | null;
  saleForm: SaleForm;
  saleError: string | null;
  couponForm: CouponForm;
  couponError: string | null;
  /** The sale whose "end now" waits for a confirmation. */
  confirmEnd: string | null;
  onSite: (siteId: string) => void;
  onProduct: (productId: string) => void;
  onSaleForm: (form: SaleForm) => void;
  onStartSale: () => void;
  onEndAsk: (saleId: string | null) => void;
  onEndSale: (saleId: string) => void;
  onCouponForm: (form: CouponForm) => void;
  onAddCoupon: () => void;
  onRetire: (couponId: string) => void;
  onSoldCountForm: (form: SoldCountForm) => void;
  onSaveSoldCount: () => void;
}

/** The Promotions section: a site and product picker, the product's flash sales and coupons, and their forms. */
export function PromotionsView(props: PromotionsViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const when = (value: string | null) => (value ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const { sites, products, saleForm, couponForm, soldCountForm, busy } = props;
  const submit = (handler: () => void) => (event: FormEvent) => {
    event.preventDefault();
    handler();
  };
  return (
    <section className="page" aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('section.promotions')}</h1>
      <div role="alert" className={props.error ? 'alert' : 'alert alert--empty'}>
        {props.error}
      </div>
      <div role="status" className={props.notice ? 'notice' : 'notice notice--empty'}>
        {props.notice}
      </div>
      {sites === null ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : (
        <div className="toolbar">
          <SitePicker sites={sites} siteId={props.siteId} onSite={props.onSite} />
          {products === null ? (
            <p aria-busy="true">{t('app.loading')}</p>
          ) : products.length === 0 ? (
            <p>{t('catalog.none')}</p>
          ) : (
            <label className="field">
              <span className="field__label">{t('promotions.product')}</span>
              <select value={props.productId ?? ''} onChange={(event) => props.onProduct(event.target.value)}>
                {products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.label}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
      {props.productId === null ? null : (
        <>
          <section aria-labelledby="sales-title">
            <h2 id="sales-title">{t('promotions.sales')}</h2>
            {props.sales === null ? (
              <p aria-busy="true">{t('app.loading')}</p>
            ) : props.sales.length === 0 ? (
              <p>{t('promotions.noSales')}</p>
            ) : (
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('promotions.state')}</th>
                      <th scope="col">{t('promotions.percentOff')}</th>
                      <th scope="col">{t('promotions.startsAt')}</th>
                      <th scope="col">{t('promotions.endsAt')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('promotions.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {props.sales.map((sale) => (
                      <tr key={sale.id} data-testid="sale-row">
                        <td>{t(`promotions.state.${sale.state}`)}</td>
                        <td>{sale.percentOff}%</td>
                        <td>{when(sale.startsAt)}</td>
                        <td>{when(sale.endsAt)}</td>
                        <td>
                          {sale.state === 'ended' ? null : props.confirmEnd === sale.id ? (
                            <span role="group" aria-label={t('promotions.endConfirm')}>
                              {t('promotions.endConfirm')}{' '}
                              <button type="button" className="button button--danger" disabled={busy !== null} onClick={() => props.onEndSale(sale.id)}>
                                {busy === sale.id ? t('promotions.ending') : t('promotions.endYes')}
                              </button>{' '}
                              <button type="button" className="button" disabled={busy !== null} onClick={() => props.onEndAsk(null)}>
                                {t('promotions.cancel')}
                              </button>
                            </span>
                          ) : (
                            <button type="button" className="button" disabled={busy !== null} onClick={() => props.onEndAsk(sale.id)}>
                              {t('promotions.endNow')}
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <form className="form" aria-labelledby="sale-form-title" onSubmit={submit(props.onStartSale)} noValidate>
              <h3 id="sale-form-title">{t('promotions.startSale')}</h3>
              <div role="alert" className={props.saleError ? 'alert' : 'alert alert--empty'}>
                {props.saleError}
              </div>
              <label className="field">
                <span className="field__label">{t('promotions.percentOff')}</span>
                <input type="number" inputMode="numeric" min={1} max={99} required value={saleForm.percent} onChange={(event) => props.onSaleForm({ ...saleForm, percent: event.target.value })} />
              </label>
              <label className="field">
                <span className="field__label">{t('promotions.startsAtOptional')}</span>
                <input type="datetime-local" value={saleForm.startsAt} onChange={(event) => props.onSaleForm({ ...saleForm, startsAt: event.target.value })} />
              </label>
              <label className="field">
                <span className="field__label">{t('promotions.endsAt')}</span>
                <input type="datetime-local" required value={saleForm.endsAt} onChange={(event) => props.onSaleForm({ ...saleForm, endsAt: event.target.value })} />
              </label>
              <button type="submit" className="button button--primary" disabled={busy !== null}>
                {busy === 'sale' ? t('promotions.sending') : t('promotions.startSaleSubmit')}
              </button>
            </form>
          </section>
          <section aria-labelledby="coupons-title">
            <h2 id="coupons-title">{t('promotions.coupons')}</h2>
            {props.coupons === null ? (
              <p aria-busy="true">{t('app.loading')}</p>
            ) : props.coupons.length === 0 ? (
              <p>{t('promotions.noCoupons')}</p>
            ) : (
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('promotions.kind')}</th>
                      <th scope="col">{t('promotions.value')}</th>
                      <th scope="col">{t('promotions.minOrder')}</th>
                      <th scope="col">{t('promotions.startsAt')}</th>
                      <th scope="col">{t('promotions.endsAt')}</th>
                      <th scope="col">{t('promotions.limit')}</th>
                      <th scope="col">{t('promotions.perShopper')}</th>
                      <th scope="col">{t('promotions.claimed')}</th>
                      <th scope="col">{t('promotions.status')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('promotions.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {props.coupons.map((coupon) => (
                      <tr key={coupon.id} data-testid="coupon-row">
                        <td>{t(`promotions.kind.${coupon.kind}`)}</td>
                        <td>{coupon.value}</td>
                        <td>{coupon.minOrder}</td>
                        <td>{when(coupon.startsAt)}</td>
                        <td>{when(coupon.endsAt)}</td>
                        <td>{coupon.totalLimit ?? t('promotions.noLimit')}</td>
                        <td>{t('promotions.perShopperTimes', { count: coupon.perShopperLimit })}</td>
                        <td>{coupon.claimed}</td>
                        <td>{t(`promotions.status.${coupon.status}`)}</td>
                        <td>
                          {coupon.status === 'active' ? (
                            <button type="button" className="button" disabled={busy !== null} onClick={() => props.onRetire(coupon.id)}>
                              {busy === coupon.id ? t('promotions.retiring') : t('promotions.retire')}
                            </button>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <form className="form" aria-labelledby="coupon-form-title" onSubmit={submit(props.onAddCoupon)} noValidate>
              <h3 id="coupon-form-title">{t('promotions.newCoupon')}</h3>
              <div role="alert" className={props.couponError ? 'alert' : 'alert alert--empty'}>
                {props.couponError}
              </div>
              <label className="field">
                <span className="field__label">{t('promotions.kind')}</span>
                <select value={couponForm.kind} onChange={(event) => props.onCouponForm({ ...couponForm, kind: event.target.value === 'percent' ? 'percent' : 'amount' })}>
                  <option value="amount">{t('promotions.kind.amount')}</option>
                  <option value="percent">{t('promotions.kind.percent')}</option>
                </select>
              </label>
              <label className="field">
                <span className="field__label">{couponForm.kind === 'percent' ? t('promotions.valuePercent') : t('promotions.valueAmount', { currency: props.currency ?? '' })}</span>
                <input inputMode="decimal" required value={couponForm.value} onChange={(event) => props.onCouponForm({ ...couponForm, value: event.target.value })} />
              </label>
              <label className="field">
                <span className="field__label">{t('promotions.minOrderIn', { currency: props.currency ?? '' })}</span>
                <input inputMode="decimal" value={couponForm.minOrder} onChange={(event) => props.onCouponForm({ ...couponForm, minOrder: event.target.value })} />
              </label>
              <label className="field">
                <span className="field__label">{t('promotions.startsAtOptional')}</span>
                <input type="datetime-local" value={couponForm.startsAt} onChange={(event) => props.onCouponForm({ ...couponForm, startsAt: event.target.value })} />
              </label>
              <label className="field">
                <span className="field__label">{t('promotions.endsAtOptional')}</span>
                <input type="datetime-local" value={couponForm.endsAt} onChange={(event) => props.onCouponForm({ ...couponForm, endsAt: event.target.value })} />
              </label>
              <label className="field">
                <span className="field__label">{t('promotions.limitOptional')}</span>
                <input type="number" inputMode="numeric" min={1} value={couponForm.totalLimit} onChange={(event) => props.onCouponForm({ ...couponForm, totalLimit: event.target.value })} />
              </label>
              <label className="field">
                <span className="field__label">{t('promotions.perShopperOptional')}</span>
                <input type="number" inputMode="numeric" min={1} max={MAX_PER_SHOPPER} value={couponForm.perShopper} onChange={(event) => props.onCouponForm({ ...couponForm, perShopper: event.target.value })} />
              </label>
              <button type="submit" className="button button--primary" disabled={busy !== null}>
                {busy === 'coupon' ? t('promotions.sending') : t('promotions.newCouponSubmit')}
              </button>
            </form>
          </section>
          <section aria-labelledby="sold-count-title">
            <h2 id="sold-count-title">{t('promotions.soldCount')}</h2>
            {props.soldCount === null ? (
              <p aria-busy="true">{t('app.loading')}</p>
            ) : (
              <form className="form" aria-labelledby="sold-count-title" onSubmit={submit(props.onSaveSoldCount)} noValidate>
                <p data-testid="sold-count-shown">{t('promotions.soldCountShown', { count: props.soldCount.shown })}</p>
                <div role="alert" className={props.soldCountError ? 'alert' : 'alert alert--empty'}>
                  {props.soldCountError}
                </div>
                <fieldset>
                  <legend>{t('promotions.soldCountMode')}</legend>
                  {(['default', 'fixed', 'real'] as const).map((mode) => (
                    <label key={mode} className="radio-line">
                      <input type="radio" name="sold-count-mode" value={mode} checked={soldCountForm.mode === mode} onChange={() => props.onSoldCountForm({ ...soldCountForm, mode })} />{' '}
                      {t(`promotions.soldCount.${mode}`, { count: mode === 'real' ? props.soldCount!.real : props.soldCount!.standard })}
                    </label>
                  ))}
                </fieldset>
                {soldCountForm.mode === 'fixed' && (
                  <label className="field">
                    <span className="field__label">{t('promotions.soldCountFixed')}</span>
                    <input type="number" inputMode="numeric" min={0} required value={soldCountForm.fixed} onChange={(event) => props.onSoldCountForm({ ...soldCountForm, fixed: event.target.value })} />
                  </label>
                )}
                <button type="submit" className="button button--primary" disabled={busy !== null}>
                  {busy === 'soldCount' ? t('promotions.sending') : t('promotions.soldCountSubmit')}
                </button>
              </form>
            )}
          </section>
        </>
      )}
    </section>
  );
}
