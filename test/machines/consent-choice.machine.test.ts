import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { consentMachine, trackingAllowed, type ConsentInput } from '../../machines/consent.machine';
import type { ConsentChoice } from '../../src/domain/tracking';

/** The consent banner's choices by hand (its paths: tracking.machines.test.ts). */

function startConsent(input: ConsentInput) {
  const remembered: ConsentChoice[] = [];
  const actor = createActor(consentMachine.provide({ actions: { rememberChoice: (_, params) => void remembered.push(params.choice) } }), { input }).start();
  return { actor, remembered };
}

describe('the consent banner', () => {
  it('lets a shopper who said no review it from the footer and say yes', () => {
    const { actor, remembered } = startConsent({ required: true, stored: 'denied' });
    expect(trackingAllowed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'consent.review' });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'consent.accept' });
    expect(actor.getSnapshot().value).toBe('granted');
    expect(remembered).toEqual(['granted']);
  });

  it('asks nothing and tracks where the site does not ask, whatever was remembered', () => {
    expect(startConsent({ required: false, stored: 'denied' }).actor.getSnapshot().value).toBe('notRequired');
  });

  it('lets a shopper who said yes take it back', () => {
    const { actor, remembered } = startConsent({ required: true, stored: 'granted' });
    expect(trackingAllowed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'consent.review' });
    expect(trackingAllowed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'consent.reject' });
    expect(actor.getSnapshot().value).toBe('denied');
    expect(remembered).toEqual(['denied']);
  });
});
