import type { ApiClient } from './client';
import { encryptPayload } from './encryption';
import { API_PATHS } from '../domain/api-paths';
import { sign } from './signing';
import { SIGNATURE_HEADER } from '../domain/signing';
import type { AddOrderBody, OrderView } from '../domain/order';
import { SubmitOrderError, type SubmitOrderInput } from '../domain/submit-order';

/** The envelope code of "that order is still being placed" (src/server/http/envelope.ts). */
export const IN_PROGRESS_CODE = 1007;
/** The site asks for the phone to be verified before this order (CODES.VERIFICATION_REQUIRED). */
export const VERIFICATION_REQUIRED_CODE = 1014;

export interface AddOrderKeys {
  rsaPublicKey: string;
  signKey: string;
}

/** The add-order body (spec §7 leaves it to us): empty fields left out, the store only for pickups. */
export function orderBody(input: SubmitOrderInput): AddOrderBody {
  return {
    idempotencyKey: input.idempotencyKey,
    productId: input.productId,
    // A line of the product the shopper came for needs no productId of its own.
    lines: input.lines.map(({ productId, kind, id, quantity }) => (productId === input.productId ? { kind, id, quantity } : { productId, kind, id, quantity })),
    // Empty fields are left out: the signature skips them anyway, and each 37 characters saved is
    // one RSA block less to send and to decrypt.
    recipient: Object.fromEntries(Object.entries(input.recipient).filter(([, value]) => value !== '')),
    deliveryMethod: input.deliveryMethod,
    paymentMethod: input.paymentMethod,
    ...(input.store ? { store: input.store } : {}),
    expectedTotal: input.expectedTotal,
    ...(input.couponId ? { couponId: input.couponId } : {}),
    ...(input.attribution ? { attribution: input.attribution } : {}),
    ...(input.verificationToken ? { verificationToken: input.verificationToken } : {}),
  };
}

/** Builds, signs and encrypts the add-order request body (spec §7). */
export function sealOrder(input: SubmitOrderInput, keys: AddOrderKeys): { body: { data: string }; signature: string } {
  const order = orderBody(input);
  const signature = sign(order, keys.signKey);
  const data = encryptPayload(JSON.stringify(order), keys.rsaPublicKey);
  return { body: { data }, signature };
}

/**
 * The checkout machine's submitOrder actor. The API client has already told the shopper what went
 * wrong (a toast); here the failure is only sorted for the machine.
 */
export function createSubmitOrder(api: ApiClient, keys: AddOrderKeys) {
  return async (input: SubmitOrderInput): Promise<OrderView> => {
    const { body, signature } = sealOrder(input, keys);
    const result = await api<OrderView>(API_PATHS.addOrder, { method: 'POST', body, headers: { [SIGNATURE_HEADER]: signature } });
    if (result.ok) return result.data;
    // No answer, a server fault, a timeout or "the first attempt is still running": try again with
    // the same key. Anything else the shopper has to change first.
    const status = result.reason === 'network' ? 0 : result.status;
    const network = result.reason === 'network' || status >= 500 || status === 408 || (result.reason === 'business' && result.code === IN_PROGRESS_CODE);
    const fieldErrors = result.reason === 'business' ? (result.data as { fieldErrors?: Record<string, { key: string }> } | null)?.fieldErrors : undefined;
    const verify = result.reason === 'business' && result.code === VERIFICATION_REQUIRED_CODE;
    throw new SubmitOrderError({ kind: network ? 'network' : verify ? 'verify' : 'rejected', message: result.message, fieldErrors });
  };
}
