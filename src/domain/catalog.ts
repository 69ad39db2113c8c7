import type { ProductCard } from './product';

/** The product list (spec §2): its sorts, page sizes (spec §9: 24, 48, 72) and a page of it. */
export const CATALOG_SORTS = ['new', 'old', 'priceDesc', 'priceAsc'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const CATALOG_PAGE_SIZES = [24, 48, 72] as const;
export type CatalogPageSize = (typeof CATALOG_PAGE_SIZES)[number];

export interface CatalogQuery {
  sort: CatalogSort;
  size: CatalogPageSize;
  page: number;
  /** Search words ('' lists everything). */
  q: string;
}

export interface CatalogPage extends CatalogQuery {
  items: ProductCard[];
  total: number;
}

/** The list's query from a URL's search string, every value checked (anything odd is the default). */
export function catalogQuery(search: string): CatalogQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    sort: (CATALOG_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CatalogSort) : 'new',
    size: (CATALOG_PAGE_SIZES as readonly number[]).includes(size) ? (size as CatalogPageSize) : 24,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    q: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

/** The URL search string of a query, leaving out what is the default. */
export function catalogSearch(query: Partial<CatalogQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sort && query.sort !== 'new') params.set('sort', query.sort);
  if (query.size && query.size !== 24) params.set('size', String(query.size));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
