import { FormattedMessage, useIntl } from 'react-intl';
import type { CurrencyCode } from '../domain/money';
import { salePrice, type Combo, type Sale, type Selection, type Sku } from '../domain/product';
import { PriceTag } from './PriceTag';
import { rendition } from '../domain/renditions';

export interface ChoicePickerProps {
  specificationType: string;
  skus: readonly Sku[];
  combos: readonly Combo[];
  currency: CurrencyCode;
  selection: Selection | null;
  onSelect: (kind: Selection['kind'], id: string) => void;
  /** Names of the sku ids, to list a combo's contents. */
  skuNames: Readonly<Record<string, string>>;
  /** A running sale: each price shows its share off. */
  sale?: Sale | null;
}

/** The sku and combo choice as one radio group: a native control, usable without script. */
export function ChoicePicker({ specificationType, skus, combos, currency, selection, onSelect, skuNames, sale }: ChoicePickerProps) {
  const intl = useIntl();
  const isChosen = (kind: Selection['kind'], id: string) => selection?.kind === kind && selection.id === id;
  return (
    <fieldset className="choices">
      <legend className="choices__legend">{specificationType || intl.formatMessage({ id: 'product.chooseSku' })}</legend>
      {skus.map((sku) => (
        <label key={sku.id} className={`choice${isChosen('sku', sku.id) ? ' choice--chosen' : ''}`}>
          <input
            type="radio"
            name="choice"
            value={`sku:${sku.id}`}
            checked={isChosen('sku', sku.id)}
            onChange={() => onSelect('sku', sku.id)}
          />
          {sku.image && <img className="choice__image" src={rendition(sku.image, 160)} alt="" width={64} height={64} loading="lazy" />}
          <span className="choice__text">
            <span className="choice__name">{sku.name}</span>
            <PriceTag price={salePrice(sku.price, sale)} originalPrice={sku.originalPrice} currency={currency} size="small" />
          </span>
        </label>
      ))}
      {combos.length > 0 && (
        <p className="choices__group">
          <FormattedMessage id="product.chooseCombo" />
        </p>
      )}
      {combos.map((combo) => (
        <label key={combo.id} className={`choice choice--combo${isChosen('combo', combo.id) ? ' choice--chosen' : ''}`}>
          <input
            type="radio"
            name="choice"
            value={`combo:${combo.id}`}
            checked={isChosen('combo', combo.id)}
            onChange={() => onSelect('combo', combo.id)}
          />
          {combo.image && <img className="choice__image" src={rendition(combo.image, 160)} alt="" width={64} height={64} loading="lazy" />}
          <span className="choice__text">
            <span className="choice__name">{combo.name}</span>
            <span className="choice__parts">
              {combo.components.map((part) => `${skuNames[part.skuId] ?? part.skuId} × ${part.qty}`).join(' + ')}
            </span>
            <PriceTag price={salePrice(combo.price, sale)} originalPrice={combo.originalPrice} currency={currency} size="small" />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
