import { Graph, layout } from '@dagrejs/dagre';
import type { MachineGraphView } from '../../domain/contracts/admin-orders';
import type { DiagramLayout } from '../views/LifecycleDiagram';
import { entryState } from './graph-entry';

export type { DiagramLayout };

const CHAR = 7.2;
const BOX_HEIGHT = 34;

/**
 * Lays out a machine's graph (from `GET /admin/api/machines/:id`, the server's one graph code) with
 * dagre. Nested states are drawn as their innermost states (`ALREADY_DELIVER.inTransit`); a move
 * into a parent state lands on the child it starts in.
 */
export function layoutMachine(graph: MachineGraphView): DiagramLayout {
  const leaves = graph.states.filter((state) => !graph.states.some((child) => child.parent === state.id));
  const entry = (id: string) => entryState(graph, id);
  const g = new Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 56, edgesep: 16, marginx: 12, marginy: 12 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const state of leaves) g.setNode(state.id, { label: state.id, width: Math.max(90, state.id.length * CHAR + 24), height: BOX_HEIGHT });
  const edges = graph.transitions
    .filter((transition) => transition.event !== '' || transition.source !== transition.target)
    .map((transition, index) => ({ source: entry(transition.source), target: entry(transition.target), event: transition.event || 'always', name: `e${index}` }))
    .filter((edge, index, all) => g.hasNode(edge.source) && g.hasNode(edge.target) && all.findIndex((other) => other.source === edge.source && other.target === edge.target && other.event === edge.event) === index);
  for (const edge of edges) g.setEdge(edge.source, edge.target, { label: edge.event, width: edge.event.length * CHAR * 0.85, height: 14, labelpos: 'c' }, edge.name);
  layout(g);
  const size = g.graph();
  return {
    width: Math.ceil(size.width ?? 0),
    height: Math.ceil(size.height ?? 0),
    nodes: leaves.map((state) => {
      const node = g.node(state.id);
      return { id: state.id, label: state.id, x: node.x, y: node.y, width: node.width, height: node.height, final: state.type === 'final' };
    }),
    edges: edges.map((edge) => {
      const placed = g.edge({ v: edge.source, w: edge.target, name: edge.name }) as { points: { x: number; y: number }[]; x?: number; y?: number };
      const middle = placed.points[Math.floor(placed.points.length / 2)] ?? { x: 0, y: 0 };
      return { source: edge.source, target: edge.target, event: edge.event, points: placed.points, labelX: placed.x ?? middle.x, labelY: placed.y ?? middle.y };
    }),
  };
}
