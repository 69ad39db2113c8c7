import type { ApiClient } from './client';
import { API_PATHS } from '../domain/api-paths';
import type { ProductCoupon } from '../domain/product';

/** A product's coupon with whether this shopper received it and used it. */
export interface ShopperCoupon extends ProductCoupon {
  received: boolean;
  redeemed: boolean;
}

/** A product's coupons with whether this shopper received each (asked of the server after the page shows); null when the server did not answer. */
export async function fetchShopperCoupons(api: ApiClient, productId: string): Promise<ShopperCoupon[] | null> {
  const result = await api<{ coupons: ShopperCoupon[] }>(API_PATHS.coupons, { query: { productId }, silent: true });
  return result.ok ? result.data.coupons : null;
}
