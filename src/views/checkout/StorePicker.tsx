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

export interface AreaOption {
  name: string;
  stores: number;
}

/** Narrowing the search to where the chain has stores (the chain's pickup file), city then district. */
export interface StoreAreas {
  city: string;
  district: string;
  cities: readonly AreaOption[];
  districts: readonly AreaOption[];
}

/**
 * Choosing the pickup store: search by city, district or name, pick one from the list. The
 * chosen store stays shown; searching again replaces it only when another is picked.
 */
export function StorePicker({ brandKey, areas, mapHref, query, searching, results, chosen, error, onArea, onQuery, onChoose }: {
  brandKey: string;
  /** null while the chain's areas load (or when they cannot): the search alone still works. */
  areas: StoreAreas | null;
  /** The logistics provider's store map for this chain, where the site offers it. */
  mapHref: string | null;
  query: string;
  searching: boolean;
  results: readonly StoreOption[] | null;
  chosen: PickupStore | null;
  error?: FieldError;
  onArea: (city: string, district: string) => void;
  onQuery: (query: string) => void;
  onChoose: (store: StoreOption) => void;
}) {
  const intl = useIntl();
  const inputId = useId();
  const cityId = useId();
  const districtId = useId();
  const brand = intl.formatMessage({ id: brandKey });
  const areaLabel = (area: AreaOption) => `${area.name} (${intl.formatMessage({ id: 'store.count' }, { count: area.stores })})`;
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
        <FormattedMessage id={chosen ? 'store.searchAnother' : 'store.search'} values={{ brand }} />
      </label>
      {areas && areas.cities.length > 0 && (
        <div className="store-picker__areas">
          <label className="visually-hidden" htmlFor={cityId}>
            <FormattedMessage id="store.area" />
          </label>
          <select id={cityId} name="storeCity" value={areas.city} onChange={(event) => onArea(event.target.value, '')}>
            <option value="">{intl.formatMessage({ id: 'store.allAreas' })}</option>
            {areas.cities.map((city) => (
              <option key={city.name} value={city.name}>
                {areaLabel(city)}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor={districtId}>
            <FormattedMessage id="form.district.TW" />
          </label>
          <select id={districtId} name="storeDistrict" value={areas.district} disabled={areas.city === ''} onChange={(event) => onArea(areas.city, event.target.value)}>
            <option value="">{intl.formatMessage({ id: 'store.allDistricts' })}</option>
            {areas.districts.map((district) => (
              <option key={district.name} value={district.name}>
                {areaLabel(district)}
              </option>
            ))}
          </select>
        </div>
      )}
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
      {mapHref && (
        <p className="store-picker__map">
          <a className="button" href={mapHref} data-testid="store-map-link">
            <FormattedMessage id="store.map" values={{ brand }} />
          </a>
          <span className="muted small">
            <FormattedMessage id="store.mapNote" values={{ brand }} />
          </span>
        </p>
      )}
    </div>
  );
}
