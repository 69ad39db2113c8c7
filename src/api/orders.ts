import type { ApiClient, ApiResult } from './client';
import type { OrderView } from '../domain/order';
import type { ProductRecord } from '../domain/product-record';

/** The API paths (spec §7 names add-order and dynamic-balance; the others are ours, see docs/api.md). */
export const API_PATHS = {
  addOrder: '/consumer/order/add-order',
  lookupOrder: '/consumer/order/lookup',
  productDetail: '/consumer/product/detail',
  dynamicBalance: '/consumer/heartbeat/monitor/dynamic-balance',
} as const;

export function lookupOrder(api: ApiClient, orderNo: string, phone: string): Promise<ApiResult<OrderView>> {
  return api<OrderView>(API_PATHS.lookupOrder, { method: 'POST', body: { orderNo, phone: phone || undefined } });
}

/** A product of the current site by id, or the site's own product (id null). */
export function fetchProduct(api: ApiClient, id: string | null): Promise<ApiResult<ProductRecord>> {
  return api<ProductRecord>(API_PATHS.productDetail, { query: id === null ? {} : { id } });
}
