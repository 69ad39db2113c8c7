/**
 * The chains a pickup order can go to. Apart from order.ts (which re-exports them) so the order
 * form can name them without loading order.ts's request schemas, and zod with them.
 */
export const PICKUP_BRANDS = ['seven_eleven', 'family_mart', 'hi_life', 'sf_station'] as const;
export type PickupBrand = (typeof PICKUP_BRANDS)[number];
