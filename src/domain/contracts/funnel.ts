import { z } from 'zod';
import { FUNNEL_COUNT_MAX, FUNNEL_NAME_MAX, FUNNEL_STATES_MAX, FUNNEL_TRANSITIONS_MAX } from '../funnel';

/**
 * The checkout funnel the storefront reports (`POST /api/consumer/funnel`, sent with
 * navigator.sendBeacon when the page is hidden): anonymous counts of one checkout session's
 * states reached and transitions taken, by their names in `machines/checkout.machine.ts`. No
 * personal data, no id of the shopper or the session: the server adds them to the site's day.
 * The server checks every name against the machine's graph: names it does not have are left out
 * and listed (a page loaded before a deploy); a report naming nothing it has answers 400.
 */
const name = z.string().max(FUNNEL_NAME_MAX);

export const funnelTransitionSchema = z.strictObject({
  source: name.min(1).describe('the state the transition leaves (a graph state id: `editing.recipient`)'),
  event: name.describe('the event type as sent; empty for an `always` transition'),
  target: name.min(1).describe('the state it enters'),
  count: z.number().int().min(1).max(FUNNEL_COUNT_MAX),
});

export const funnelReportSchema = z.strictObject({
  /** The session's first report (a page may report again after it comes back from the background). */
  first: z.boolean(),
  states: z.array(name.min(1)).max(FUNNEL_STATES_MAX).describe('states reached since the last report, each once'),
  transitions: z.array(funnelTransitionSchema).max(FUNNEL_TRANSITIONS_MAX),
});
export type FunnelReport = z.infer<typeof funnelReportSchema>;

/** At most this many left-out names are listed back. */
export const FUNNEL_IGNORED_SHOWN = 20;

export const funnelStoredSchema = z.object({
  stored: z.boolean(),
  /** Why nothing was stored: the site asks for consent and the shopper has not given it. */
  withheld: z.enum(['noConsent']).nullable(),
  ignored: z.array(z.string()).max(FUNNEL_IGNORED_SHOWN).describe('names the checkout machine does not have, left out (the rest was stored)'),
});
export type FunnelStored = z.infer<typeof funnelStoredSchema>;
