import type { ApiClient } from './client';
import { encryptPayload } from './encryption';
import { API_PATHS } from './orders';
import { sign } from './signing';
import { SIGNATURE_HEADER } from '../domain/signing';
import type { AddOrderBody, OrderView } from '../domain/order';
import { SubmitOrderError, type SubmitOrderInput } from '../domain/submit-order';

/** The envelope code of "that order is still being placed" (src/server/http/envelope.ts). */
export const IN_PROGRESS_CODE = 1007;

export interface AddOrderKeys {
  rsaPublicKey: string;
  signKey: string;
}

/** Builds, signs and encrypts the add-order request body (spec §7). */
export async function sealOrder(input: SubmitOrderInput, keys: AddOrderKeys): Promise<{ body: { data: string }; signature: string }> {
  const order: AddOrderBody = {
    idempotencyKey: input.idempotencyKey,
    productId: input.productId,
    lines: input.lines.map((line) => ({ kind: line.kind, id: line.id, quantity: line.quantity })),
    // Empty fields are left out: the signature skips them anyway, and each 37 characters saved is
    // one RSA block less to send and to decrypt.
    recipient: Object.fromEntries(Object.entries(input.recipient).filter(([, value]) => value !== '')),
    deliveryMethod: 'home',
    paymentMethod: 'cod',
    expectedTotal: input.expectedTotal,
  };
  const signature = sign(order, keys.signKey);
  const data = await encryptPayload(JSON.stringify(order), keys.rsaPublicKey);
  return { body: { data }, signature };
}

/**
 * The checkout machine's submitOrder actor. The API client has already told the shopper what went
 * wrong (a toast); here the failure is only sorted for the machine.
 */
export function createSubmitOrder(api: ApiClient, keys: AddOrderKeys) {
  return async (input: SubmitOrderInput): Promise<OrderView> => {
    const { body, signature } = await sealOrder(input, keys);
    const result = await api<OrderView>(API_PATHS.addOrder, { method: 'POST', body, headers: { [SIGNATURE_HEADER]: signature } });
    if (result.ok) return result.data;
    // No answer, a server fault, a timeout or "the first attempt is still running": try again with
    // the same key. Anything else the shopper has to change first.
    const status = result.reason === 'network' ? 0 : result.status;
    const network = result.reason === 'network' || status >= 500 || status === 408 || (result.reason === 'business' && result.code === IN_PROGRESS_CODE);
    throw new SubmitOrderError({ kind: network ? 'network' : 'rejected', message: result.message });
  };
}
