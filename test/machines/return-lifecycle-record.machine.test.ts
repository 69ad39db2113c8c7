import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { RETURN_EVENT_FIELDS, returnLifecycleMachine, type ReturnLifecycleEvent } from '../../machines/return-lifecycle.machine';

/** A return request taken through the shop's moves; what it keeps afterwards. */
function moved(...events: ReturnLifecycleEvent[]) {
  const actor = createActor(returnLifecycleMachine).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

describe('what a return request keeps of the shop’s moves', () => {
  it('starts submitted, with no reply and no refund', () => {
    const snapshot = moved();
    expect(snapshot.value).toBe('SUBMITTED');
    expect(snapshot.context).toEqual({ reply: null, refund: null });
    expect(snapshot.machine.id).toBe('returnLifecycle');
  });

  it("keeps an acceptance's reply tidied (where to send the parcel), and no reply when it had none", () => {
    expect(moved({ type: 'return.accept', reply: '  Send it to our warehouse ' }).context.reply).toBe('Send it to our warehouse');
    expect(moved({ type: 'return.accept' }).context.reply).toBeNull();
    expect(moved({ type: 'return.accept', reply: '   ' }).context.reply).toBeNull();
  });

  it('keeps the reason of a rejection, before or after the acceptance, and ends there', () => {
    const early = moved({ type: 'return.reject', reply: ' Outside the return period ' });
    expect(early.context.reply).toBe('Outside the return period');
    expect(early.status).toBe('done');
    const late = moved({ type: 'return.accept', reply: 'Send it' }, { type: 'return.reject', reply: 'Parcel never came' });
    expect(late.context.reply).toBe('Parcel never came');
    expect(late.status).toBe('done');
  });

  it('keeps the refund as the shop typed it, the reference tidied, and ends there', () => {
    const snapshot = moved({ type: 'return.receive' }, { type: 'return.refund', amount: 59_900, method: 'bankTransfer', reference: ' TX-1 ' });
    expect(snapshot.context.refund).toEqual({ amount: 59_900, method: 'bankTransfer', reference: 'TX-1' });
    expect(snapshot.status).toBe('done');
    expect(moved({ type: 'return.receive' }).status).toBe('active');
  });

  it('asks the console for a reply with an acceptance or a rejection, and amount, method and reference with a refund', () => {
    expect(RETURN_EVENT_FIELDS).toEqual({
      'return.accept': ['reply'],
      'return.reject': ['reply'],
      'return.receive': [],
      'return.refund': ['amount', 'method', 'reference'],
    });
  });
});
