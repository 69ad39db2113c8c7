import { z } from 'zod';
import { RETURN_STATUSES, type ReturnStatus } from '../return-request';
import type { Same } from './same';

/** POST /api/consumer/returns: the return request just filed. */
export const returnSubmittedSchema = z
  .object({
    id: z.string(),
    status: z.enum(RETURN_STATUSES),
  })
  .describe('The return request just filed: its id and status')
  .meta({ id: 'ReturnSubmitted' });

export type ReturnSubmitted = z.infer<typeof returnSubmittedSchema>;

const returnSubmittedMatches: Same<ReturnSubmitted, { id: string; status: ReturnStatus }> = true;
void returnSubmittedMatches;
