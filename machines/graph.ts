import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * One machine's shape as data: its states (nested ones name their parent) and every transition
 * with its event, guard and actions, read from the definition. The one graph every diagram draws
 * from (DESIGN.md §9): docs/machines (scripts/machine-diagram.ts), the back office's diagrams
 * (`GET /admin/api/machines/:id`) and the console's lifecycle answer. Nobody re-types a machine.
 */
export interface GraphState {
  /** The state's path, dotted: `ALREADY_DELIVER.inTransit`. */
  id: string;
  /** Its own name: `inTransit`. */
  key: string;
  /** The enclosing state's id, null at the top. */
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** A compound state's first child's id. */
  initial: string | null;
  /** The services it runs while in it. */
  invokes: { src: string; id: string }[];
}

export interface GraphTransition {
  source: string;
  /** Where it goes (the source itself for a transition that stays). */
  target: string;
  /** The event type as sent; '' for an `always` transition. */
  event: string;
  /** The guard's name ("a and b" for combined guards), null when unguarded. */
  guard: string | null;
  actions: string[];
}

export interface MachineGraph {
  id: string;
  /** The top-level state a new actor starts in. */
  initial: string | null;
  /** Every state, outer before inner, in the order the definition gives them. */
  states: GraphState[];
  /** Every transition, grouped by source in the order of `states`. */
  transitions: GraphTransition[];
}

export function guardLabel(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') {
    const parts = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(parts)) return parts.map(guardLabel).join(' and ');
    return guard.name || 'guard';
  }
  return null;
}

function actionLabel(action: unknown): string | null {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && 'type' in action) return String((action as { type: unknown }).type);
  return null;
}

/** An event type as people read it: `always`, `submitOrder done`, `submitOrder failed`, `after pollInterval`. */
export function eventLabel(type: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `${error[1]} failed`;
  return type || 'always';
}

const idOf = (node: AnyStateNode) => node.path.join('.');

function visit(node: AnyStateNode, graph: MachineGraph): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.path.length > 0) {
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    graph.states.push({
      id: idOf(node),
      key: node.key,
      parent: node.path.length > 1 ? node.path.slice(0, -1).join('.') : null,
      type: node.type,
      initial: initial ? idOf(initial) : null,
      invokes: node.invoke.map((invoke) => ({ src: String(invoke.src), id: invoke.id })),
    });
  }
  for (const child of children) visit(child, graph);
}

function transitionsOf(node: AnyStateNode): GraphTransition[] {
  const definitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  return definitions.flatMap((definition) => {
    const targets = (definition.target?.length ? definition.target : [node]) as AnyStateNode[];
    const actions = (definition.actions ?? []).map(actionLabel).filter((label): label is string => label !== null);
    return targets.map((target) => ({ source: idOf(node), target: idOf(target), event: definition.eventType, guard: guardLabel(definition.guard), actions }));
  });
}

/** The graph of a machine, read from its definition. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const graph: MachineGraph = { id: machine.id, initial: null, states: [], transitions: [] };
  const initial = machine.root.initial?.target?.[0] as AnyStateNode | undefined;
  graph.initial = initial ? idOf(initial) : null;
  visit(machine.root, graph);
  const nodes = new Map<string, AnyStateNode>();
  const collect = (node: AnyStateNode) => {
    nodes.set(idOf(node), node);
    for (const child of Object.values(node.states) as AnyStateNode[]) collect(child);
  };
  collect(machine.root);
  graph.transitions = graph.states.flatMap((state) => transitionsOf(nodes.get(state.id)!));
  return graph;
}

/** The event types a machine takes anywhere (no `always`, no actor results), in order of first use. */
export function eventTypes(graph: MachineGraph): string[] {
  return [...new Set(graph.transitions.map((transition) => transition.event).filter((event) => event !== '' && !event.startsWith('xstate.')))];
}

/** A snapshot's state as a graph state id: `PENDING_DELIVER`, `ALREADY_DELIVER.inTransit`. */
export function stateIdOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const [key, inner] = Object.entries(value as Record<string, unknown>)[0] ?? [];
    if (key !== undefined) return `${key}.${stateIdOf(inner)}`;
  }
  throw new Error(`no state id for ${JSON.stringify(value)}`);
}
