/**
 * Every path of the shopper API, written once: the server registers its routes under `/api` with
 * these, and the browser's client (base `/api`) calls them. Spec §7 names add-order, events-push,
 * the visit log, pixel access and dynamic-balance; the others are ours (docs/openapi.json).
 * Plain strings only, so the landing page can import them without pulling in any schema.
 */
export const API_PATHS = {
  addOrder: '/consumer/order/add-order',
  lookupOrder: '/consumer/order/lookup',
  cancelOrder: '/consumer/order/cancel',
  paymentStatus: '/consumer/order/payment-status',
  sendVerification: '/consumer/verification/send',
  verifyPhone: '/consumer/verification/verify',
  eventsPush: '/consumer/order/events-push',
  tiktokEventsPush: '/consumer/order/tiktok-events-push',
  productDetail: '/consumer/product/detail',
  products: '/consumer/products',
  cartValidate: '/consumer/cart/validate',
  coupons: '/consumer/coupons',
  claimCoupon: '/consumer/coupons/claim',
  reviews: '/consumer/reviews',
  returns: '/consumer/returns',
  stores: '/consumer/stores',
  leads: '/consumer/leads',
  pixelAccess: '/consumer/site/pixel/access',
  visitLog: '/consumer/log/pixel/r.png',
  dynamicBalance: '/consumer/heartbeat/monitor/dynamic-balance',
  funnel: '/consumer/funnel',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

/** The prefix the server mounts the shopper API under (the browser's client base). */
export const API_BASE = '/api';

/** The server-side route of a shopper API path. */
export function apiRoute(name: ApiPathName): string {
  return `${API_BASE}${API_PATHS[name]}`;
}
