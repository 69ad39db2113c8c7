import { createActor, getNextSnapshot, type AnyStateMachine, type EventFromLogic, type EventObject, type InputFrom, type Snapshot, type SnapshotFrom } from 'xstate';
import { TestModel, type StatePath, type TraversalOptions } from 'xstate/graph';
import { PathCoverage } from './path-coverage';

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

type Options<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput> = TraversalOptions<TSnapshot, TEvent, TInput> & {
  serializeState: (snapshot: TSnapshot) => string;
};

/** The shortest path to every state the model reaches. */
export function statePaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
  options: Options<TSnapshot, TEvent, TInput>,
): ModelPath<TSnapshot, TEvent>[] {
  return model.getShortestPaths({ ...options, allowDuplicatePaths: true }).map((path) => withBefore(path));
}

export function transitionPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
  options: Options<TSnapshot, TEvent, TInput>,
): ModelPath<TSnapshot, TEvent>[] {
  const reach = new Map<string, StatePath<TSnapshot, TEvent>>();
  for (const path of model.getShortestPaths({ ...options, allowDuplicatePaths: true })) reach.set(options.serializeState(path.state), path);
  const paths: ModelPath<TSnapshot, TEvent>[] = [];
  for (const [key, { transitions }] of Object.entries(model.getAdjacencyMap())) {
    const prefix = reach.get(key);
    if (!prefix) continue;
    for (const { event, state } of Object.values(transitions) as { event: TEvent; state: TSnapshot }[]) {
      paths.push(withBefore({ state, steps: [...prefix.steps, { event, state }], weight: prefix.weight + 1 }));
    }
  }
  return paths;
}

function withBefore<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(path: StatePath<TSnapshot, TEvent>): ModelPath<TSnapshot, TEvent> {
  const before = path.steps.map((step, index) => path.steps[index - 1]?.state ?? step.state);
  const events = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
  return { ...path, before, description: describe(events, path.state) };
}

function describe(events: EventObject[], end: Snapshot<unknown>): string {
  const value = (end as { value?: unknown }).value;
  return `${events.map((event) => event.type).join(' → ') || '(start)'} ⇒ ${typeof value === 'string' ? value : JSON.stringify(value)}`;
}

/**
 * A test model of a machine and its generated paths, from the events a tester may send: `states`
 * gives the shortest path to every state, `transitions` a path through every transition. Events a
 * snapshot cannot take are left out, and states are matched with `snapshot.matches`.
 */
