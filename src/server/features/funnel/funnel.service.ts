import { checkoutMachine } from '../../../../machines/checkout.machine';
import { machineGraph, type MachineGraph } from '../../../../machines/graph';
import { FUNNEL_IGNORED_SHOWN, type FunnelReport, type FunnelStored } from '../../../domain/contracts/funnel';
import type { FunnelView, PeriodQuery } from '../../../domain/contracts/admin-dashboard';
import { consentRequired, type ConsentChoice } from '../../../domain/tracking';
import { requireZone } from '../../../domain/zones';
import type { Site } from '../sites/sites.repository';
import type { FunnelRepository } from './funnel.repository';

/** The graph of the checkout the storefront runs: the only names a report may use. */
export const CHECKOUT_GRAPH: MachineGraph = machineGraph(checkoutMachine);

const STATE_IDS = new Set(CHECKOUT_GRAPH.states.map((state) => state.id));
const EDGES = new Set(CHECKOUT_GRAPH.transitions.map((transition) => `${transition.source}\n${transition.event}\n${transition.target}`));

const knownEdge = (edge: FunnelReport['transitions'][number]) => EDGES.has(`${edge.source}\n${edge.event}\n${edge.target}`);

/** The names of a report that are not in the checkout machine's graph (none: the report is good). */
export function unknownNames(report: FunnelReport): string[] {
  const states = report.states.filter((state) => !STATE_IDS.has(state));
  const edges = report.transitions.filter((edge) => !knownEdge(edge)).map((edge) => `${edge.source} -${edge.event || 'always'}-> ${edge.target}`);
  return [...states, ...edges];
}

/** The part of a report the checkout machine's graph knows. */
export function knownPart(report: FunnelReport): FunnelReport {
  return { first: report.first, states: report.states.filter((state) => STATE_IDS.has(state)), transitions: report.transitions.filter(knownEdge) };
}

/**
 * Where the funnel may be counted: where the site asks for consent (EU zones, or a site that
 * asks elsewhere) only with the shopper's consent; elsewhere the site's setting not to ask
 * allows it. The same rule as every other tracking call (src/domain/tracking.ts).
 */
export function funnelAllowed(site: Site, consent: ConsentChoice | null): boolean {
  return !consentRequired(requireZone(site.zoneId), site.settings.tracking?.askConsentOutsideEu) || consent === 'granted';
}

export function createFunnelService(deps: { funnel: FunnelRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Adds a checkout session's report to its site's day. Names the machine does not have are left
     * out and listed in `ignored`: a page loaded before a deploy may still name a state the new
     * checkout renamed, and the rest of its counts are good. A report with names and none known is
     * not a checkout's (`unknown`: the route answers 400).
     */
    async record(site: Site, report: FunnelReport, consent: ConsentChoice | null): Promise<FunnelStored | { unknown: string[] }> {
      const ignored = unknownNames(report);
      const known = knownPart(report);
      if (ignored.length > 0 && known.states.length + known.transitions.length === 0) return { unknown: ignored };
      if (!funnelAllowed(site, consent)) return { stored: false, withheld: 'noConsent', ignored: [] };
      await deps.funnel.add(site.id, now().toISOString().slice(0, 10), known);
      return { stored: true, withheld: null, ignored: ignored.slice(0, FUNNEL_IGNORED_SHOWN) };
    },

    async period(query: PeriodQuery): Promise<FunnelView> {
      const counts = await deps.funnel.period(query.siteId, query.from, query.to);
      return { siteId: query.siteId, from: query.from, to: query.to, ...counts, graph: CHECKOUT_GRAPH };
    },
  };
}

export type FunnelService = ReturnType<typeof createFunnelService>;
