import { API_PATHS } from '../domain/api-paths';
import { VerificationError, type CodeSent, type SendCodeInput, type VerificationFailureReason, type VerifyCodeInput } from '../domain/verification';
import type { ApiClient, ApiFailure } from './client';

/** CODES.VERIFICATION_FAILED: `data.reason` says which (wrong, expired, tooManyAttempts, cooldown). */
const VERIFICATION_FAILED = 1015;
const REASONS: readonly VerificationFailureReason[] = ['wrong', 'expired', 'tooManyAttempts', 'cooldown'];

/** A failed call as the checkout machine reads it: the server's reason, or no answer. */
function failureOf(result: ApiFailure): VerificationError {
  if (result.reason === 'network' || (result.reason === 'http' && result.status >= 500)) return new VerificationError('network', result.message);
  const data = result.reason === 'business' ? (result.data as { reason?: string; attemptsLeft?: number } | null) : null;
  const reason = result.reason === 'business' && result.code === VERIFICATION_FAILED && REASONS.includes(data?.reason as VerificationFailureReason) ? (data!.reason as VerificationFailureReason) : 'refused';
  return new VerificationError(reason, result.message, typeof data?.attemptsLeft === 'number' ? data.attemptsLeft : null);
}

/** POST /consumer/verification/send: a one-time code to the phone. The view shows what went wrong, so no toast. */
export async function sendCode(api: ApiClient, input: SendCodeInput): Promise<CodeSent> {
  const result = await api<CodeSent>(API_PATHS.sendVerification, { method: 'POST', body: input, silent: true });
  if (!result.ok) throw failureOf(result);
  return { expiresIn: result.data.expiresIn, resendIn: result.data.resendIn };
}

/** POST /consumer/verification/verify: the code typed; the right one answers the order's token. */
export async function verifyCode(api: ApiClient, input: VerifyCodeInput): Promise<{ token: string }> {
  const result = await api<{ token: string }>(API_PATHS.verifyPhone, { method: 'POST', body: input, silent: true });
  if (!result.ok) throw failureOf(result);
  return { token: result.data.token };
}
