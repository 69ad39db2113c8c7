import type { MachineGraphView } from '../../domain/contracts/admin-orders';

/** Where a move into a state lands on a diagram of innermost states: a compound state's first child, down to a leaf. */
export function entryState(graph: MachineGraphView, id: string): string {
  const state = graph.states.find((candidate) => candidate.id === id);
  return state?.initial ? entryState(graph, state.initial) : id;
}
