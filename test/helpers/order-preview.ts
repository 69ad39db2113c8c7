import { createActor, fromPromise } from 'xstate';
import { orderPreviewMachine } from '../../machines/order-preview.machine';
import type { OrderPreview } from '../../src/domain/contracts/order-preview';
import { deferred } from './deferred';

/** The preview the server issues, its nth token. */
export const preview = (n: number): OrderPreview => ({ url: `/admin/preview/token-${n}`, expiresAt: '2030-01-01T00:10:00.000Z' });

/** The preview machine, running on an order with a token lifetime of 10 ms, each token answered by the test. */
export function startPreview() {
  const issued: { input: { orderNo: string }; answer: ReturnType<typeof deferred<OrderPreview>> }[] = [];
  const actor = createActor(
    orderPreviewMachine.provide({
      delays: { tokenLifetime: 10 },
      actors: {
        issuePreview: fromPromise<OrderPreview, { orderNo: string }>(({ input }) => {
          const answer = deferred<OrderPreview>();
          issued.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { orderNo: 'TW250001' } },
  ).start();
  return { actor, issued };
}
