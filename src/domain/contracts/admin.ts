import { z } from 'zod';
import { OPERATOR_ROLES, PASSWORD_MAX } from '../operator';

/** The back office's operator and audit calls (`/admin/api/...`). */
export { operatorViewSchema, signInRequest } from '../operator';

export const operatorSummarySchema = z.object({
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  createdAt: z.string(),
  passwordChangedAt: z.string(),
});

export const operatorListSchema = z.object({ items: z.array(operatorSummarySchema) }).meta({ id: 'OperatorList' });

export const addOperatorRequest = z.strictObject({
  email: z.string().max(254),
  role: z.enum(OPERATOR_ROLES),
  password: z.string().max(PASSWORD_MAX * 4),
});

export const resetPasswordRequest = z.strictObject({ password: z.string().max(PASSWORD_MAX * 4) });

export const operatorEmailParams = z.strictObject({ email: z.string().min(1).max(254) });

export const auditQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.string().max(40).optional().describe('an entry’s `at`: the page before it'),
  entity: z.string().max(40).optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operatorEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema) }).meta({ id: 'AuditPage' });
