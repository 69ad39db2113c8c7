import type { AnyStateMachine } from 'xstate';
import { eventLabel, machineGraph, type GraphState, type GraphTransition, type MachineGraph } from '../machines/graph';

/**
 * A machine as a Mermaid state diagram, generated from its graph (machines/graph.ts, the same
 * one the back office draws), never drawn by hand, so support staff can read every state, event,
 * guard and invoked service of a flow.
 */
const nodeName = (id: string) => id.replace(/\./g, '_') || 'root';

function transitionLine(transition: GraphTransition, indent: string): string {
  let label = eventLabel(transition.event);
  if (transition.guard) label += ` [${transition.guard}]`;
  if (transition.actions.length) label += ` / ${transition.actions.join(', ')}`;
  return `${indent}${nodeName(transition.source)} --> ${nodeName(transition.target)} : ${label.replace(/:/g, '∶')}`;
}

function renderChildren(graph: MachineGraph, parent: string | null, initial: string | null, indent: string, lines: string[]): void {
  if (initial) lines.push(`${indent}[*] --> ${nodeName(initial)}`);
  for (const state of graph.states.filter((candidate) => candidate.parent === parent)) renderState(graph, state, indent, lines);
}

function renderState(graph: MachineGraph, state: GraphState, indent: string, lines: string[]): void {
  if (graph.states.some((candidate) => candidate.parent === state.id)) {
    lines.push(`${indent}state ${nodeName(state.id)} {`);
    renderChildren(graph, state.id, state.initial, indent + '  ', lines);
    lines.push(`${indent}}`);
  }
  if (state.type === 'final') lines.push(`${indent}${nodeName(state.id)} --> [*]`);
  for (const transition of graph.transitions.filter((candidate) => candidate.source === state.id)) lines.push(transitionLine(transition, indent));
  for (const invoke of state.invokes) lines.push(`${indent}note right of ${nodeName(state.id)} : invokes ${invoke.src} (id ${invoke.id})`);
}

export function machineDiagram(machine: AnyStateMachine, title: string, summary: string): string {
  const graph = machineGraph(machine);
  const lines: string[] = [];
  renderChildren(graph, null, graph.initial, '  ', lines);
  return [
    `# ${title}`,
    '',
    '<!-- Generated from the machine definition by `npm run diagrams`. Do not edit by hand. -->',
    '',
    summary,
    '',
    'Labels read `event [guard] / actions`. `always` transitions fire as soon as their state is entered.',
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...lines,
    '```',
    '',
  ].join('\n');
}
