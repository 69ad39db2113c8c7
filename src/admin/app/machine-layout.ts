import { Graph, layout } from '@dagrejs/dagre';
import { eventLabel } from '../../../machines/graph';
import type { MachineGraphView } from '../../domain/contracts/admin-orders';
import type { DiagramLayout } from '../views/LifecycleDiagram';
import { entryState } from './graph-entry';

export type { DiagramLayout };

const CHAR = 7.2;
const BOX_HEIGHT = 34;
/** A move that stays in its state is drawn as a small loop on the state's right, its label beside it. */
const LOOP_OUT = 16;
const LOOP_GAP = 13;
/** Between the stacked labels of moves drawn as one line. */
const LABEL_GAP = 13;
const labelWidth = (event: string) => event.length * CHAR * 0.85;

interface Point {
  x: number;
  y: number;
}
interface Box extends Point {
  width: number;
  height: number;
}

const inside = (point: Point, box: Box) => Math.abs(point.x - box.x) < box.width / 2 - 0.5 && Math.abs(point.y - box.y) < box.height / 2 - 0.5;

/** Where the line from the box's centre toward `point` leaves the box. */
function borderToward(box: Box, point: Point): Point {
  const dx = point.x - box.x;
  const dy = point.y - box.y;
  let w = box.width / 2;
  let h = box.height / 2;
  if (Math.abs(dy) * w > Math.abs(dx) * h) {
    if (dy < 0) h = -h;
    return { x: box.x + (h * dx) / dy, y: box.y + h };
  }
  if (dx < 0) w = -w;
  return { x: box.x + w, y: dx === 0 ? box.y : box.y + (w * dy) / dx };
}

/**
 * An edge as dagre routed it, between nodes widened for their loops' room: its ends moved onto
 * the boxes drawn (aimed at each box's centre from the edge's next bend), so no edge starts or
 * ends in the room beside a box, nor bends to reach it.
 */
function ontoBoxes(points: readonly Point[], source: Box, target: Box): Point[] {
  const middle = points.slice(1, -1).filter((point) => !inside(point, source) && !inside(point, target));
  const first = middle[0] ?? target;
  const last = middle.at(-1) ?? source;
  return [borderToward(source, first), ...middle, borderToward(target, last)];
}

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
  const boxWidth = (id: string) => Math.max(90, id.length * CHAR + 24);
  const leafIds = new Set(leaves.map((state) => state.id));
  const edges = graph.transitions
    .filter((transition) => transition.event !== '' || transition.source !== transition.target)
    .map((transition, index) => ({ source: entry(transition.source), target: entry(transition.target), event: transition.event || 'always', label: eventLabel(transition.event), name: `e${index}` }))
    .filter((edge, index, all) => leafIds.has(edge.source) && leafIds.has(edge.target) && all.findIndex((other) => other.source === edge.source && other.target === edge.target && other.event === edge.event) === index);
  // Dagre draws a self-loop as a detour through a dummy node that reads as a line to nowhere: the
  // loops are drawn here instead, in room reserved on their state's right.
  const loopsOf = (id: string) => edges.filter((edge) => edge.source === id && edge.target === id);
  const loopRoom = (id: string) => (loopsOf(id).length === 0 ? 0 : LOOP_OUT + 6 + Math.max(...loopsOf(id).map((edge) => labelWidth(edge.label))));
  for (const state of leaves) {
    const loops = loopsOf(state.id).length;
    g.setNode(state.id, { label: state.id, width: boxWidth(state.id) + loopRoom(state.id), height: Math.max(BOX_HEIGHT, loops * LOOP_GAP + 10) });
  }
  // Moves between the same two states are one line with their labels stacked: dagre would lay each
  // out apart, every label its own detour.
  const moves = new Map<string, typeof edges>();
  for (const edge of edges) {
    if (edge.source === edge.target) continue;
    const key = `${edge.source}\u0000${edge.target}`;
    moves.set(key, [...(moves.get(key) ?? []), edge]);
  }
  const lineOf = (edge: (typeof edges)[number]) => moves.get(`${edge.source}\u0000${edge.target}`)!;
  for (const line of moves.values()) g.setEdge(line[0]!.source, line[0]!.target, { width: Math.max(...line.map((edge) => labelWidth(edge.label))), height: line.length * LABEL_GAP + 2, labelpos: 'c' }, line[0]!.name);
  layout(g);
  /** Where a state's box is drawn: the left of its reserved room, the loops on its right. */
  const box = (id: string) => {
    const node = g.node(id);
    return { x: node.x - loopRoom(id) / 2, y: node.y, width: boxWidth(id), height: BOX_HEIGHT };
  };
  const loop = (edge: (typeof edges)[number]) => {
    const siblings = loopsOf(edge.source);
    const k = siblings.indexOf(edge);
    const { x, y, width } = box(edge.source);
    const right = x + width / 2;
    const at = y + (k - (siblings.length - 1) / 2) * LOOP_GAP;
    const points = [
      { x: right, y: at - 4 },
      { x: right + LOOP_OUT, y: at - 4 },
      { x: right + LOOP_OUT, y: at + 4 },
      { x: right, y: at + 4 },
    ];
    return { source: edge.source, target: edge.target, event: edge.event, label: edge.label, points, labelX: right + LOOP_OUT + 4 + labelWidth(edge.label) / 2, labelY: at + 4 };
  };
  const size = g.graph();
  return {
    width: Math.ceil(size.width ?? 0),
    height: Math.ceil(size.height ?? 0),
    nodes: leaves.map((state) => ({ id: state.id, label: state.id, ...box(state.id), final: state.type === 'final' })),
    edges: edges.map((edge) => {
      if (edge.source === edge.target) return loop(edge);
      const line = lineOf(edge);
      const placed = g.edge({ v: edge.source, w: edge.target, name: line[0]!.name }) as { points: Point[]; x?: number; y?: number };
      const points = ontoBoxes(placed.points, box(edge.source), box(edge.target));
      const middle = points[Math.floor(points.length / 2)] ?? { x: 0, y: 0 };
      const k = line.indexOf(edge);
      return { source: edge.source, target: edge.target, event: edge.event, label: edge.label, points, labelX: placed.x ?? middle.x, labelY: (placed.y ?? middle.y) + (k - (line.length - 1) / 2) * LABEL_GAP };
    }),
  };
}
