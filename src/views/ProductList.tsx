import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CATALOG_PAGE_SIZES, CATALOG_SORTS, pageCount, type CatalogPage, type CatalogQuery } from '../domain/catalog';
import type { CurrencyCode } from '../domain/money';
import { ProductCards } from './ProductCards';

export interface ProductListProps {
  /** The page shown (null while the first one loads). */
  page: CatalogPage | null;
  query: CatalogQuery;
  loading: boolean;
  currency: CurrencyCode;
  /** The search box (find product); without it, the list of all products. */
  searchable: boolean;
  hrefOf: (id: string) => string;
  /** The URL of the list with other settings (a real link for every page: it works without script). */
  listHref: (query: Partial<CatalogQuery>) => string;
  onQuery: (query: Partial<CatalogQuery>) => void;
}

/** The product list (spec §2): sorted by listing time or price, 24, 48 or 72 a page, and the search. */
export function ProductList({ page, query, loading, currency, searchable, hrefOf, listHref, onQuery }: ProductListProps) {
  const intl = useIntl();
  const id = useId();
  const pages = page ? pageCount(page.total, page.size) : 1;
  return (
    <div className="catalog" aria-busy={loading}>
      {searchable && (
        <form
          className="catalog__search"
          role="search"
          action="?"
          onSubmit={(event) => {
            event.preventDefault();
            const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
            onQuery({ q, page: 1 });
          }}
        >
          <label className="visually-hidden" htmlFor={`${id}-q`}>
            <FormattedMessage id="catalog.searchLabel" />
          </label>
          <input id={`${id}-q`} type="search" name="q" defaultValue={query.q} placeholder={intl.formatMessage({ id: 'catalog.searchPlaceholder' })} maxLength={100} key={query.q} />
          <button type="submit" className="button button--primary">
            <FormattedMessage id="catalog.search" />
          </button>
        </form>
      )}
      <div className="catalog__controls">
        <label>
          <span className="catalog__control-label">
            <FormattedMessage id="catalog.sort" />
          </span>
          <select name="sort" value={query.sort} onChange={(event) => onQuery({ sort: event.target.value as CatalogQuery['sort'], page: 1 })}>
            {CATALOG_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {intl.formatMessage({ id: `catalog.sort.${sort}` })}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="catalog__control-label">
            <FormattedMessage id="catalog.perPage" />
          </span>
          <select name="size" value={query.size} onChange={(event) => onQuery({ size: Number(event.target.value) as CatalogQuery['size'], page: 1 })}>
            {CATALOG_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      {page && (
        <p className="catalog__count muted" role="status" data-testid="catalog-count">
          {page.total === 0 ? (
            <FormattedMessage id={query.q ? 'catalog.noResult' : 'catalog.empty'} values={{ q: query.q }} />
          ) : (
            <FormattedMessage id="catalog.count" values={{ count: page.total }} />
          )}
        </p>
      )}
      {page && page.items.length > 0 && <ProductCards cards={page.items} currency={currency} hrefOf={hrefOf} headingLevel={2} eager={2} />}
      {page && pages > 1 && (
        <nav className="pager" aria-label={intl.formatMessage({ id: 'catalog.pages' })}>
          {query.page > 1 && (
            <a className="button button--secondary" href={listHref({ page: query.page - 1 })} rel="prev">
              <FormattedMessage id="catalog.previous" />
            </a>
          )}
          <span className="pager__where">
            <FormattedMessage id="catalog.pageOf" values={{ page: query.page, pages }} />
          </span>
          {query.page < pages && (
            <a className="button button--secondary" href={listHref({ page: query.page + 1 })} rel="next">
              <FormattedMessage id="catalog.next" />
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
