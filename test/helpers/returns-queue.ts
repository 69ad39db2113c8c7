import { createActor, fromPromise } from 'xstate';
import { returnsQueueMachine, type ReturnMoveRequest } from '../../machines/returns-queue.machine';
import type { AdminReturn, AdminReturnQueue, ReturnTab } from '../../src/domain/contracts/admin-returns';
import { deferred } from './deferred';

/** A request of the queue whose lifecycle allows `allowed` now, at `version`. */
export const queuedReturn = (id: string, allowed: string[], version = 0) =>
  ({ id, lifecycle: { state: 'SUBMITTED', version, machine: 'returnLifecycle', allowedEvents: allowed.map((type) => ({ type, fields: [] })), history: [] } }) as unknown as AdminReturn;

export const queueOf = (...items: AdminReturn[]): AdminReturnQueue => ({ items, counts: { open: items.length, waiting: 0, received: 0 } });

/** The Returns section's machine, running: each tab read and each move answered by the test, with what was asked. */
export function startReturnsQueue(input: { tab?: ReturnTab } = {}) {
  const loads: { tab: ReturnTab; answer: ReturnType<typeof deferred<AdminReturnQueue>> }[] = [];
  const moves: { request: ReturnMoveRequest; answer: ReturnType<typeof deferred<AdminReturn>> }[] = [];
  const actor = createActor(
    returnsQueueMachine.provide({
      actors: {
        loadQueue: fromPromise<AdminReturnQueue, { tab: ReturnTab }>(({ input }) => {
          const answer = deferred<AdminReturnQueue>();
          loads.push({ tab: input.tab, answer });
          return answer.promise;
        }),
        moveReturn: fromPromise<AdminReturn, ReturnMoveRequest>(({ input }) => {
          const answer = deferred<AdminReturn>();
          moves.push({ request: input, answer });
          return answer.promise;
        }),
      },
    }),
    { input },
  ).start();
  return { actor, loads, moves };
}
