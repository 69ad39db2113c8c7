import type { FunnelView } from '../../domain/contracts/admin-dashboard';
import type { DiagramLayout } from '../views/LifecycleDiagram';
import { entryState } from './graph-entry';

/**
 * The funnel's counts placed on the checkout diagram's layout: each box's sessions that reached
 * its state, each line's times taken (lines the layout merged, such as two guarded branches of
 * one event, add up).
 */
export function funnelOnLayout(layout: DiagramLayout, funnel: FunnelView): { nodeCounts: Record<string, number>; edgeCounts: number[] } {
  const nodeCounts = Object.fromEntries(layout.nodes.map((node) => [node.id, funnel.states[node.id] ?? 0]));
  const keyOf = (source: string, event: string, target: string) => `${source}\n${event}\n${target}`;
  const taken = new Map<string, number>();
  for (const transition of funnel.transitions) {
    const key = keyOf(entryState(funnel.graph, transition.source), transition.event || 'always', entryState(funnel.graph, transition.target));
    taken.set(key, (taken.get(key) ?? 0) + transition.count);
  }
  return { nodeCounts, edgeCounts: layout.edges.map((edge) => taken.get(keyOf(edge.source, edge.event, edge.target)) ?? 0) };
}
