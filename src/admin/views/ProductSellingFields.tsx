import { useIntl } from 'react-intl';
import type { DiscountField, DiscountForm } from '../../domain/product-form';
import { EditorField, EditorProblem } from './EditorField';

export interface RecommendOption {
  id: string;
  title: string;
}

export interface ProductSellingFieldsProps {
  discounts: readonly DiscountForm[];
  purchaseLimit: string;
  recommendedIds: readonly string[];
  siteDefault: boolean;
  /** The site's other products an owner may pick (null while they load). */
  recommendOptions: readonly RecommendOption[] | null;
  recommendMax: number;
  quantityMax: number;
  problems: Record<string, string>;
  canAddDiscount: boolean;
  onDiscount: (index: number, field: DiscountField, value: string) => void;
  onDiscountAdd: () => void;
  onDiscountRemove: (index: number) => void;
  onPurchaseLimit: (value: string) => void;
  onRecommended: (id: string) => void;
  onSiteDefault: (value: boolean) => void;
}

/** The editor's selling fields: quantity discounts, the purchase limit, recommended products, the site's home product. */
export function ProductSellingFields(props: ProductSellingFieldsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { problems } = props;
  const full = props.recommendedIds.length >= props.recommendMax;
  return (
    <fieldset>
      <legend>{t('catalog.selling')}</legend>
      <fieldset>
        <legend>{t('catalog.discounts')}</legend>
        <EditorProblem field="quantityDiscounts" problems={problems} />
        {props.discounts.map((tier, index) => (
          <fieldset key={index} className="choice" data-testid="discount">
            <legend>{t('catalog.discount', { n: index + 1 })}</legend>
            <EditorField field={`quantityDiscounts.${index}.minQuantity`} label={t('catalog.discount.minQuantity')} inputMode="numeric" value={tier.minQuantity} problem={problems[`quantityDiscounts.${index}.minQuantity`]} onChange={(next) => props.onDiscount(index, 'minQuantity', next)} required />
            <EditorField field={`quantityDiscounts.${index}.percentOff`} label={t('catalog.discount.percentOff')} adornment="%" inputMode="numeric" value={tier.percentOff} problem={problems[`quantityDiscounts.${index}.percentOff`]} onChange={(next) => props.onDiscount(index, 'percentOff', next)} required />
            <button type="button" className="button" onClick={() => props.onDiscountRemove(index)}>
              {t('catalog.discount.remove', { n: index + 1 })}
            </button>
          </fieldset>
        ))}
        <button type="button" className="button" onClick={props.onDiscountAdd} disabled={!props.canAddDiscount}>
          {t('catalog.discount.add')}
        </button>
      </fieldset>
      <EditorField field="purchaseLimit" label={t('catalog.purchaseLimit')} inputMode="numeric" hint={t('catalog.purchaseLimitHint', { max: props.quantityMax })} value={props.purchaseLimit} problem={problems.purchaseLimit} onChange={props.onPurchaseLimit} />
      <fieldset aria-describedby="pe-recommended-hint">
        <legend>{t('catalog.recommended')}</legend>
        <p id="pe-recommended-hint" className="muted">
          {t('catalog.recommendedHint', { max: props.recommendMax })}
        </p>
        <EditorProblem field="recommendedIds" problems={problems} />
        {props.recommendOptions === null ? (
          <p aria-busy="true">{t('app.loading')}</p>
        ) : props.recommendOptions.length === 0 ? (
          <p>{t('catalog.recommended.none')}</p>
        ) : (
          props.recommendOptions.map((option) => {
            const checked = props.recommendedIds.includes(option.id);
            return (
              <label key={option.id} className="checkbox">
                <input type="checkbox" name="recommended" value={option.id} checked={checked} disabled={!checked && full} onChange={() => props.onRecommended(option.id)} /> {option.title} <span className="muted">/{option.id}</span>
              </label>
            );
          })
        )}
      </fieldset>
      <label className="checkbox">
        <input type="checkbox" name="siteDefault" checked={props.siteDefault} onChange={(event) => props.onSiteDefault(event.target.checked)} /> {t('catalog.siteDefault')}
      </label>
    </fieldset>
  );
}
