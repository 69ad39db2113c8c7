import { z } from 'zod';
import { AD_EVENTS } from './ad-events';

/**
 * The shapes of the tracking calls (spec §3 Event payloads), checked by the server. Kept apart
 * from ./tracking so the browser's first download carries no zod.
 */
const text = (max: number) => z.string().max(max);

/** The visit log's query (spec §3): what `GET /api/consumer/log/pixel/r.png` accepts. */
export const accessEventSchema = z.object({
  accessAction: z.string().regex(/^[A-Z][A-Z_]{0,39}$/),
  accessType: z.string().regex(/^[A-Z][A-Z_]{0,19}$/).optional(),
  accessResult: text(1000).optional(),
  url: text(2000).optional(),
  accessResultDetail: text(2000).optional(),
});
export type AccessEvent = z.infer<typeof accessEventSchema>;

export const eventIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);


export const contentSchema = z.object({
  contentId: text(64),
  contentName: text(200),
  price: z.number().finite().nonnegative(),
  quantity: z.number().int().positive().max(999),
});
export type EventContent = z.infer<typeof contentSchema>;

/** `POST /api/consumer/order/events-push` (spec §3, plus the event id and what the event is about). */
export const eventsPushSchema = z.object({
  productId: text(64).min(1),
  eventSourceUrl: text(2000).min(1),
  eventsPushEnumCode: z.enum(AD_EVENTS),
  channelEnumCode: z.literal('FACEBOOK').optional(),
  eventId: eventIdSchema,
  /** Purchase: the order; the server reads its value from the order, never from the browser. */
  orderNo: text(40).optional(),
  /** AddToCart: what went into the cart. */
  contents: z.array(contentSchema).max(50).optional(),
  /** The visit's Meta click (`fbc`) and browser (`fbp`) ids, when the pixel set them. */
  fbc: text(300).optional(),
  fbp: text(300).optional(),
  /** Where consent is asked: the shopper's answer (the browser sends nothing before it). */
  consent: z.enum(['granted', 'notRequired']).optional(),
});
export type EventsPush = z.infer<typeof eventsPushSchema>;

/** The ad-channel push of spec §3 (TikTok's shape). */
export const tiktokPushSchema = z.object({
  productId: text(64).min(1),
  eventSourceUrl: text(2000).min(1),
  channelEnumCode: z.literal('TIKTOK'),
  eventsPushEnumCode: z.enum(AD_EVENTS),
  consent: z.enum(['granted', 'notRequired']).optional(),
  tiktokEventsPushDTO: z.object({
    event_id: eventIdSchema,
    referrer: text(2000).optional(),
    url: text(2000),
    ttclid: text(300).optional(),
    ttp: text(300).optional(),
    eventSourceId: text(64).optional(),
    contentType: z.literal('product').optional(),
    currency: z.string().regex(/^[A-Z]{3}$/).optional(),
    value: z.number().finite().nonnegative().optional(),
    contents: z.array(contentSchema).max(50).optional(),
    orderId: text(40).optional(),
  }),
});
export type TiktokPush = z.infer<typeof tiktokPushSchema>;

/** A product's ad pixels as the operator sets them. */
const pixelId = z.string().regex(/^[A-Za-z0-9_./-]{1,64}$/);
export const productPixelsSchema = z.object({
  googlePixelType: z.enum(['GoogleADS', 'other']).nullable().default(null),
  googlePixelIds: z.array(pixelId).max(10).default([]),
  googleEventList: z.array(z.object({ conversionId: pixelId })).max(10).default([]),
  tiktokPixelIds: z.array(pixelId).max(10).default([]),
  linePixelIds: z.array(pixelId).max(10).default([]),
  facebookPixelIds: z.array(pixelId).max(10).default([]),
  snapchatPixelIds: z.array(pixelId).max(10).default([]),
});
