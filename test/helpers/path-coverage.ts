import { getStateNodes } from 'xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineGraph } from '../../machines/graph';
import { layoutMachine } from '../../src/admin/app/machine-layout';

type TransitionDefinition = ReturnType<AnyStateMachine['getTransitionData']>[number];

/** A state as machines/graph.ts names it: its path, dotted, without the machine's id. */
const graphId = (node: AnyStateNode) => node.path.join('.');
/** A transition as machines/graph.ts lists it: source, target and event type, one per target. */
const graphKeys = (definition: TransitionDefinition): string[] =>
  ((definition.target?.length ? definition.target : [definition.source]) as AnyStateNode[]).map((target) => `${graphId(definition.source)}|${graphId(target)}|${definition.eventType}`);

/** One generated path as it ran: the states it was in and the transitions it took, in graph terms. */
interface WalkedPath {
  states: string[];
  transitions: string[];
}

/**
 * Which states and transitions of a machine the generated paths walked: every transition
 * definition (each guarded branch, each `always`, each invoke's done/error) counts once.
 * Testers read the summary the test run prints; a run also leaves it in
 * test-results/path-coverage.json.
 */
export class PathCoverage {
  private readonly states = new Set<string>();
  private readonly transitions = new Set<TransitionDefinition>();
  /** Every path replayed, distinct ones once (the HTML report lists and highlights them). */
  private readonly paths = new Map<string, WalkedPath>();
  private current: WalkedPath | null = null;

  /**
   * @param unreachable States and transitions no view can take, each with the reason the report
   *   prints (`'<state id>': 'why'`, `'<state id>.<event>': 'why'`, `'<state id>.always': 'why'`
   *   for its eventless branches): left out of what a replay must take, never counted taken.
   *   Such a transition is most likely a fault of the machine.
   */
  constructor(
    readonly name: string,
    readonly machine: AnyStateMachine,
    readonly unreachable: Readonly<Record<string, string>> = {},
  ) {}

  /** What was taken so far: the states' ids and the transition definitions (long walks ask what a step would add). */
  taken(): ReadonlySet<unknown> {
    return new Set<unknown>([...this.states, ...this.transitions]);
  }

  /** Every state node but history pseudo-states (a target, never a state the machine is in). */
  private nodes(): AnyStateNode[] {
    return getStateNodes(this.machine.root).filter((node) => node.type !== 'history');
  }

  allTransitions(): TransitionDefinition[] {
    return [this.machine.root, ...this.nodes()].flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
  }

  /**
   * Marks the nodes of a snapshot, and the eventless transitions that led into it from `entered`:
   * a transient state (one with `always`) is left at once, so the snapshot never shows it; the
   * branch taken is the first whose target leads, through other transient states, to one shown.
   */
  private settle(entered: readonly AnyStateNode[], after: AnyMachineSnapshot): void {
    const active = new Set<AnyStateNode>(after._nodes as AnyStateNode[]);
    for (const node of active) this.states.add(node.id);
    for (const node of active) if (node.path.length > 0) this.current?.states.push(graphId(node));
    const reaches = (node: AnyStateNode, seen = new Set<AnyStateNode>()): boolean => {
      if (active.has(node)) return true;
      if (seen.has(node)) return false;
      seen.add(node);
      return (node.always ?? []).some((definition) => (definition.target ?? []).some((target) => reaches(target, seen)));
    };
    const expand = (node: AnyStateNode): AnyStateNode[] => [node, ...(node.initial?.target ?? []).flatMap(expand)];
    const queue = entered.flatMap(expand);
    const done = new Set<AnyStateNode>();
    while (queue.length > 0) {
      const node = queue.shift()!;
      if (done.has(node) || !node.always?.length || active.has(node)) continue;
      done.add(node);
      this.states.add(node.id);
      const taken = node.always.find((definition) => (definition.target ?? []).some((target) => reaches(target)));
      if (!taken) continue;
      this.transitions.add(taken);
      this.current?.transitions.push(...graphKeys(taken));
      queue.push(...(taken.target ?? []).flatMap(expand));
    }
  }

  recordInitial(snapshot: AnyMachineSnapshot): void {
    this.endPath();
    this.current = { states: [], transitions: [] };
    const initial = this.machine.root.initial?.target ?? [];
    this.settle(initial, snapshot);
  }

