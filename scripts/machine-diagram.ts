import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * A machine as a Mermaid state diagram, generated from its definition (never drawn by hand), so
 * support staff can read every state, event, guard and invoked service of a flow.
 */
type Transition = ReturnType<AnyStateMachine['getTransitionData']>[number];

function guardLabel(guard: unknown): string | null {
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

function eventLabel(type: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `${error[1]} failed`;
  return type || 'always';
}

const nodeName = (node: AnyStateNode) => node.path.join('_') || 'root';

function transitionLine(node: AnyStateNode, definition: Transition, indent: string): string {
  const targets = definition.target?.length ? definition.target : [node];
  const guard = guardLabel(definition.guard);
  const actions = (definition.actions ?? []).map(actionLabel).filter(Boolean);
  let label = eventLabel(definition.eventType);
  if (guard) label += ` [${guard}]`;
  if (actions.length) label += ` / ${actions.join(', ')}`;
  return targets.map((target) => `${indent}${nodeName(node)} --> ${nodeName(target)} : ${label.replace(/:/g, '∶')}`).join('\n');
}

function renderNode(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length > 0) {
    if (node.path.length > 0) lines.push(`${indent}state ${nodeName(node)} {`);
    const inner = node.path.length > 0 ? indent + '  ' : indent;
    const initial = node.initial?.target?.[0];
    if (initial) lines.push(`${inner}[*] --> ${nodeName(initial)}`);
    for (const child of children) renderNode(child, inner, lines);
    if (node.path.length > 0) lines.push(`${indent}}`);
  }
  if (node.path.length === 0) return;
  if (node.type === 'final') lines.push(`${indent}${nodeName(node)} --> [*]`);
  for (const definition of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
    lines.push(transitionLine(node, definition, indent));
  }
  for (const invoke of node.invoke) {
    lines.push(`${indent}note right of ${nodeName(node)} : invokes ${String(invoke.src)} (id ${invoke.id})`);
  }
}

export function machineDiagram(machine: AnyStateMachine, title: string, summary: string): string {
  const lines: string[] = [];
  renderNode(machine.root, '  ', lines);
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
