import type { Selection } from './product';
import type { RecipientInput } from './recipient-fields';

/**
 * The contract between the checkout machine and whatever places the order (the browser's API
 * call, a test double): what goes in, and how a failure is told apart.
 */
export interface SubmitOrderInput {
  idempotencyKey: string;
  productId: string;
  lines: Selection[];
  recipient: RecipientInput;
  expectedTotal: number;
}

/** `network`: no answer (retry with the same key). `rejected`: the server said no (fix first). */
export type SubmitFailure = { kind: 'network' | 'rejected'; message: string };

export class SubmitOrderError extends Error {
  constructor(readonly failure: SubmitFailure) {
    super(failure.message);
  }
}
