import { assign, setup } from 'xstate';
import { STAY_INTERVAL_SECONDS, STAY_LIMIT_SECONDS } from '../src/domain/tracking';

/**
 * The page-stay timer (spec §4, §9): counts the seconds a shopper spends on the landing page and
 * logs a STAY_DURATION event every 60 s, up to 600 s in total (ten events). Time while the page
 * is hidden (another tab, the phone locked) does not count. Starting it again starts from zero.
 *
 *   idle ──stay.start──▶ counting.visible ◀──page.show── counting.hidden
 *                          │  each second: count; each full minute: logStay
 *                          │  ──page.hide──▶ counting.hidden
 *                          └──the limit reached──▶ done          (stay.start anywhere: from zero)
 */
export interface PageStayInput {
  /** Seconds between two stay events (default 60). */
  intervalSeconds?: number;
  /** Seconds counted in all (default 600). */
  limitSeconds?: number;
}

export interface PageStayContext {
  intervalSeconds: number;
  limitSeconds: number;
  /** Seconds counted so far, visible time only. */
  seconds: number;
  /** Stay events logged so far. */
  logged: number;
}

// No stop event: the page that starts the timer stops its actor when the shopper leaves.
export type PageStayEvent = { type: 'stay.start' } | { type: 'page.hide' } | { type: 'page.show' };

export const pageStayMachine = setup({
  types: { context: {} as PageStayContext, events: {} as PageStayEvent, input: {} as PageStayInput },
  actions: {
    reset: assign({ seconds: 0, logged: 0 }),
    count: assign({ seconds: ({ context }) => context.seconds + 1 }),
    markLogged: assign({ logged: ({ context }) => context.logged + 1 }),
    // Injected: sends the STAY_DURATION event with `context.seconds`.
    logStay: () => {},
  },
  guards: {
    completesInterval: ({ context }) => (context.seconds + 1) % context.intervalSeconds === 0,
    reachesLimit: ({ context }) => context.seconds + 1 >= context.limitSeconds,
  },
  delays: {
    second: 1000,
  },
}).createMachine({
  id: 'pageStay',
  context: ({ input }) => ({
    intervalSeconds: input?.intervalSeconds ?? STAY_INTERVAL_SECONDS,
    limitSeconds: input?.limitSeconds ?? STAY_LIMIT_SECONDS,
    seconds: 0,
    logged: 0,
  }),
  initial: 'idle',
  on: {
    'stay.start': { target: '.counting', actions: 'reset', reenter: true },
  },
  states: {
    idle: {},
    counting: {
      initial: 'visible',
      states: {
        visible: {
          on: { 'page.hide': { target: 'hidden' } },
          after: {
            second: [
              { guard: 'reachesLimit', target: '#pageStay.done', actions: ['count', 'logStay', 'markLogged'] },
              { guard: 'completesInterval', target: 'visible', reenter: true, actions: ['count', 'logStay', 'markLogged'] },
              { target: 'visible', reenter: true, actions: 'count' },
            ],
          },
        },
        hidden: {
          on: { 'page.show': { target: 'visible' } },
        },
      },
    },
    done: {},
  },
});
