import type { CheckoutEvent } from '../../machines/checkout.machine';
import { VerificationError } from '../../src/domain/verification';

/** The code dialog's events for the checkout's generated paths: the shopper's, the code actors' answers, the named delays. */
export const CODE_EVENTS: CheckoutEvent[] = [
  { type: 'code.change', code: '123456' },
  { type: 'code.change', code: '12' },
  { type: 'code.submit' },
  { type: 'code.resend' },
  { type: 'verification.cancel' },
  { type: 'xstate.done.actor.sendCode', output: { expiresIn: 300, resendIn: 60 } } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.sendCode', error: new VerificationError('cooldown', 'wait') } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.sendCode', error: new VerificationError('network', 'offline') } as unknown as CheckoutEvent,
  { type: 'xstate.done.actor.verifyCode', output: { token: 'token-of-the-model-0000' } } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.verifyCode', error: new VerificationError('wrong', 'wrong', 4) } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.verifyCode', error: new VerificationError('expired', 'expired') } as unknown as CheckoutEvent,
  { type: 'xstate.error.actor.verifyCode', error: new VerificationError('tooManyAttempts', 'too many') } as unknown as CheckoutEvent,
  { type: 'xstate.after.codeLifetime.checkout.verifying.codeEntry' } as unknown as CheckoutEvent,
  { type: 'xstate.after.resendCooldown.checkout.verifying.codeEntry.resend.coolingDown' } as unknown as CheckoutEvent,
];

/** How far a test's clock moves for each named delay's event. */
export const CODE_DELAYS: Record<string, number> = {
  'xstate.after.codeLifetime.checkout.verifying.codeEntry': 300_000,
  'xstate.after.resendCooldown.checkout.verifying.codeEntry.resend.coolingDown': 60_000,
};
