import { z } from 'zod';
import { RETURN_REASONS, RETURN_STATUSES, type ReturnStatus } from '../return-request';
import { REFUND_METHODS, REFUND_REFERENCE_MAX, RETURN_REPLY_MAX } from '../refund';
import { machineStateFields, moveFields, refundSchema } from './admin-orders';

/**
 * The console's returns (`/admin/api/returns...`): the queue by tab, one request on its lifecycle
 * (machines/return-lifecycle.machine.ts), its moves. Tabs: `open` (waiting for the shop's answer),
 * `waiting` (accepted, waiting for the parcel), `received` (the parcel is back, the refund to record).
 */
export const RETURN_TABS = { open: ['SUBMITTED'], waiting: ['ACCEPTED'], received: ['RECEIVED'] } as const satisfies Record<string, readonly ReturnStatus[]>;
export type ReturnTab = keyof typeof RETURN_TABS;
export const RETURN_TAB_NAMES = Object.keys(RETURN_TABS) as ReturnTab[];

export const adminReturnsQuery = z.strictObject({
  tab: z.enum(RETURN_TAB_NAMES as [ReturnTab, ...ReturnTab[]]).default('open'),
});

export const returnIdParams = z.strictObject({ id: z.string().min(1).max(100) });
export const returnPhotoParams = z.strictObject({ id: z.string().min(1).max(100), name: z.string().min(1).max(100) });

export const returnLifecycleSchema = z
  .object({
    /** The machine's state: the request's status. */
    state: z.enum(RETURN_STATUSES),
    ...machineStateFields,
    /** Every move, oldest first (the first: the shopper's filing): who, when, from, to. */
    history: z.array(
      z.object({
        ...moveFields,
        from: z.enum(RETURN_STATUSES).nullable(),
        to: z.enum(RETURN_STATUSES),
      }),
    ),
  })
  .meta({ id: 'ReturnLifecycle' });

export const adminReturnSchema = z
  .object({
    id: z.string(),
    orderNo: z.string(),
    createdAt: z.string(),
    reason: z.enum(RETURN_REASONS),
    remark: z.string().nullable(),
    carrier: z.string(),
    trackingNo: z.string(),
    pickerName: z.string(),
    pickerPhone: z.string(),
    address: z.string(),
    region: z.string(),
    locale: z.string(),
    /** The parcel's photos and the shipping receipt, as the console serves them (never public). */
    photos: z.array(z.string()),
    screenshot: z.string().nullable(),
    /** The shop's answer the shopper reads. */
    reply: z.string().nullable(),
    refund: refundSchema.nullable(),
    order: z.object({ orderNo: z.string(), status: z.string(), total: z.number().int(), currency: z.string(), siteId: z.string(), recipientName: z.string() }),
    lifecycle: returnLifecycleSchema,
  })
  .describe('A return request as the console shows it: the shopper’s form and photos, its order, its lifecycle (state, allowed events, history)')
  .meta({ id: 'AdminReturn' });
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnQueueSchema = z
  .object({
    items: z.array(adminReturnSchema),
    /** How many requests each tab holds. */
    counts: z.object({ open: z.number().int(), waiting: z.number().int(), received: z.number().int() }),
  })
  .meta({ id: 'AdminReturnQueue' });
export type AdminReturnQueue = z.infer<typeof adminReturnQueueSchema>;

export const returnEventRequest = z.strictObject({
  type: z.string().min(1).max(100),
  /** The version the agent saw (`lifecycle.version`): if the request moved meanwhile, 409. */
  version: z.number().int().min(0).optional(),
  reply: z.string().trim().max(RETURN_REPLY_MAX).optional(),
  amount: z.number().int().optional().describe('the refund in the order currency’s minor unit'),
  method: z.enum(REFUND_METHODS).optional(),
  reference: z.string().trim().max(REFUND_REFERENCE_MAX).optional(),
});
export type ReturnEventRequest = z.infer<typeof returnEventRequest>;

