import type { AccessAction, AdEvent, ConsentState, EventContent } from '../../../domain/tracking';
import { newEventId } from '../../../domain/tracking';
import type { SessionStore } from '../storage';

/** An ad event as pages report it: amounts in major units of `currency`. */
export interface AdEventInput {
  code: AdEvent;
  productId: string;
  contents: EventContent[];
  value: number;
  currency: string;
  orderNo?: string;
}

export type TrackingJob =
  | { kind: 'visit'; action: AccessAction; result: string; detail?: string; url: string }
  | { kind: 'ad'; event: AdEventInput & { eventId: string; url: string; landingUrl: string; referrer: string } };

/** The part that talks to the server and the ad networks: loaded only once tracking is allowed. */
export interface TrackingRuntime {
  run(job: TrackingJob, consent: 'granted' | 'notRequired'): Promise<void>;
}

export interface Tracker {
  /** The consent machine's state: jobs wait while it asks, go when allowed, are dropped on a refusal. */
  setConsent(state: ConsentState): void;
  visit(action: AccessAction, result: string, detail?: string): void;
  /** Reports an ad event; answers its id (shared by the browser pixel and the server push). */
  ad(event: AdEventInput): string;
}

/** Jobs kept while the shopper has not answered (a long visit must not grow without end). */
const MAX_WAITING = 100;
const LANDING_KEY = 'doorstep.landing';

/**
 * The browser's tracking gate. Pages report what the shopper does; nothing leaves the page until
 * tracking is allowed (consent given, or not asked on this site). Until the shopper answers, the
 * jobs wait here; a refusal drops them. The code that sends (pixels, pushes) is a separate chunk,
 * fetched the first time something may be sent.
 */
export function createTracker(deps: {
  session: SessionStore;
  location: () => string;
  referrer: () => string;
  loadRuntime: () => Promise<TrackingRuntime>;
}): Tracker {
  let consent: ConsentState | null = null;
  const waiting: TrackingJob[] = [];
  let runtime: Promise<TrackingRuntime> | null = null;
  // The visit's first URL: its ad click ids (fbclid, ttclid) attribute the whole visit.
  const landingUrl = deps.session.get<string>(LANDING_KEY) ?? deps.location();
  deps.session.set(LANDING_KEY, landingUrl);

  const allowed = (): 'granted' | 'notRequired' | null => (consent === 'granted' || consent === 'notRequired' ? consent : null);

  function send(job: TrackingJob, given: 'granted' | 'notRequired') {
    runtime ??= deps.loadRuntime();
    void runtime.then((loaded) => loaded.run(job, given)).catch(() => {
      // Tracking never disturbs the shopper: a failed chunk or call is dropped silently.
    });
  }

  function submit(job: TrackingJob) {
    const given = allowed();
    if (given) send(job, given);
    else if (consent === null || consent === 'asking') {
      if (waiting.length < MAX_WAITING) waiting.push(job);
    }
  }

  return {
    setConsent(state) {
      consent = state;
      const given = allowed();
      if (given) for (const job of waiting.splice(0)) send(job, given);
      else if (state === 'denied') waiting.length = 0;
    },
    visit(action, result, detail) {
      submit({ kind: 'visit', action, result, ...(detail === undefined ? {} : { detail }), url: deps.location() });
    },
    ad(event) {
      const eventId = newEventId();
      submit({ kind: 'ad', event: { ...event, eventId, url: deps.location(), landingUrl, referrer: deps.referrer() } });
      return eventId;
    },
  };
}
