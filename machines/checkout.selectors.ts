import { checkoutErrors, checkoutTotals, isFormFilled, submitInput, type CheckoutErrors } from '../src/domain/checkout';
import { visibleErrors } from '../src/domain/form-errors';
import type { PricingResult } from '../src/domain/pricing';
import type { SubmitOrderInput } from '../src/domain/submit-order';
import type { CheckoutContext } from './checkout.context';

/**
 * What the views ask of a checkout snapshot (pure: snapshot or context in, facts out). The rules
 * are the domain's; these only pick what to ask them.
 */

export const selectTotals = (context: CheckoutContext): PricingResult => checkoutTotals(context);
export const selectAllErrors = (context: CheckoutContext): CheckoutErrors => checkoutErrors(context);

/** The errors to show now: those of fields already left, or all after a submit attempt. */
export const selectVisibleErrors = (context: CheckoutContext): CheckoutErrors => visibleErrors(checkoutErrors(context), context.touched, context.revealAll);

export const selectSubmitInput = (context: CheckoutContext): SubmitOrderInput => {
  const input = submitInput(context, context.idempotencyKey);
  const { token, phone } = context.verification;
  return token && phone === context.recipient.phone ? { ...input, verificationToken: token } : input;
};

interface CheckoutSnapshotLike {
  status: string;
  context: CheckoutContext;
  matches: (state: never) => boolean;
}

/** Which step the form shows open: the step the machine is in (submitting and failure: the form). */
export function selectStep(snapshot: Pick<CheckoutSnapshotLike, 'matches'>): 'sku' | 'delivery' | 'payment' | 'recipient' {
  const is = (state: object) => snapshot.matches(state as never);
  if (is({ editing: 'sku' })) return 'sku';
  if (is({ editing: 'delivery' })) return 'delivery';
  if (is({ editing: 'payment' })) return 'payment';
  return 'recipient';
}

/** Whether leaving now would lose something typed: the checkout is still open and the form filled. */
export const selectAsksBeforeLeaving = (snapshot: Pick<CheckoutSnapshotLike, 'status' | 'context'>): boolean => snapshot.status !== 'done' && isFormFilled(snapshot.context);

interface VerifyingSnapshotLike {
  context: CheckoutContext;
  matches: (state: never) => boolean;
  can: (event: never) => boolean;
}

const PROBLEM_KEYS = { wrong: 'verification.wrong', expired: 'verification.expired', tooManyAttempts: 'verification.tooManyAttempts', network: 'verification.notSent', refused: 'verification.notSent' } as const;

/** The code dialog's state while the phone is being verified; null when it is not. */
export function selectVerification(snapshot: VerifyingSnapshotLike) {
  const is = (state: object) => snapshot.matches(state as never);
  if (!snapshot.matches('verifying' as never)) return null;
  const { verification, recipient } = snapshot.context;
  const step = is({ verifying: 'sending' })
    ? 'sending'
    : is({ verifying: 'sendFailed' })
      ? 'sendFailed'
      : is({ verifying: 'expired' })
        ? 'expired'
        : is({ verifying: 'tooManyAttempts' })
          ? 'tooManyAttempts'
          : is({ verifying: { codeEntry: { code: 'checking' } } })
            ? 'checking'
            : 'typing';
  const failure = verification.failure === 'cooldown' ? null : verification.failure;
  const problem = failure ? { key: PROBLEM_KEYS[failure], values: failure === 'wrong' ? { attemptsLeft: verification.attemptsLeft ?? 0 } : undefined } : null;
  return {
    step,
    phone: recipient.phone,
    code: verification.code,
    canResend: snapshot.can({ type: 'code.resend' } as never),
    resendIn: verification.resendIn,
    problem,
  } as const;
}
