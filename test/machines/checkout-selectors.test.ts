import { describe, expect, it } from 'vitest';
import { SubmitOrderError } from '../../machines/checkout.machine';
import { selectAllErrors, selectAsksBeforeLeaving, selectStep, selectSubmitInput, selectTotals, selectVerification, selectVisibleErrors } from '../../machines/checkout.selectors';
import { VerificationError, type CodeSent } from '../../src/domain/verification';
import { startCheckout, toForm, fill, TW_FORM, type Actor, placed } from '../helpers/checkout-actor';
import { flush } from '../helpers/deferred';

/** What the order form asks of a running checkout (machines/checkout.selectors.ts), as the shopper sees it. */

const SENT: CodeSent = { expiresIn: 300, resendIn: 60 };

/** A site that always asks for the phone's code: the form filled and sent. */
function asking() {
  const started = startCheckout({ recipient: TW_FORM, verification: 'always' });
  toForm(started.actor);
  started.actor.send({ type: 'order.submit' });
  return started;
}

async function typingCode() {
  const started = asking();
  started.sends[0]!.answer.resolve(SENT);
  await flush();
  return started;
}

const typeCode = (actor: Actor, code: string) => {
  actor.send({ type: 'code.change', code });
  actor.send({ type: 'code.submit' });
};

