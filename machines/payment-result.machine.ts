import { assign, fromPromise, setup } from 'xstate';
import type { PaymentState } from '../src/domain/order';

export type { PaymentState } from '../src/domain/order';

/**
 * The payment result of a prepaid order (spec §2: "waiting, with actions continue paying or
 * payment finished"). The shopper comes back from the provider's page; the machine asks the
 * server how the payment stands, keeps asking for a while as the provider may report late, and
 * offers "continue paying" (back to the payment page) and "payment finished" (ask again now).
 *
 *   checking ──paid──▶ success
 *      │  ├──declined──▶ failure ──payment.continue──▶ waiting (payment page open)
 *      │  └──pending───▶ waiting ──after pollInterval / payment.finished──▶ checking
 *      └──error──▶ waiting
 */
export interface PaymentResultContext {
  orderNo: string;
  state: PaymentState | null;
  /** Checks made without an answer of paid or declined. */
  polls: number;
}

export type PaymentResultEvent = { type: 'payment.continue' } | { type: 'payment.finished' };

/** Automatic checks before waiting for the shopper to say they have finished. */
export const MAX_POLLS = 20;

export const paymentResultMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as PaymentResultContext, events: {} as PaymentResultEvent, input: {} as { orderNo: string } },
  actors: {
    fetchPaymentState: fromPromise<PaymentState, { orderNo: string }>(async () => {
      throw new Error('fetchPaymentState is provided by the composition root');
    }),
  },
  actions: {
    /** Opens the provider's payment page again (a navigation, provided by the page). */
    openPaymentPage: () => {},
    setState: assign({ state: ({ event }) => (event as unknown as { output: PaymentState }).output }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    resetPolls: assign({ polls: 0 }),
  },
  guards: {
    isPaid: ({ event }) => (event as unknown as { output: PaymentState }).output.paymentStatus === 'SUCCESS',
    isDeclined: ({ event }) => (event as unknown as { output: PaymentState }).output.paymentStatus === 'FAILURE',
    canPoll: ({ context }) => context.polls < MAX_POLLS,
  },
  delays: {
    pollInterval: 3000,
  },
}).createMachine({
  id: 'paymentResult',
  context: ({ input }) => ({ orderNo: input.orderNo, state: null, polls: 0 }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'fetchPaymentState',
        src: 'fetchPaymentState',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          { guard: 'isPaid', target: 'success', actions: 'setState' },
          { guard: 'isDeclined', target: 'failure', actions: 'setState' },
          { target: 'waiting', actions: ['setState', 'countPoll'] },
        ],
        onError: { target: 'waiting', actions: 'countPoll' },
      },
    },
    waiting: {
      after: { pollInterval: { guard: 'canPoll', target: 'checking' } },
      on: {
        'payment.finished': { target: 'checking', actions: 'resetPolls' },
        'payment.continue': { actions: 'openPaymentPage' },
      },
    },
    failure: {
      on: {
        'payment.continue': { target: 'waiting', actions: ['resetPolls', 'openPaymentPage'] },
        'payment.finished': { target: 'checking', actions: 'resetPolls' },
      },
    },
    success: { type: 'final' },
  },
});
