import { z } from 'zod';
import type { ProductPixels } from '../tracking';
import type { Same } from './same';

/**
 * Each network's pixel id as the network documents it: strict on characters and length, permissive
 * where a network has more than one form. Every one also fits the stored shape (tracking-schemas.ts).
 */
export const PIXEL_ID_PATTERNS = {
  /** Meta (Facebook) pixel ids: 15 or 16 digits. */
  facebook: /^\d{15,16}$/,
  /** Google tags: Google Ads `AW-123456789`, GA4 `G-XXXXXXX`, `GT-…` and Floodlight `DC-…`. */
  google: /^(AW-\d{6,12}|(G|GT|DC)-[A-Z0-9]{4,20})$/,
  /** Google Ads conversions: the tag and the conversion label, `AW-123456789/AbC-d_1`. */
  conversion: /^AW-\d{6,12}\/[A-Za-z0-9_-]{1,40}$/,
  /** TikTok pixel codes: 20 upper-case letters and digits. */
  tiktok: /^[A-Z0-9]{20}$/,
  /** LINE Tag ids: letters, digits and dashes (usually a UUID). */
  line: /^[A-Za-z0-9-]{8,64}$/,
  /** Snapchat pixel ids: a UUID. */
  snapchat: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
} as const;

/** At most 10 ids per network, as stored. */
export const PIXEL_IDS_MAX = 10;

const ids = (pattern: RegExp, example: string) => z.array(z.string().regex(pattern)).max(PIXEL_IDS_MAX).describe(`ids like ${example}`);

/** `PUT /admin/api/products/:id/pixels`: all of a product's ad pixels (an empty list removes a network's). */
export const productPixelsRequest = z
  .strictObject({
    googlePixelType: z.enum(['GoogleADS', 'other']).nullable().describe('GoogleADS for Google Ads tags; other for GA4 and the rest'),
    googlePixelIds: ids(PIXEL_ID_PATTERNS.google, 'AW-123456789 or G-ABC123'),
    googleEventList: z.array(z.strictObject({ conversionId: z.string().regex(PIXEL_ID_PATTERNS.conversion).describe('AW-123456789/label') })).max(PIXEL_IDS_MAX),
    tiktokPixelIds: ids(PIXEL_ID_PATTERNS.tiktok, 'C4ABCDEFGHIJ12345678'),
    linePixelIds: ids(PIXEL_ID_PATTERNS.line, 'a LINE Tag id'),
    facebookPixelIds: ids(PIXEL_ID_PATTERNS.facebook, '123456789012345'),
    snapchatPixelIds: ids(PIXEL_ID_PATTERNS.snapchat, 'a UUID'),
  })
  .describe('A product’s ad pixels, per network')
  .meta({ id: 'ProductPixelsRequest' });

/** What the GET and the PUT answer: the product's ad pixels as stored now. */
export const adminProductPixelsSchema = z
  .object({
    googlePixelType: z.enum(['GoogleADS', 'other']).nullable(),
    googlePixelIds: z.array(z.string()),
    googleEventList: z.array(z.object({ conversionId: z.string() })),
    tiktokPixelIds: z.array(z.string()),
    linePixelIds: z.array(z.string()),
    facebookPixelIds: z.array(z.string()),
    snapchatPixelIds: z.array(z.string()),
  })
  .describe('A product’s ad pixels as its page loads them')
  .meta({ id: 'ProductPixels' });

export type ProductPixelsRequest = z.infer<typeof productPixelsRequest>;

const requestMatches: Same<ProductPixelsRequest, ProductPixels> = true;
const answerMatches: Same<z.infer<typeof adminProductPixelsSchema>, ProductPixels> = true;
void requestMatches;
void answerMatches;