describe('the step the order form shows open', () => {
  it('follows the machine from the sku step to the form, and stays on the form while the order is sent', () => {
    const { actor } = startCheckout({ selection: null, recipient: TW_FORM });
    expect(selectStep(actor.getSnapshot())).toBe('sku');
    actor.send({ type: 'sku.select', kind: 'sku', id: 'blue' });
    actor.send({ type: 'sku.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('delivery');
    actor.send({ type: 'delivery.select', method: 'tw_courier' });
    actor.send({ type: 'delivery.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('payment');
    actor.send({ type: 'payment.confirm' });
    expect(selectStep(actor.getSnapshot())).toBe('recipient');
    actor.send({ type: 'order.submit' });
    expect(selectStep(actor.getSnapshot())).toBe('recipient');
  });
});

describe('whether leaving asks first', () => {
  it('asks once anything is typed, not before', () => {
    const { actor } = startCheckout();
    expect(selectAsksBeforeLeaving(actor.getSnapshot())).toBe(false);
    toForm(actor);
    fill(actor, { name: '王小明' });
    expect(selectAsksBeforeLeaving(actor.getSnapshot())).toBe(true);
  });

  it('does not ask once the order is placed', async () => {
    const { actor, submissions } = startCheckout({ recipient: TW_FORM });
    toForm(actor);
    actor.send({ type: 'order.submit' });
    submissions[0]!.answer.resolve(placed);
    await flush();
    expect(selectAsksBeforeLeaving(actor.getSnapshot())).toBe(false);
  });
});

describe('the errors the form shows', () => {
  it('knows every error at once, and shows only those of fields left until the order is sent', () => {
    const { actor } = startCheckout();
    toForm(actor);
    expect(Object.keys(selectAllErrors(actor.getSnapshot().context)).sort()).toEqual(['address', 'city', 'district', 'name', 'phone', 'postalCode']);
    expect(selectVisibleErrors(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'recipient.blur', field: 'name' });
    expect(Object.keys(selectVisibleErrors(actor.getSnapshot().context))).toEqual(['name']);
  });

  it('prices the order the form shows', () => {
    const { actor } = startCheckout({ selection: { kind: 'sku', id: 'blue', quantity: 2 } });
    expect(selectTotals(actor.getSnapshot().context)).toMatchObject({ ok: true, totals: { total: 138000 } });
  });
});

describe('what is sent with the order', () => {
  it('sends no token where no phone was verified', () => {
    const { actor } = startCheckout({ recipient: TW_FORM });
    expect(selectSubmitInput(actor.getSnapshot().context)).not.toHaveProperty('verificationToken');
  });

  it('sends the token only with the phone it was given for', async () => {
    const { actor, checks, submissions } = await typingCode();
    typeCode(actor, '123456');
    checks[0]!.answer.resolve({ token: 'token-for-this-phone-000' });
    await flush();
    expect(selectSubmitInput(actor.getSnapshot().context).verificationToken).toBe('token-for-this-phone-000');
    submissions[0]!.answer.reject(new SubmitOrderError({ kind: 'rejected', message: 'no' }));
    await flush();
    fill(actor, { phone: '0987654321' });
    expect(selectSubmitInput(actor.getSnapshot().context)).not.toHaveProperty('verificationToken');
  });
});

describe('the code dialog', () => {
  it('is closed while no phone is being verified', () => {
    const { actor } = startCheckout({ recipient: TW_FORM });
    expect(selectVerification(actor.getSnapshot())).toBeNull();
  });

  it('shows the code being sent to the form’s phone, with nothing to resend yet', () => {
    const { actor } = asking();
    expect(selectVerification(actor.getSnapshot())).toEqual({ step: 'sending', phone: TW_FORM.phone, code: '', canResend: false, resendIn: 60, problem: null });
  });

  it('shows the code as typed and when a new one may be asked', async () => {
    const { actor, clock } = await typingCode();
    actor.send({ type: 'code.change', code: '12' });
    expect(selectVerification(actor.getSnapshot())).toEqual({ step: 'typing', phone: TW_FORM.phone, code: '12', canResend: false, resendIn: 60, problem: null });
    clock.increment(60_000);
    expect(selectVerification(actor.getSnapshot())?.canResend).toBe(true);
  });

  it('shows the code being checked', async () => {
    const { actor } = await typingCode();
    typeCode(actor, '123456');
    expect(selectVerification(actor.getSnapshot())?.step).toBe('checking');
  });

  it('says how many tries are left after a wrong code', async () => {
    const { actor, checks } = await typingCode();
    typeCode(actor, '000000');
    checks[0]!.answer.reject(new VerificationError('wrong', 'wrong', 4));
    await flush();
    expect(selectVerification(actor.getSnapshot())).toMatchObject({ step: 'typing', problem: { key: 'verification.wrong', values: { attemptsLeft: 4 } } });
  });

  it('says no tries are left after a wrong code whose count the server did not give', async () => {
    const { actor, checks } = await typingCode();
    typeCode(actor, '000000');
    checks[0]!.answer.reject(new VerificationError('wrong', 'wrong'));
    await flush();
    expect(selectVerification(actor.getSnapshot())?.problem).toEqual({ key: 'verification.wrong', values: { attemptsLeft: 0 } });
  });

  it('shows nothing wrong when a check was only too soon', async () => {
    const { actor, checks } = await typingCode();
    typeCode(actor, '000000');
    checks[0]!.answer.reject(new VerificationError('cooldown', 'wait'));
    await flush();
    expect(selectVerification(actor.getSnapshot())).toMatchObject({ step: 'typing', problem: null });
  });

  it('says the code has expired, with a new one to ask for', async () => {
    const { actor, checks } = await typingCode();
    typeCode(actor, '000000');
    checks[0]!.answer.reject(new VerificationError('expired', 'expired'));
    await flush();
    expect(selectVerification(actor.getSnapshot())).toMatchObject({ step: 'expired', canResend: true, problem: { key: 'verification.expired', values: undefined } });
  });

  it('says there were too many tries', async () => {
    const { actor, checks } = await typingCode();
    typeCode(actor, '000000');
    checks[0]!.answer.reject(new VerificationError('tooManyAttempts', 'too many'));
    await flush();
    expect(selectVerification(actor.getSnapshot())).toMatchObject({ step: 'tooManyAttempts', problem: { key: 'verification.tooManyAttempts' } });
  });

  it.each(['network', 'refused'] as const)('says the code was not sent when the send failed (%s)', async (reason) => {
    const { actor, sends } = asking();
    sends[0]!.answer.reject(new VerificationError(reason, reason));
    await flush();
    expect(selectVerification(actor.getSnapshot())).toMatchObject({ step: 'sendFailed', canResend: true, problem: { key: 'verification.notSent', values: undefined } });
  });
});
