import { setup } from 'xstate';
import type { ConsentChoice } from '../src/domain/tracking';

/**
 * The shopper's consent to ad measurement (cookies, ad pixels, events sent on to ad networks).
 * Where it is required (the EU, and where a site asks) nothing is tracked until the shopper
 * accepts; where it is not, tracking is allowed from the start. Accepting and rejecting are one
 * tap each; the choice is remembered (`rememberChoice`, injected) and can be reviewed from the
 * footer.
 *
 *   asking ──consent.accept──▶ granted ──consent.review──▶ asking
 *      └────consent.reject──▶ denied  ──consent.review──▶ asking
 *   notRequired (tracking allowed; nothing to ask)
 */
export interface ConsentInput {
  required: boolean;
  /** The choice remembered from an earlier visit. */
  stored: ConsentChoice | null;
}

export type ConsentEvent = { type: 'consent.accept' } | { type: 'consent.reject' } | { type: 'consent.review' };

export const consentMachine = setup({
  types: { input: {} as ConsentInput, context: {} as ConsentInput, events: {} as ConsentEvent },
  actions: {
    // Injected: keeps the choice (a first-party cookie holding only the choice).
    rememberChoice: (_, _params: { choice: ConsentChoice }) => {},
  },
  guards: {
    isNotRequired: ({ context }) => !context.required,
    wasGranted: ({ context }) => context.stored === 'granted',
    wasDenied: ({ context }) => context.stored === 'denied',
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => input,
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isNotRequired', target: 'notRequired' },
        { guard: 'wasGranted', target: 'granted' },
        { guard: 'wasDenied', target: 'denied' },
        { target: 'asking' },
      ],
    },
    asking: {
      on: {
        'consent.accept': { target: 'granted', actions: { type: 'rememberChoice', params: { choice: 'granted' } } },
        'consent.reject': { target: 'denied', actions: { type: 'rememberChoice', params: { choice: 'denied' } } },
      },
    },
    granted: {
      on: { 'consent.review': { target: 'asking' } },
    },
    denied: {
      on: { 'consent.review': { target: 'asking' } },
    },
    notRequired: {},
  },
});

/** Whether tracking may happen in this state. */
export function trackingAllowed(snapshot: { matches(state: 'granted' | 'notRequired'): boolean }): boolean {
  return snapshot.matches('granted') || snapshot.matches('notRequired');
}
