import { z } from 'zod';
import { CALL_OUTCOMES, ORDER_STATUSES, PAYMENT_STATUSES, type CallOutcome } from '../order-status';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '../zones';
import { REFUND_METHODS } from '../refund';
import { orderViewSchema } from './orders';
import { CSV_LAYOUTS, type CsvLayout } from '../courier-layouts';
import { RISK_FLAG_SCORE, RISK_REASONS } from '../risk';

/**
 * The support console (`/admin/api/orders...`, `/admin/api/machines/:id`): find orders, read one
 * with its lifecycle, move it through its machine, note calls. Outside checks rely on these names:
 * the list's `items` (`orderNo`, `status`, `paymentStatus`) and `total`; the order's `lifecycle`
 * (`state`, `allowedEvents[].type`, `history`); a graph's `states` and `transitions`.
 */
export const ADMIN_ORDERS_PAGE_MAX = 100;
export { CALL_OUTCOMES, type CallOutcome };
export const CALL_NOTE_MAX = 1000;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/, 'a date (YYYY-MM-DD) or an ISO time');

/** The list's filters (the CSV export takes the same). */
export const adminOrdersQuery = z.strictObject({
  q: z.string().max(200).optional().describe('an order number (any case), a phone as typed (national, +CC, spaces, dashes, full-width digits), a name or a tracking number'),
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  siteId: z.string().min(1).max(100).optional(),
  deliveryMethod: z.enum(DELIVERY_METHODS).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  from: day.optional().describe('placed on or after (a day is read in UTC)'),
  to: day.optional().describe('placed on or before (a day counts whole)'),
  needsCall: z.enum(['true', 'false']).optional().describe('true: cash-on-delivery orders not dispatched yet with no call that settles them (confirmed, refused, wrong number)'),
  cursor: z.string().max(400).optional().describe('a page’s `nextCursor`: the orders older than its last one'),
  risk: z.enum(['flagged']).optional().describe(`flagged: orders whose risk score (computed when placed) is ${RISK_FLAG_SCORE} or more`),
  limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_PAGE_MAX).default(50),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export { CSV_LAYOUTS, type CsvLayout };
export const BULK_MAX = 100;

/** The CSV export: the list's filters, a layout, and optionally the selected orders only. */
export const adminOrdersCsvQuery = adminOrdersQuery.extend({
  layout: z.enum(CSV_LAYOUTS).default('generic'),
  orders: z.string().max(BULK_MAX * 41).optional().describe('order numbers separated by commas: only these (a selection on the list)'),
});
export type AdminOrdersCsvQuery = z.infer<typeof adminOrdersCsvQuery>;

/** Many orders at once: confirm (a `confirmed` call), or dispatch each through its lifecycle machine. */
export const bulkOrdersRequest = z.strictObject({
  action: z.enum(['confirm', 'dispatch']),
  /** The carrier of every dispatch that names none itself. */
  carrier: z.string().trim().min(1).max(60).optional(),
  orders: z
    .array(
      z.strictObject({
        orderNo: z.string().min(1).max(40),
        version: z.number().int().min(0).optional(),
        carrier: z.string().trim().min(1).max(60).optional(),
        trackingNo: z.string().trim().min(1).max(60).optional(),
      }),
    )
    .min(1)
    .max(BULK_MAX),
});
export type BulkOrdersRequest = z.infer<typeof bulkOrdersRequest>;

/** One order's answer in a bulk move: 200 moved; 409 refused now (nothing changed); 404, 400. */
export const bulkResultSchema = z.object({
  orderNo: z.string(),
  status: z.number().int(),
  problem: z.string().nullable(),
  message: z.string().nullable(),
  state: z.string().nullable(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkOrdersAnswerSchema = z
  .object({ results: z.array(bulkResultSchema), done: z.number().int(), refused: z.number().int() })
  .meta({ id: 'BulkOrdersAnswer' });
export type BulkOrdersAnswer = z.infer<typeof bulkOrdersAnswerSchema>;

/**
 * A courier's CSV given back, with a header row: order number and tracking number (and carrier) a
 * line to dispatch; a status column (delivered, out for delivery, refused) moves each order on.
 */
export const trackingImportRequest = z.strictObject({
  csv: z.string().min(1).max(2_000_000),
  /** The carrier of every line that names none. */
  carrier: z.string().trim().min(1).max(60).optional(),
});

export const trackingImportAnswerSchema = z
  .object({
    dispatched: z.array(z.object({ line: z.number().int(), orderNo: z.string(), carrier: z.string(), trackingNo: z.string() })),
    moved: z
      .array(z.object({ line: z.number().int(), orderNo: z.string(), events: z.array(z.string()), state: z.string() }))
      .describe('every line that moved its order: the lifecycle events sent, in order (a dispatch, then its status), and the state it left'),
    refused: z.array(z.object({ line: z.number().int(), orderNo: z.string().nullable(), problem: z.string(), message: z.string() })),
  })
  .meta({ id: 'TrackingImportAnswer' });
export type TrackingImportAnswer = z.infer<typeof trackingImportAnswerSchema>;

export const adminOrderRowSchema = z
  .object({
    orderNo: z.string(),
    createdAt: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    siteId: z.string(),
    zoneId: z.number(),
    recipientName: z.string(),
    recipientPhone: z.string(),
    total: z.number(),
    currency: z.string(),
    carrier: z.string().nullable(),
    trackingNo: z.string().nullable(),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderPageSchema = z
  .object({
    items: z.array(adminOrderRowSchema),
    /** How many orders match the filters in all (past ten thousand, PostgreSQL's estimate: see `totalExact`). */
    total: z.number().int(),
    /** False when `total` is an estimate (many orders match): the console says "about". */
    totalExact: z.boolean(),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'AdminOrderPage' });
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** What an agent must give with an event (a carrier from the zone's list, a tracking number...). */
export const eventFieldSchema = z.object({
  name: z.string(),
  /** The values to pick from, when there is a list (carriers). */
  options: z.array(z.object({ id: z.string(), name: z.string() })).nullable(),
});

/** What every lifecycle answer holds beside its state and history (orders', return requests'). */
export const machineStateFields = {
  /** Send it back as `version` with a move: another agent's move first answers 409. */
  version: z.number().int(),
  machine: z.string(),
  /** The events the machine accepts now, each with what it needs. */
  allowedEvents: z.array(z.object({ type: z.string(), fields: z.array(eventFieldSchema) })),
};

/** One move in a lifecycle's history (its `from` and `to` are the machine's states): which, when, who, what came with it. */
export const moveFields = {
  seq: z.number().int(),
  at: z.string(),
  event: z.string(),
  actor: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
};

export const lifecycleSchema = z
  .object({
    /** The machine's state: `PENDING_DELIVER`, `ALREADY_DELIVER.inTransit`... */
    state: z.string(),
    ...machineStateFields,
    /** Every move, oldest first: who, when, from, to. */
    history: z.array(
      z.object({
        ...moveFields,
        from: z.string().nullable(),
        to: z.string(),
        status: z.enum(ORDER_STATUSES),
        paymentStatus: z.enum(PAYMENT_STATUSES),
      }),
    ),
  })
  .meta({ id: 'OrderLifecycle' });
export type Lifecycle = z.infer<typeof lifecycleSchema>;

export const orderCallSchema = z.object({
  id: z.string(),
  outcome: z.enum(CALL_OUTCOMES).nullable(),
  note: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
export type OrderCall = z.infer<typeof orderCallSchema>;

/** A refund recorded against a return request: amount (minor units of the order's currency), method, reference, when, who. */
export const refundSchema = z.object({ amount: z.number().int(), method: z.enum(REFUND_METHODS), reference: z.string(), at: z.string(), by: z.string().nullable() });
export const orderRefundSchema = refundSchema.extend({ returnId: z.string() });
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/**
 * The order's payment on the payment-result machine's diagram (machines/payment-result.machine.ts):
 * the state its stored payment status stands for, and each change of it with its cause, who and when.
 */
export const paymentLifecycleSchema = z
  .object({
    machine: z.string(),
    state: z.string(),
    history: z.array(z.object({ seq: z.number().int(), at: z.string(), event: z.string(), from: z.string().nullable(), to: z.string(), actor: z.string().nullable() })),
  })
  .meta({ id: 'PaymentLifecycle' });
export type PaymentLifecycle = z.infer<typeof paymentLifecycleSchema>;

export const adminOrderSchema = orderViewSchema
  .extend({
    siteId: z.string(),
    lifecycle: lifecycleSchema,
    calls: z.array(orderCallSchema),
    /** The risk computed when the order was placed (null for orders placed before it was); issue 16. */
    risk: z
      .object({
        score: z.number().int(),
        flagged: z.boolean(),
        reasons: z.array(z.object({ code: z.enum(RISK_REASONS), count: z.number().int() })),
        heldForCall: z.boolean().describe('the site holds flagged orders until the shop has called'),
      })
      .nullable(),
    paymentLifecycle: paymentLifecycleSchema,
    refunds: z.array(orderRefundSchema),
  })
  .describe('An order as the support console shows it: everything the shopper entered, the totals as priced, its lifecycle and calls')
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderNoParams = z.strictObject({ orderNo: z.string().min(1).max(40) });

export const orderEventRequest = z.strictObject({
  type: z.string().min(1).max(100),
  /** The state the agent saw (`lifecycle.state`): if the order moved meanwhile, 409. */
  expectedState: z.string().max(100).optional(),
  /** The version the agent saw (`lifecycle.version`): if the order moved meanwhile, 409. */
  version: z.number().int().min(0).optional(),
  carrier: z.string().trim().min(1).max(60).optional(),
  trackingNo: z.string().trim().min(1).max(60).optional(),
  returnId: z.string().min(1).max(100).optional(),
});
export type OrderEventRequest = z.infer<typeof orderEventRequest>;

export const orderCallRequest = z
  .strictObject({
    outcome: z.enum(CALL_OUTCOMES).nullable().optional(),
    note: z.string().trim().max(CALL_NOTE_MAX).optional(),
  })
  .refine((body) => Boolean(body.outcome) || Boolean(body.note), { message: 'an outcome or a note' });

export const machineIdParams = z.strictObject({ id: z.string().min(1).max(60) });

export const machineGraphSchema = z
  .object({
    id: z.string(),
    initial: z.string().nullable(),
    states: z.array(
      z.object({
        id: z.string(),
        key: z.string(),
        parent: z.string().nullable(),
        type: z.enum(['atomic', 'compound', 'parallel', 'final', 'history']),
        initial: z.string().nullable(),
        invokes: z.array(z.object({ src: z.string(), id: z.string() })),
      }),
    ),
    transitions: z.array(z.object({ source: z.string(), target: z.string(), event: z.string(), guard: z.string().nullable(), actions: z.array(z.string()) })),
  })
  .meta({ id: 'MachineGraph' });
export type MachineGraphView = z.infer<typeof machineGraphSchema>;
