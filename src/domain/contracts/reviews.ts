import { z } from 'zod';
import type { Same } from './same';

/** POST /api/consumer/reviews: the review is kept and waits for the seller's approval. */
export const reviewSubmittedSchema = z
  .object({ status: z.literal('pending') })
  .describe('The review was kept and waits for the seller’s approval')
  .meta({ id: 'ReviewSubmitted' });

export type ReviewSubmitted = z.infer<typeof reviewSubmittedSchema>;

const reviewSubmittedMatches: Same<ReviewSubmitted, { status: 'pending' }> = true;
void reviewSubmittedMatches;
