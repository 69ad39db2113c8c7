import type { InspectionEvent } from 'xstate';
import { API_BASE, API_PATHS } from '../../domain/api-paths';
import { createFunnelTally, statePaths, type FunnelBatch } from '../../domain/funnel';

interface NodeLike {
  path: readonly string[];
}
interface TransitionLike {
  source: NodeLike;
  target?: readonly NodeLike[] | undefined;
  eventType: string;
}

const idOf = (node: NodeLike) => node.path.join('.');

/**
 * The checkout funnel as the page sees it: the checkout actor's inspection events (each microstep,
 * so the steps a zone answers by itself count too) kept as anonymous counts of states reached and
 * transitions taken, by the machine's own names. Nothing typed, no id: only names of the graph.
 * Transitions of the machine's root (its services' answers) are not steps of the funnel.
 */
export function createFunnelRecorder() {
  const tally = createFunnelTally();
  const reachAll = (value: unknown) => statePaths(value).forEach((state) => tally.reach(state));
  return {
    /** The checkout actor's `inspect` option. */
    inspect(event: InspectionEvent) {
      if (event.actorRef.sessionId !== event.rootId) return;
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions as readonly TransitionLike[]) {
          const source = idOf(transition.source);
          if (source === '') continue;
          const target = transition.target?.[0] ? idOf(transition.target[0]) : source;
          tally.take({ source, event: transition.eventType, target });
        }
        reachAll((event.snapshot as { value?: unknown }).value);
      } else if (event.type === '@xstate.snapshot') {
        reachAll((event.snapshot as { value?: unknown }).value);
      }
    },
    /** What happened since the last report, or null. */
    flush: (): FunnelBatch | null => tally.flush(),
  };
}

export type FunnelRecorder = ReturnType<typeof createFunnelRecorder>;

/** The funnel's endpoint, as the browser calls it. */
export const FUNNEL_URL = `${API_BASE}${API_PATHS.funnel}`;

/** Sends what happened since the last report with sendBeacon (it outlives the page); false when nothing went. */
export function sendFunnel(recorder: FunnelRecorder, beacon: (url: string, body: Blob) => boolean): boolean {
  const batch = recorder.flush();
  if (!batch) return false;
  return beacon(FUNNEL_URL, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
}
