import { z } from 'zod';

/**
 * The shopper's view of an order, previewed on the console's order page: an operator asks for a
 * short-lived, read-only token for one order (`POST /admin/api/orders/:orderNo/preview`), and the
 * page frames `url`, the shopper's order page rendered by the storefront's own views, until
 * `expiresAt`.
 */
export const orderPreviewSchema = z
  .object({
    /** Where the preview is served (same origin as the back office). */
    url: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'OrderPreview' });
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

export const previewTokenParams = z.strictObject({ token: z.string().min(1).max(400) });
