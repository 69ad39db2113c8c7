import { createActor, fromPromise } from 'xstate';
import { ordersBulkMachine, type BulkReport, type BulkRequest } from '../../machines/orders-bulk.machine';
import { deferred } from './deferred';

/** The console list's bulk machine, running, with each bulk request answered by the test. */
export function startBulk() {
  const calls: { input: BulkRequest; answer: ReturnType<typeof deferred<BulkReport>> }[] = [];
  const actor = createActor(
    ordersBulkMachine.provide({
      actors: {
        sendBulk: fromPromise<BulkReport, BulkRequest>(({ input }) => {
          const answer = deferred<BulkReport>();
          calls.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
  );
  actor.start();
  return { actor, calls };
}