export function machinePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  config: {
    events: EventFromLogic<TMachine>[];
    input?: InputFrom<TMachine>;
    serializeState: (snapshot: SnapshotFrom<TMachine>) => string;
    cover: 'states' | 'transitions' | 'states, then every transition' | 'long walks';
    /** Whether the system under test can send this event in this snapshot (the traversal never sends it otherwise, so shortest paths avoid it too). */
    accepts?: (snapshot: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean;
    /** Paths a system under test cannot replay (kept out before the top-up of 'states, then every transition'). */
    keep?: (path: ModelPath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>) => boolean;
    /** The events the view offers in a snapshot, of those the machine accepts (a radio already chosen cannot be chosen again). */
    offers?: (snapshot: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean;
  },
) {
  type S = SnapshotFrom<TMachine>;
  type E = EventFromLogic<TMachine>;
  const options = {
    events: config.events,
    input: config.input,
    // Given explicitly: some traversal helpers lose `input` on the way to the initial snapshot.
    fromState: createActor(machine, { input: config.input } as never).getSnapshot() as S,
    serializeState: config.serializeState,
    // A finished actor takes no more events (its children's answers included).
    filterEvents: (snapshot: S, event: E) =>
      (snapshot as { status: string }).status === 'active' && (snapshot as unknown as { can(event: E): boolean }).can(event) && (config.offers?.(snapshot, event) ?? true) && (config.accepts?.(snapshot, event) ?? true),
  };
  const model = new TestModel<S, E, InputFrom<TMachine>>(machine as never, {
    ...options,
    stateMatcher: (snapshot: S, key: string) => (snapshot as unknown as { matches(key: never): boolean }).matches(key as never),
  } as never);
  const keep = config.keep ?? (() => true);
  const generated = (cover: 'states' | 'transitions'): ModelPath<S, E>[] => (cover === 'states' ? statePaths(model, options as never) : transitionPaths(model, options as never)).filter(keep as never) as never;
  const paths =
    config.cover === 'long walks' ? longWalks(machine, model, options as never)
    : config.cover === 'states, then every transition' ? statesThenTransitions(machine, generated('states'), generated('transitions'))
    : generated(config.cover);
  return { model, paths };
}

/**
 * The shortest path to every state, then, for each transition definition those paths leave out
 * (a move back into a state already reached another way), the shortest path that takes it.
 */
function statesThenTransitions<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(machine: AnyStateMachine, states: ModelPath<TSnapshot, TEvent>[], transitions: ModelPath<TSnapshot, TEvent>[]): ModelPath<TSnapshot, TEvent>[] {
  const taken = new Set<unknown>();
  const definitions = (path: ModelPath<TSnapshot, TEvent>, index: number) => (path.steps[index]!.event.type === 'xstate.init' ? [] : machine.getTransitionData(path.before[index] as never, path.steps[index]!.event as never));
  const mark = (path: ModelPath<TSnapshot, TEvent>) => path.steps.forEach((_step, index) => definitions(path, index).forEach((definition) => taken.add(definition)));
  const paths = [...states];
  paths.forEach(mark);
  for (const path of [...transitions].sort((a, b) => a.steps.length - b.steps.length)) {
    if (!definitions(path, path.steps.length - 1).some((definition) => !taken.has(definition))) continue;
    paths.push(path);
    mark(path);
  }
  return paths;
}

/**
 * Few, long paths that take every state and transition definition the model reaches (each guarded
 * branch, each eventless one): a walk goes from where it is to the nearest step that takes
 * something not taken yet, takes it, and goes on from there; it ends where nothing new can be
 * reached (a final state), and the next walk starts over. A view replays a handful of long paths,
 * one render each, rather than one render for every state and transition.
 *
 * The walk is planned on the model's graph, where a state stands for every snapshot serialized
 * alike; each walk is then run again from the start, and it fails loudly if a snapshot serializes
 * otherwise than planned (the serializer leaves out something a guard reads).
 */
function longWalks<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  machine: AnyStateMachine,
  model: TestModel<TSnapshot, TEvent, TInput>,
  options: Options<TSnapshot, TEvent, TInput> & { fromState: TSnapshot },
): ModelPath<TSnapshot, TEvent>[] {
  type Edge = { event: TEvent; state: TSnapshot; from: string; to: string };
  const adjacency = model.getAdjacencyMap() as unknown as Record<string, { state: TSnapshot; transitions: Record<string, { event: TEvent; state: TSnapshot }> }>;
  const key = options.serializeState;
  const probe = (record: (coverage: PathCoverage) => void) => {
    const coverage = new PathCoverage('probe', machine);
    record(coverage);
    return coverage.taken();
  };
  const taken = new Set<unknown>(probe((coverage) => coverage.recordInitial(options.fromState as never)));
  const adds = (edge: Edge) => [...probe((coverage) => coverage.recordStep(adjacency[edge.from]!.state as never, edge.event, edge.state as never))].some((item) => !taken.has(item));
  const edgesFrom = (from: string): Edge[] => Object.values(adjacency[from]?.transitions ?? {}).map(({ event, state }) => ({ event, state, from, to: key(state) }));
  /** The shortest way from a state of the graph to a step that takes something new. */
  const nearest = (start: string): Edge[] | null => {
    const routes = new Map<string, Edge[]>([[start, []]]);
    const queue = [start];
    while (queue.length > 0) {
      const from = queue.shift()!;
      for (const edge of edgesFrom(from)) {
        if (adds(edge)) return [...routes.get(from)!, edge];
        if (routes.has(edge.to)) continue;
        routes.set(edge.to, [...routes.get(from)!, edge]);
        queue.push(edge.to);
      }
    }
    return null;
  };
  const walks: Edge[][] = [];
  for (;;) {
    const walk: Edge[] = [];
    let at = key(options.fromState);
    for (let route = nearest(at); route; route = nearest(at)) {
      for (const edge of route) {
        walk.push(edge);
        probe((coverage) => coverage.recordStep(adjacency[edge.from]!.state as never, edge.event, edge.state as never)).forEach((item) => taken.add(item));
      }
      at = route.at(-1)!.to;
    }
    if (walk.length === 0) break;
    walks.push(walk);
  }
  return walks.map((walk) => {
    const steps: { event: TEvent; state: TSnapshot }[] = [{ event: { type: 'xstate.init' } as TEvent, state: options.fromState }];
    for (const edge of walk) {
      const state = getNextSnapshot(machine, steps.at(-1)!.state as never, edge.event as never) as unknown as TSnapshot;
      if (key(state) !== edge.to) throw new Error(`a long walk ran otherwise than planned after ${edge.event.type}: ${key(state)} instead of ${edge.to}`);
      steps.push({ event: edge.event, state });
    }
    return withBefore({ state: steps.at(-1)!.state, steps, weight: walk.length });
  });
}
