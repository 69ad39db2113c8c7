import type { EventObject, Snapshot } from 'xstate';
import type { StatePath, TestModel, TraversalOptions } from 'xstate/graph';

/**
 * Paths that take every transition of a model: for each state the model can reach and each event
 * it accepts there, the shortest way to that state, then that event. (Shortest paths alone visit
 * every state but skip transitions that lead back to a state already seen.)
 *
 * A path starts with the `xstate.init` step; each step holds the snapshot after its event, and
 * `before[i]` the one before it. `model.testPath(path, ...)` replays a path against the system
 * under test and checks the state after every step.
 */
export interface ModelPath<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject> extends StatePath<TSnapshot, TEvent> {
  description: string;
  before: TSnapshot[];
}

export function transitionPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
  options: TraversalOptions<TSnapshot, TEvent, TInput> & { serializeState: (snapshot: TSnapshot) => string },
): ModelPath<TSnapshot, TEvent>[] {
  const reach = new Map<string, TEvent[]>();
  for (const path of model.getShortestPaths({ ...options, allowDuplicatePaths: true })) {
    reach.set(options.serializeState(path.state), path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init'));
  }
  const paths: ModelPath<TSnapshot, TEvent>[] = [];
  for (const [key, { transitions }] of Object.entries(model.getAdjacencyMap())) {
    const prefix = reach.get(key);
    if (!prefix) continue;
    for (const { event } of Object.values(transitions) as { event: TEvent }[]) {
      const [walked] = model.getPathsFromEvents([...prefix, event], options);
      if (!walked) continue;
      const before = walked.steps.map((step, index) => walked.steps[index - 1]?.state ?? step.state);
      const events = walked.steps.map((step) => step.event).filter((candidate) => candidate.type !== 'xstate.init');
      paths.push({ ...walked, before, description: describe(events, walked.state) });
    }
  }
  return paths;
}

function describe(events: EventObject[], end: Snapshot<unknown>): string {
  const value = (end as { value?: unknown }).value;
  return `${events.map((event) => event.type).join(' → ')} ⇒ ${typeof value === 'string' ? value : JSON.stringify(value)}`;
}
