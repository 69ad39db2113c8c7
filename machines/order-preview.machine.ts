import { assign, fromPromise, setup } from 'xstate';
import type { OrderPreview } from '../src/domain/contracts/order-preview';

/**
 * The console order page's preview of the shopper's own order page: a short-lived token is asked
 * for, the preview is shown until shortly before it expires, then asked for again; the page asks
 * again at once when the order moved (the shopper's page changed with it).
 *
 *   issuing ──issuePreview done──▶ showing ──after tokenLifetime / preview.refresh──▶ issuing
 *      └──error──▶ failed (the server's message) ──preview.refresh──▶ issuing
 */
export type OrderPreviewEvent = { type: 'preview.refresh' };

export interface OrderPreviewContext {
  orderNo: string;
  preview: OrderPreview | null;
  message: string | null;
}

export const orderPreviewMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as OrderPreviewContext, events: {} as OrderPreviewEvent, input: {} as { orderNo: string } },
  actors: {
    /** Provided by the page: `POST /admin/api/orders/:orderNo/preview`. */
    issuePreview: fromPromise<OrderPreview, { orderNo: string }>(async () => {
      throw new Error('issuePreview is provided by the order page');
    }),
  },
  delays: {
    /** A token is good for ten minutes: a new one a minute before. */
    tokenLifetime: 9 * 60_000,
  },
  actions: {
    setPreview: assign({ preview: (_, preview: OrderPreview) => preview, message: null }),
    setFailure: assign({ message: (_, message: string) => message }),
  },
}).createMachine({
  id: 'orderPreview',
  context: ({ input }) => ({ orderNo: input.orderNo, preview: null, message: null }),
  initial: 'issuing',
  states: {
    issuing: {
      invoke: {
        id: 'issuePreview',
        src: 'issuePreview',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: { target: 'showing', actions: { type: 'setPreview', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) } },
      },
    },
    showing: {
      after: { tokenLifetime: 'issuing' },
      on: { 'preview.refresh': 'issuing' },
    },
    failed: {
      on: { 'preview.refresh': 'issuing' },
    },
  },
});
