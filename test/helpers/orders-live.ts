import { createActor, fromCallback } from 'xstate';
import { ordersLiveMachine, type OrdersLiveEvent } from '../../machines/orders-live.machine';

/** The live list's machine with a fake stream: `counts` has the connections opened and closed and the list reads. */
export function start() {
  const counts = { opened: 0, closed: 0, refreshes: 0 };
  const actor = createActor(
    ordersLiveMachine.provide({
      actors: {
        listenForOrders: fromCallback<OrdersLiveEvent>(() => {
          counts.opened += 1;
          return () => (counts.closed += 1);
        }),
      },
      actions: { refreshList: () => void (counts.refreshes += 1) },
    }),
  );
  actor.start();
  return { actor, counts };
}
