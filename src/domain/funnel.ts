/**
 * The checkout funnel (issue 19 item 5): what a checkout session reports and how the back office
 * reads the counts. Pure: the storefront's recorder, the server and the dashboard share it.
 */
export const FUNNEL_NAME_MAX = 120;
export const FUNNEL_STATES_MAX = 60;
export const FUNNEL_TRANSITIONS_MAX = 200;
export const FUNNEL_COUNT_MAX = 1000;

export interface FunnelEdge {
  source: string;
  event: string;
  target: string;
}

export interface FunnelEdgeCount extends FunnelEdge {
  count: number;
}

/** What a checkout session reports: states reached (each once a session) and transitions taken. */
export interface FunnelBatch {
  first: boolean;
  states: string[];
  transitions: FunnelEdgeCount[];
}

/**
 * One checkout session's counts, kept in the page until it is hidden. Each report carries what
 * happened since the last one, so a page hidden twice never counts a state or a step twice.
 */
export function createFunnelTally() {
  const reached = new Set<string>();
  const reported = new Set<string>();
  const steps = new Map<string, FunnelEdgeCount>();
  let first = true;
  return {
    reach(state: string) {
      reached.add(state);
    },
    take(edge: FunnelEdge) {
      const key = `${edge.source}\n${edge.event}\n${edge.target}`;
      const known = steps.get(key);
      // A report holds at most FUNNEL_COUNT_MAX of one step (a long form is many keystrokes).
      if (known) known.count = Math.min(FUNNEL_COUNT_MAX, known.count + 1);
      else steps.set(key, { ...edge, count: 1 });
      reached.add(edge.target);
    },
    /** What to report now, or null when nothing happened since the last report. */
    flush(): FunnelBatch | null {
      const states = [...reached].filter((state) => !reported.has(state)).slice(0, FUNNEL_STATES_MAX);
      const transitions = [...steps.values()].slice(0, FUNNEL_TRANSITIONS_MAX);
      if (states.length === 0 && transitions.length === 0) return null;
      for (const state of states) reported.add(state);
      steps.clear();
      const batch = { first, states, transitions };
      first = false;
      return batch;
    },
  };
}

/** The checkout's steps in the order a shopper meets them, as the owner reads the funnel. */
export const FUNNEL_STEPS = [
  { step: 'choice', state: 'editing.sku' },
  { step: 'delivery', state: 'editing.delivery' },
  { step: 'payment', state: 'editing.payment' },
  { step: 'recipient', state: 'editing.recipient' },
  { step: 'submit', state: 'submitting' },
  { step: 'placed', state: 'placed' },
] as const;
export type FunnelStepName = (typeof FUNNEL_STEPS)[number]['step'];

/** The state a failed submission waits in (the retry keeps the idempotency key). */
export const FUNNEL_FAILURE_STATE = 'editing.networkFailure';

export interface FunnelStep {
  step: FunnelStepName;
  state: string;
  /** Sessions that reached it. */
  sessions: number;
  /** Of the sessions that reached the step before, the share that never reached this one (0..1), null for the first. */
  dropOff: number | null;
}

/**
 * The steps with the sessions that reached each and the drop from the step before. The first
 * step (choosing what to buy) is skipped by shoppers who chose on the landing page, so each
 * step is compared with the nearest earlier step that any session reached.
 */
export function funnelSteps(reached: Readonly<Record<string, number>>): FunnelStep[] {
  let before = 0;
  return FUNNEL_STEPS.map(({ step, state }) => {
    const sessions = reached[state] ?? 0;
    const dropOff = before === 0 ? null : Math.max(0, 1 - sessions / before);
    if (sessions > 0) before = sessions;
    return { step, state, sessions, dropOff };
  });
}

/** The share of submissions that failed on the network (the shopper saw the retry), null with none. */
export function failureRate(reached: Readonly<Record<string, number>>): number | null {
  const submitted = reached.submitting ?? 0;
  return submitted === 0 ? null : Math.min(1, (reached[FUNNEL_FAILURE_STATE] ?? 0) / submitted);
}

/** A snapshot's active states as graph state ids, outer first: `{ editing: 'recipient' }` -> `editing`, `editing.recipient`. */
export function statePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => [`${prefix}${key}`, ...statePaths(inner, `${prefix}${key}.`)]);
}