  private endPath(): void {
    if (!this.current) return;
    const path = { states: [...new Set(this.current.states)], transitions: this.current.transitions };
    this.paths.set(JSON.stringify(path), path);
    this.current = null;
  }

  recordStep(before: AnyMachineSnapshot, event: EventObject, after: AnyMachineSnapshot): void {
    const taken = this.machine.getTransitionData(before as never, event as never);
    for (const definition of taken) this.transitions.add(definition);
    this.current?.transitions.push(...taken.flatMap(graphKeys));
    this.settle(
      taken.flatMap((definition) => definition.target ?? []),
      after,
    );
  }

  /** Marks every step of a generated path (see model-paths.ts), its start included. */
  recordPath(path: { steps: readonly { event: EventObject; state: AnyMachineSnapshot }[]; before: readonly AnyMachineSnapshot[] }): void {
    path.steps.forEach((step, index) => {
      if (step.event.type === 'xstate.init') this.recordInitial(step.state);
      else this.recordStep(path.before[index]!, step.event, step.state);
    });
  }

  summary() {
    const states = this.nodes().map((node) => node.id);
    const transitions = this.allTransitions();
    const missedStates = states.filter((id) => !this.states.has(id) && this.unreachable[id] === undefined);
    const unreachableStates = states.filter((id) => !this.states.has(id) && this.unreachable[id] !== undefined);
    const line = (definition: TransitionDefinition) => `${definition.source.id} --${definition.eventType || '(always)'}--> ${(definition.target ?? []).map((t) => t.id).join(',') || '(self)'}`;
    const missed = transitions.filter((definition) => !this.transitions.has(definition));
    const reasonOf = (definition: TransitionDefinition) => this.unreachable[`${definition.source.id}.${definition.eventType || 'always'}`];
    const missedTransitions = missed.filter((definition) => reasonOf(definition) === undefined).map(line);
    const unreachable = [
      ...unreachableStates.map((id) => ({ transition: `state ${id}`, reason: this.unreachable[id]! })),
      ...missed.filter((definition) => reasonOf(definition) !== undefined).map((definition) => ({ transition: line(definition), reason: reasonOf(definition)! })),
    ];
    return {
      machine: this.name,
      states: { covered: states.length - missedStates.length - unreachableStates.length, total: states.length },
      transitions: { covered: transitions.length - missed.length, total: transitions.length },
      missedStates,
      missedTransitions,
      unreachable,
    };
  }

  /** What the HTML report draws: the machine's graph and layout, what was taken, every path. */
  private drawing() {
    this.endPath();
    const graph = machineGraph(this.machine);
    const taken = this.nodes().filter((node) => this.states.has(node.id)).map(graphId);
    return { graph, layout: layoutMachine(graph), takenStates: taken, takenTransitions: [...new Set([...this.transitions].flatMap(graphKeys))], paths: [...this.paths.values()] };
  }

  /** Prints the summary and records it for the run. */
  report(): ReturnType<PathCoverage['summary']> {
    const summary = this.summary();
    console.info(
      `path coverage of ${summary.machine}: states ${summary.states.covered}/${summary.states.total}, transitions ${summary.transitions.covered}/${summary.transitions.total}` +
        (summary.missedTransitions.length ? `\n  not taken: ${summary.missedTransitions.join('; ')}` : '') +
        summary.unreachable.map(({ transition, reason }) => `\n  no view can take ${transition}: ${reason}`).join(''),
    );
    const dir = join(process.cwd(), 'test-results');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'path-coverage.json');
    const entry = { ...summary, ...this.drawing() };
    // Test files report from several workers at once: one read-and-write at a time, or a report is lost.
    withLock(`${file}.lock`, () => {
      let all: Record<string, unknown> = {};
      try {
        all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      } catch {
        // First report of the run.
      }
      all[summary.machine] = entry;
      writeFileSync(`${file}.${process.pid}`, JSON.stringify(all, null, 2));
      renameSync(`${file}.${process.pid}`, file);
    });
    return summary;
  }
}

/** Runs `work` holding a lock directory (made atomically); a lock left by a dead worker is taken after 10 s. */
function withLock(lock: string, work: () => void): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 10_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      Atomics.wait(pause, 0, 0, 5);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
