import { assign, setup } from 'xstate';

/**
 * Replaying a lifecycle's history on its diagram (the console's order page): a step is one move
 * of the history (index 0 the first); the page highlights that move's from -> to edge and state
 * with who and when. Paused, the agent steps (first, previous, next, last, or to any step on the
 * slider); playing, it steps on by itself every `stepInterval` and pauses at the last step.
 *
 *   paused ──replay.play──▶ playing ──after stepInterval──▶ playing (next step) … ──at the last──▶ paused
 *     ▲                       │
 *     └──────replay.pause─────┘        any step event (first, prev, next, last, seek) pauses on that step
 */
export interface HistoryReplayContext {
  /** How many moves the history holds. */
  count: number;
  /** The step shown now (-1 when the history is empty). */
  index: number;
}

export type HistoryReplayEvent =
  | { type: 'replay.first' }
  | { type: 'replay.prev' }
  | { type: 'replay.next' }
  | { type: 'replay.last' }
  | { type: 'replay.seek'; index: number }
  | { type: 'replay.play' }
  | { type: 'replay.pause' }
  /** The history changed (the order moved): show its newest step. */
  | { type: 'replay.reset'; count: number };

const clamp = (index: number, count: number) => Math.max(count > 0 ? 0 : -1, Math.min(count - 1, Math.trunc(index)));

export const historyReplayMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as HistoryReplayContext, events: {} as HistoryReplayEvent, input: {} as { count: number } },
  actions: {
    showFirst: assign({ index: ({ context }) => clamp(0, context.count) }),
    showPrev: assign({ index: ({ context }) => clamp(context.index - 1, context.count) }),
    showNext: assign({ index: ({ context }) => clamp(context.index + 1, context.count) }),
    showLast: assign({ index: ({ context }) => context.count - 1 }),
    showStep: assign({ index: ({ context, event }) => (event.type === 'replay.seek' ? clamp(event.index, context.count) : context.index) }),
    resetTo: assign(({ event }) => (event.type === 'replay.reset' ? { count: event.count, index: event.count - 1 } : {})),
  },
  guards: {
    hasEarlier: ({ context }) => context.index > 0,
    hasLater: ({ context }) => context.index < context.count - 1,
    isStep: ({ context, event }) => event.type === 'replay.seek' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.count,
  },
  delays: {
    stepInterval: 1200,
  },
}).createMachine({
  id: 'historyReplay',
  context: ({ input }) => ({ count: input.count, index: input.count - 1 }),
  initial: 'paused',
  on: {
    'replay.reset': { target: '.paused', actions: 'resetTo' },
  },
  states: {
    paused: {
      on: {
        'replay.first': { guard: 'hasEarlier', actions: 'showFirst' },
        'replay.prev': { guard: 'hasEarlier', actions: 'showPrev' },
        'replay.next': { guard: 'hasLater', actions: 'showNext' },
        'replay.last': { guard: 'hasLater', actions: 'showLast' },
        'replay.seek': { guard: 'isStep', actions: 'showStep' },
        // Playing from the last step starts again from the first.
        'replay.play': [{ guard: 'hasLater', target: 'playing' }, { guard: 'hasEarlier', target: 'playing', actions: 'showFirst' }],
      },
    },
    playing: {
      after: {
        stepInterval: [{ guard: 'hasLater', target: 'playing', reenter: true, actions: 'showNext' }, { target: 'paused' }],
      },
      on: {
        'replay.pause': 'paused',
        'replay.first': { target: 'paused', actions: 'showFirst' },
        'replay.prev': { target: 'paused', actions: 'showPrev' },
        'replay.next': { target: 'paused', actions: 'showNext' },
        'replay.last': { target: 'paused', actions: 'showLast' },
        'replay.seek': { guard: 'isStep', target: 'paused', actions: 'showStep' },
      },
    },
  },
});
