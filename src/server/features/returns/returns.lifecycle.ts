import { getNextSnapshot } from 'xstate';
import { returnLifecycleMachine, type ReturnLifecycleEvent } from '../../../../machines/return-lifecycle.machine';
import { eventTypes, machineGraph } from '../../../../machines/graph';
import { RETURN_STATUSES, type ReturnStatus } from '../../../domain/return-request';
import type { Refund } from '../../../domain/refund';

/**
 * A return request's lifecycle as the server runs it (machines/return-lifecycle.machine.ts): its
 * graph, the events it takes now (asked of the machine with `can`), and the move an event makes.
 */
export const RETURN_GRAPH = machineGraph(returnLifecycleMachine);
export const RETURN_EVENTS = eventTypes(RETURN_GRAPH) as ReturnLifecycleEvent['type'][];

export function isReturnEvent(type: string): type is ReturnLifecycleEvent['type'] {
  return (RETURN_EVENTS as string[]).includes(type);
}

/** Where a return request may go from each status, read from the machine's transitions. */
export const RETURN_MOVES = {} as Record<ReturnStatus, readonly ReturnStatus[]>;
for (const status of RETURN_STATUSES) {
  const targets = RETURN_GRAPH.transitions.filter((transition) => transition.source === status && transition.target !== status).map((transition) => transition.target as ReturnStatus);
  RETURN_MOVES[status] = [...new Set(targets)];
}

export interface ReturnLifecycleState {
  status: ReturnStatus;
  reply: string | null;
  refund: Refund | null;
}

export function returnSnapshot(state: ReturnLifecycleState) {
  return returnLifecycleMachine.resolveState({ value: state.status, context: { reply: state.reply, refund: state.refund } });
}

/** The event as the machine is asked whether it takes it at all (what it needs filled in). */
function probe(type: ReturnLifecycleEvent['type']): ReturnLifecycleEvent {
  switch (type) {
    case 'return.reject':
      return { type, reply: 'why' };
    case 'return.refund':
      return { type, amount: 1, method: 'cash', reference: 'reference' };
    default:
      return { type };
  }
}

/** The events the machine takes from this state (given what they need). */
export function allowedReturnEvents(state: ReturnLifecycleState): ReturnLifecycleEvent['type'][] {
  const snapshot = returnSnapshot(state);
  return RETURN_EVENTS.filter((type) => snapshot.can(probe(type)));
}

/** The machine's decision: the request's next state, or null when it refuses the event now. */
export function decideReturnMove(state: ReturnLifecycleState, event: ReturnLifecycleEvent): ReturnLifecycleState | null {
  const snapshot = returnSnapshot(state);
  if (!snapshot.can(event)) return null;
  const next = getNextSnapshot(returnLifecycleMachine, snapshot, event);
  return { status: next.value as ReturnStatus, reply: next.context.reply, refund: next.context.refund };
}
