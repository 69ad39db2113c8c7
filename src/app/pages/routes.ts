import { matchRoute } from 'wouter';
import { parse } from 'regexparam';

/**
 * Every page route (spec §2), shared by the browser's router and the server, which uses it to
 * decide what to render and when to answer 404. `ssr`: the server renders the page's content;
 * otherwise it sends the app shell and the browser renders.
 */
export type PageName = 'product' | 'order' | 'orderInfo' | 'lookup' | 'return' | 'cart' | 'policy' | 'home' | 'products' | 'search' | 'instructions' | 'contact' | 'related';

export interface PageRoute {
  pattern: string;
  page: PageName;
  ssr: boolean;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: '/', page: 'product', ssr: true },
  { pattern: '/productDetail', page: 'product', ssr: true },
  { pattern: '/productOrder', page: 'order', ssr: false },
  { pattern: '/product/home/productOrder', page: 'order', ssr: false },
  { pattern: '/product/home/productOrder/:id', page: 'order', ssr: false },
  { pattern: '/orderInfo', page: 'orderInfo', ssr: false },
  { pattern: '/product/home/orderInfo', page: 'orderInfo', ssr: false },
  { pattern: '/searchOrder', page: 'lookup', ssr: false },
  { pattern: '/product/home/orderSearch', page: 'lookup', ssr: false },
  { pattern: '/searchInfo', page: 'lookup', ssr: false },
  { pattern: '/product/home/searchInfo', page: 'lookup', ssr: false },
  { pattern: '/return', page: 'return', ssr: false },
  { pattern: '/product/home/return', page: 'return', ssr: false },
  { pattern: '/applicationForm', page: 'return', ssr: false },
  { pattern: '/product/home/applicationForm', page: 'return', ssr: false },
  { pattern: '/cart', page: 'cart', ssr: false },
  { pattern: '/policy', page: 'policy', ssr: true },
  { pattern: '/product/home/policy', page: 'policy', ssr: true },
  // The website pages (spec §2): home, find product, all products, shopping instructions,
  // contact us, related products.
  { pattern: '/home', page: 'home', ssr: false },
  { pattern: '/search', page: 'search', ssr: true },
  { pattern: '/products', page: 'products', ssr: true },
  { pattern: '/instructions', page: 'instructions', ssr: false },
  { pattern: '/contact', page: 'contact', ssr: false },
  { pattern: '/related', page: 'related', ssr: false },
  // Last: any single segment is a product id (spec: /{id} is the product detail screen), and two
  // are a link's token and the product (/{token}/{id}: the token is the order's attribution).
  { pattern: '/:id', page: 'product', ssr: true },
  { pattern: '/:token/:id', page: 'product', ssr: true },
];

export const PATHS = {
  home: '/',
  order: '/productOrder',
  orderInfo: '/orderInfo',
  lookup: '/searchOrder',
  returns: '/return',
  cart: '/cart',
  policy: '/policy',
  /** The website's home page (the landing page of the site's product is PATHS.home, `/`). */
  siteHome: '/home',
  search: '/search',
  products: '/products',
  instructions: '/instructions',
  contact: '/contact',
  related: '/related',
} as const;

export interface PageMatch {
  route: PageRoute;
  params: Record<string, string>;
}

const parser = (pattern: string) => parse(pattern);

export function matchPage(path: string): PageMatch | null {
  for (const route of PAGE_ROUTES) {
    const [matched, params] = matchRoute(parser, route.pattern, path);
    if (matched) {
      const clean: Record<string, string> = {};
      for (const [key, value] of Object.entries(params ?? {})) if (typeof value === 'string') clean[key] = value;
      return { route, params: clean };
    }
  }
  return null;
}

/** The product a URL names: `/:id`, `/product/home/productOrder/:id` or `?id=`; else the site's. */
export function productIdFrom(match: PageMatch, search: string): string | null {
  return match.params.id ?? new URLSearchParams(search).get('id');
}

/** The order form for a product: the site's own at `/productOrder`, any other by id. */
export function orderPath(productId: string | null): string {
  return productId === null ? PATHS.order : `/product/home/productOrder/${encodeURIComponent(productId)}`;
}
