import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';

/** The filters of the list, as the page's form and address hold them ('' or false: not filtered). */
export interface OrderFilters {
  q: string;
  status: string;
  paymentStatus: string;
  siteId: string;
  deliveryMethod: string;
  paymentMethod: string;
  /** Placed on or after this day (YYYY-MM-DD). */
  from: string;
  /** Placed on or before this day, counted whole. */
  to: string;
  /** Only the orders that still need a confirmation call. */
  needsCall: boolean;
  /** Only the orders flagged risky when placed (`risk=flagged`). */
  flagged: boolean;
}

export const NO_FILTERS: OrderFilters = { q: '', status: '', paymentStatus: '', siteId: '', deliveryMethod: '', paymentMethod: '', from: '', to: '', needsCall: false, flagged: false };

/** What each filter may be set to: the values the API takes, and the shop's sites by name. */
export interface OrderFilterOptions {
  statuses: readonly string[];
  paymentStatuses: readonly string[];
  sites: readonly { id: string; name: string }[];
  deliveryMethods: readonly string[];
  paymentMethods: readonly string[];
}

const SELECTS = [
  { name: 'status', label: 'orders.status', any: 'orders.status.any', option: (value: string) => `orders.state.${value}`, of: 'statuses' },
  { name: 'paymentStatus', label: 'orders.paymentStatus', any: 'orders.paymentStatus.any', option: (value: string) => `orders.payment.${value}`, of: 'paymentStatuses' },
  { name: 'deliveryMethod', label: 'orders.deliveryMethod', any: 'orders.deliveryMethod.any', option: (value: string) => `method.delivery.${value}`, of: 'deliveryMethods' },
  { name: 'paymentMethod', label: 'orders.paymentMethod', any: 'orders.paymentMethod.any', option: (value: string) => `method.payment.${value}`, of: 'paymentMethods' },
] as const;

/**
 * The order list's search box and filters: status, payment status, site, delivery and payment
 * method, the days placed, needing a call, flagged. Sent whole on Find; what is typed stays.
 */
export function OrderFiltersForm({ filters, options, onSearch }: { filters: OrderFilters; options: OrderFilterOptions; onSearch: (filters: OrderFilters) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    onSearch({
      q: text('q'),
      status: text('status'),
      paymentStatus: text('paymentStatus'),
      siteId: text('siteId'),
      deliveryMethod: text('deliveryMethod'),
      paymentMethod: text('paymentMethod'),
      from: text('from'),
      to: text('to'),
      needsCall: form.get('needsCall') === 'on',
      flagged: form.get('flagged') === 'on',
    });
  };
  return (
    // The key renews the fields when the filters change from outside (a cleared form).
    <form role="search" aria-label={t('orders.search')} className="orders-search" onSubmit={submit} key={JSON.stringify(filters)}>
      <label className="orders-search__q">
        {t('orders.q')}
        <input name="q" type="search" defaultValue={filters.q} autoComplete="off" />
      </label>
      {SELECTS.map((select) => (
        <label key={select.name}>
          {t(select.label)}
          <select name={select.name} defaultValue={filters[select.name]}>
            <option value="">{t(select.any)}</option>
            {options[select.of].map((value) => (
              <option key={value} value={value}>
                {t(select.option(value))}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label>
        {t('orders.site')}
        <select name="siteId" defaultValue={filters.siteId}>
          <option value="">{t('orders.site.any')}</option>
          {options.sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
          {/* A site named in the address that the list of sites does not hold (yet): still shown as chosen. */}
          {filters.siteId && !options.sites.some((site) => site.id === filters.siteId) ? <option value={filters.siteId}>{filters.siteId}</option> : null}
        </select>
      </label>
      <label>
        {t('orders.from')}
        <input name="from" type="date" defaultValue={filters.from} />
      </label>
      <label>
        {t('orders.to')}
        <input name="to" type="date" defaultValue={filters.to} />
      </label>
      <label>
        <input name="needsCall" type="checkbox" defaultChecked={filters.needsCall} />
        {t('orders.needsCall')}
      </label>
      <label>
        <input name="flagged" type="checkbox" defaultChecked={filters.flagged} />
        {t('orders.flagged')}
      </label>
      <button type="submit" className="button">
        {t('orders.find')}
      </button>
      {JSON.stringify(filters) === JSON.stringify(NO_FILTERS) ? null : (
        <button type="button" className="button button--quiet" onClick={() => onSearch(NO_FILTERS)}>
          {t('orders.filters.clear')}
        </button>
      )}
    </form>
  );
}
