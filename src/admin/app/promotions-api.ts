import type { AdminCoupon, AdminSale, AdminSoldCount, NewCouponInput, NewSaleRequest, SoldCountRequest } from '../../domain/contracts/admin-promotions';
import type { Request } from './api';

export type { AdminCoupon, AdminSale, AdminSoldCount };

/** The Promotions section's calls (owners): a product's flash sales, coupons and sold count. */
export function promotionCalls(request: Request, csrfToken: string) {
  const product = (id: string) => `/products/${encodeURIComponent(id)}`;
  return {
    sales: async (productId: string) => (await request<{ sales: AdminSale[] }>('GET', `${product(productId)}/sales`)).sales,
    startSale: (productId: string, sale: NewSaleRequest) => request<AdminSale>('POST', `${product(productId)}/sales`, { body: sale, csrfToken }),
    endSale: (productId: string, saleId: string) => request<AdminSale>('POST', `${product(productId)}/sales/${encodeURIComponent(saleId)}/end`, { csrfToken }),
    coupons: async (productId: string) => (await request<{ coupons: AdminCoupon[] }>('GET', `/coupons?productId=${encodeURIComponent(productId)}`)).coupons,
    addCoupon: (coupon: NewCouponInput) => request<AdminCoupon>('POST', '/coupons', { body: coupon, csrfToken }),
    retireCoupon: (id: string) => request<AdminCoupon>('POST', `/coupons/${encodeURIComponent(id)}/retire`, { csrfToken }),
    soldCount: (productId: string) => request<AdminSoldCount>('GET', `${product(productId)}/sold-count`),
    setSoldCount: (productId: string, choice: SoldCountRequest) => request<AdminSoldCount>('PUT', `${product(productId)}/sold-count`, { body: choice, csrfToken }),
  };
}

export type PromotionCalls = ReturnType<typeof promotionCalls>;
