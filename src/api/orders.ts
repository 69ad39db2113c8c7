import type { ApiClient, ApiResult } from './client';
import { API_PATHS } from '../domain/api-paths';
import type { OrderView, PaymentState, PickupBrand } from '../domain/order';
import type { OrderLine } from '../domain/pricing';
import type { ProductRecord } from '../domain/product-record';
import type { CartValidationResult } from '../domain/cart';

export function lookupOrder(api: ApiClient, orderNo: string, phone: string): Promise<ApiResult<OrderView>> {
  return api<OrderView>(API_PATHS.lookupOrder, { method: 'POST', body: { orderNo, phone: phone || undefined } });
}

/** Cancels an order not yet dispatched; its phone number proves it is the shopper's. */
export function cancelOrder(api: ApiClient, orderNo: string, phone: string): Promise<ApiResult<OrderView>> {
  return api<OrderView>(API_PATHS.cancelOrder, { method: 'POST', body: { orderNo, phone } });
}

/** A product of the current site by id, or the site's own product (id null). */
export function fetchProduct(api: ApiClient, id: string | null): Promise<ApiResult<ProductRecord>> {
  return api<ProductRecord>(API_PATHS.productDetail, { query: id === null ? {} : { id } });
}

export interface StoreSearchResult {
  stores: { brand: PickupBrand; id: string; name: string; city: string; district: string; address: string; phone: string | null }[];
}

/** Pickup stores of a chain matching what the shopper typed (quietly: an empty list on failure). */
export interface StoreSearch {
  text?: string;
  city?: string;
  district?: string;
  /** One store by its id (the store a provider's map sent back). */
  id?: string;
}

export function searchStores(api: ApiClient, brand: PickupBrand, search: StoreSearch): Promise<ApiResult<StoreSearchResult>> {
  const { text, city, district, id } = search;
  return api<StoreSearchResult>(API_PATHS.stores, { query: { brand, q: text || undefined, city: city || undefined, district: district || undefined, id: id || undefined }, silent: true });
}

export function fetchPaymentState(api: ApiClient, orderNo: string): Promise<ApiResult<PaymentState>> {
  return api<PaymentState>(API_PATHS.paymentStatus, { query: { orderNo }, silent: true });
}

export function validateCart(api: ApiClient, lines: readonly OrderLine[]): Promise<ApiResult<CartValidationResult>> {
  return api<CartValidationResult>(API_PATHS.cartValidate, {
    method: 'POST',
    body: { lines: lines.map(({ productId, kind, id, quantity }) => ({ productId, kind, id, quantity })) },
  });
}
