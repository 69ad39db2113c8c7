/** The ad networks' standard events the shop reports (pixels in the browser, conversion APIs from the server). */
export const AD_EVENTS = ['ViewContent', 'AddToCart', 'Purchase'] as const;
export type AdEvent = (typeof AD_EVENTS)[number];
