import { z } from 'zod';
import { machineGraphSchema } from './admin-orders';

/**
 * The owner's day at a glance (`GET /admin/api/dashboard`) and the checkout funnel on the
 * checkout machine's diagram (`GET /admin/api/funnel`), for a site and a period of whole days
 * (UTC). Figures come from the orders' lifecycle history, so they agree with the order pages.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date (YYYY-MM-DD)');

/** At most a year a request: the answer has a row a day. */
export const PERIOD_DAYS_MAX = 366;

export const periodQuery = z
  .strictObject({
    siteId: z.string().min(1).max(100),
    from: day.describe('the first day (UTC)'),
    to: day.describe('the last day, counted whole (UTC)'),
  })
  .refine(({ from, to }) => from <= to, { message: 'from must not be after to', path: ['to'] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < PERIOD_DAYS_MAX, { message: 'a period is at most a year', path: ['to'] });
export type PeriodQuery = z.infer<typeof periodQuery>;

const count = z.number().int().min(0);

export const funnelSchema = z.object({
  siteId: z.string(),
  from: z.string(),
  to: z.string(),
  /** Checkout sessions that reported in the period. */
  sessions: count,
  /** Sessions that reached each state (graph state ids). */
  states: z.record(z.string(), count),
  transitions: z.array(z.object({ source: z.string(), event: z.string(), target: z.string(), count })),
  /** The checkout machine's graph, to draw the counts on. */
  graph: machineGraphSchema,
});
export type FunnelView = z.infer<typeof funnelSchema>;

/** The lifecycle's figures for a day, a courier or a zone. */
export const figuresSchema = z.object({
  placed: count,
  confirmed: count.describe('orders confirmed by a call'),
  dispatched: count,
  outForDelivery: count.describe('orders that went out for delivery (on the courier’s van that day)'),
  delivered: count,
  refused: count.describe('refused at the door: returned to origin'),
  cancelled: count,
  cashCollected: count.describe('cash on delivery collected, in the zone currency’s minor units'),
});
export type Figures = z.infer<typeof figuresSchema>;

export const dashboardSchema = z.object({
  siteId: z.string(),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  totals: figuresSchema,
  days: z.array(figuresSchema.extend({ day: z.string() })),
  couriers: z.array(figuresSchema.extend({ carrier: z.string() })),
  zones: z.array(figuresSchema.extend({ zoneId: z.number().int() })),
  funnel: funnelSchema,
});
export type DashboardView = z.infer<typeof dashboardSchema>;
