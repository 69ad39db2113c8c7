import { z } from 'zod';
import { PIXEL_NETWORKS, type FixedPurchaseValue, type PixelAccess, type ProductPixels } from '../tracking';
import type { Same } from './same';

/** A product's ad pixels (spec §3 tracking fields): the product record carries them flat, the pixel access nested. */
export const productPixelsSchema = z.object({
  googlePixelType: z.enum(['GoogleADS', 'other']).nullable(),
  googlePixelIds: z.array(z.string()),
  googleEventList: z.array(z.object({ conversionId: z.string() })),
  tiktokPixelIds: z.array(z.string()),
  linePixelIds: z.array(z.string()),
  facebookPixelIds: z.array(z.string()),
  snapchatPixelIds: z.array(z.string()),
});

export const fixedPurchaseValueSchema = z.object({
  network: z.enum(PIXEL_NETWORKS),
  value: z.number(),
  currency: z.string().describe('any ISO 4217 code'),
});

/** GET /api/consumer/site/pixel/access?productId=: what the browser's tracking needs. */
export const pixelAccessSchema = z
  .object({
    askConsent: z.boolean().describe('whether to ask for consent before any tracking'),
    pixels: productPixelsSchema,
    fixedPurchaseValue: fixedPurchaseValueSchema.nullable().describe('the fixed purchase value one network reports; null: the order’s real value'),
  })
  .describe('Whether to ask for consent first, the product’s pixels and the purchase value rule')
  .meta({ id: 'PixelAccess' });

/** POST /api/consumer/order/events-push and /order/tiktok-events-push: what became of the event. */
export const pushResultSchema = z
  .object({
    stored: z.boolean().describe('false when the same event was stored before'),
    forwarded: z.number().describe('how many ad-network deliveries were queued'),
    withheld: z.string().nullable().describe('why the event is not forwarded (`noConsent`...), or null'),
  })
  .describe('What became of a pushed tracking event: stored, forwarded, or withheld and why')
  .meta({ id: 'PushResult' });

export type PushResult = z.infer<typeof pushResultSchema>;

const productPixelsMatch: Same<z.infer<typeof productPixelsSchema>, ProductPixels> = true;
const fixedPurchaseValueMatches: Same<z.infer<typeof fixedPurchaseValueSchema>, FixedPurchaseValue> = true;
const pixelAccessMatches: Same<z.infer<typeof pixelAccessSchema>, PixelAccess> = true;
// PushResult is the server's PushResult when ok (checked in test/domain/contracts.test.ts: src/domain may not import src/server).
const pushResultMatches: Same<PushResult, { stored: boolean; forwarded: number; withheld: string | null }> = true;
void productPixelsMatch;
void fixedPurchaseValueMatches;
void pixelAccessMatches;
void pushResultMatches;
