import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PickupStore } from '../../domain/order';
import type { FieldError } from '../../domain/recipient';
import { FieldMessage } from '../FieldMessage';

export interface StoreOption {
  id: string;
  name: string;
  address: string;
}

/**
 * Choosing the pickup store: search by city, district or name, pick one from the list. The
 * chosen store stays shown; searching again replaces it only when another is picked.
 */
export function StorePicker({ brandKey, query, searching, results, chosen, error, onQuery, onChoose }: {
  brandKey: string;
  query: string;
  searching: boolean;
  results: readonly StoreOption[] | null;
  chosen: PickupStore | null;
  error?: FieldError;
  onQuery: (query: string) => void;
  onChoose: (store: StoreOption) => void;
}) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className={`store-picker field${error ? ' field--invalid' : ''}`}>
      {chosen && (
        <p className="store-picker__chosen" data-testid="chosen-store">
          <strong>{chosen.name}</strong>
          <span className="muted">{chosen.address}</span>
        </p>
      )}
      <label className="field__label" htmlFor={inputId}>
        <FormattedMessage id={chosen ? 'store.searchAnother' : 'store.search'} values={{ brand: intl.formatMessage({ id: brandKey }) }} />
      </label>
      <input
        id={inputId}
        type="search"
        name="storeQuery"
        value={query}
        placeholder={intl.formatMessage({ id: 'store.placeholder' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onQuery(event.target.value)}
      />
      {searching && (
        <p className="muted small" role="status">
          <FormattedMessage id="store.searching" />
        </p>
      )}
      {results && !searching && results.length === 0 && (
        <p className="muted small" role="status">
          <FormattedMessage id="store.none" />
        </p>
      )}
      {results && results.length > 0 && (
        <ul className="store-picker__results" aria-label={intl.formatMessage({ id: 'store.results' })}>
          {results.map((store) => (
            <li key={store.id}>
              <button type="button" className={`store-option${chosen?.id === store.id ? ' store-option--chosen' : ''}`} onClick={() => onChoose(store)}>
                <span className="store-option__name">{store.name}</span>
                <span className="store-option__address muted">{store.address}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <FieldMessage id={errorId} error={error} />}
    </div>
  );
}
