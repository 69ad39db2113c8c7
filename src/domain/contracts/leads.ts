import { z } from 'zod';
import { MAX_LINES } from '../order';
import { NAME_MAX } from '../recipient';

/**
 * Abandoned forms: the order form's ping (POST /api/consumer/leads) and the console's list
 * (GET /admin/api/leads). Outside checks rely on these names: `items` with `phone`, `converted`.
 */
const id = (max = 64) => z.string().min(1).max(max);

export const leadRequest = z.strictObject({
  productId: id(),
  phone: z.string().min(1).max(30).describe('as typed; it must be a valid mobile number of the site’s zone'),
  name: z.string().max(NAME_MAX * 2).optional(),
  lines: z
    .array(z.strictObject({ productId: id(), kind: z.enum(['sku', 'combo']), id: id(), quantity: z.number().int().min(1).max(1000) }))
    .min(1)
    .max(MAX_LINES),
});
export type LeadRequest = z.infer<typeof leadRequest>;

export const leadAcceptedSchema = z.object({ received: z.literal(true) }).describe('The lead is kept (or refreshed)').meta({ id: 'LeadReceived' });

export const LEAD_STATUSES = ['open', 'converted', 'all'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const ADMIN_LEADS_MAX = 200;

export const adminLeadsQuery = z.strictObject({
  status: z.enum(LEAD_STATUSES).default('open').describe('open: no order yet; converted: that phone ordered since; all'),
  siteId: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_LEADS_MAX).default(100),
});
export type AdminLeadsQuery = z.infer<typeof adminLeadsQuery>;

export const adminLeadSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  phone: z.string().describe('E.164'),
  phoneNational: z.string(),
  name: z.string().nullable(),
  productId: z.string(),
  lines: z.array(z.object({ productId: z.string(), kind: z.enum(['sku', 'combo']), id: z.string(), quantity: z.number() })),
  locale: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().describe('the last ping from the form'),
  converted: z.boolean(),
  orderNo: z.string().nullable().describe('the order that phone placed since, if any'),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const adminLeadsSchema = z
  .object({ items: z.array(adminLeadSchema).describe('forms quiet for 30 minutes or more, newest ping first') })
  .describe('Abandoned order forms: a valid phone typed, no order within 30 minutes')
  .meta({ id: 'AdminLeads' });
export type AdminLeads = z.infer<typeof adminLeadsSchema>;
