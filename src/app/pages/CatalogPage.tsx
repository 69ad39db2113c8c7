import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { catalogQuery, catalogSearch, type CatalogPage as Page, type CatalogQuery } from '../../domain/catalog';
import { requireZone } from '../../domain/zones';
import { ProductList } from '../../views/ProductList';
import { useBootstrap } from '../providers/bootstrap-context';
import { useLocale } from '../providers/locale';
import { PATHS } from './routes';
import { useOptionalServices } from '../providers/services';
import { API_PATHS } from '../../domain/api-paths';

/**
 * All products (`/products`) and find product (`/search?q=`): the query lives in the URL (a
 * shared or reloaded link shows the same page), each change fetches that page of the list.
 */
export default function CatalogPage({ searchable }: { searchable: boolean }) {
  const services = useOptionalServices();
  const { site, catalog } = useBootstrap();
  const { href } = useLocale();
  const [location, navigate] = useLocation();
  const query = catalogQuery(useSearch());
  const key = catalogSearch(query);
  // The page the server rendered is the first one shown: no request, no moment of "loading".
  const [result, setResult] = useState<{ key: string; page: Page } | null>(() => (catalog ? { key: catalogSearch(catalog), page: catalog } : null));

  useEffect(() => {
    if (!services || result?.key === key) return;
    let live = true;
    void services.api<Page>(API_PATHS.products, { query: { sort: query.sort, size: query.size, page: query.page, ...(query.q ? { q: query.q } : {}) } }).then((answer) => {
      if (live && answer.ok) setResult({ key, page: answer.data });
    });
    return () => {
      live = false;
    };
    // The key is the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, services]);

  const listHref = (change: Partial<CatalogQuery>) => href(location + catalogSearch({ ...query, ...change }));
  return (
    <div className="page page--catalog">
      <h1 className="page__title">
        <FormattedMessage id={searchable ? 'catalog.findTitle' : 'catalog.allTitle'} />
      </h1>
      <ProductList
        page={result?.page ?? null}
        query={query}
        loading={result?.key !== key}
        currency={requireZone(site.zoneId).currency}
        searchable={searchable}
        hrefOf={(id) => href(`/${encodeURIComponent(id)}`)}
        listHref={listHref}
        onQuery={(change) => {
          navigate(location + catalogSearch({ ...query, ...change }));
          window.scrollTo(0, 0);
        }}
      />
      {!searchable && (
        <p>
          <a href={href(PATHS.search)}>
            <FormattedMessage id="catalog.findTitle" />
          </a>
        </p>
      )}
    </div>
  );
}
