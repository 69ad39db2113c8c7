import { parse } from 'csv-parse/sync';
import type { LifecycleEvent } from '../../../../machines/order-lifecycle.machine';
import type { BulkOrdersRequest } from '../../../domain/contracts/admin-orders';
import { normalizeOrderNumber } from '../../../domain/order-number';
import type { Actor } from '../audit/audit.repository';
import { courierStatus, STATUS_HEADERS, type CourierStatusEvent } from './console.courier-status';
import type { ConsoleService, MoveResult } from './console.service';

/** One order's outcome of a bulk move: `status` as the one-order route would answer it. */
export interface BulkOutcome {
  orderNo: string;
  status: 200 | 400 | 404 | 409;
  problem: string | null;
  state: string | null;
}

export interface ImportLine {
  line: number;
  orderNo: string | null;
  carrier: string;
  trackingNo: string;
  /** What the courier's status column says happened (null: nothing beyond the dispatch). */
  status: CourierStatusEvent | null;
}

/** A line that moved its order: each event sent, in order, and the order's state after them. */
export interface ImportMove {
  line: number;
  orderNo: string;
  events: string[];
  state: string;
}

export type ImportResult =
  | { ok: false; problem: 'importUnreadable' | 'importNoColumns' }
  | {
      ok: true;
      dispatched: { line: number; orderNo: string; carrier: string; trackingNo: string }[];
      moved: ImportMove[];
      refused: { line: number; orderNo: string | null; problem: string }[];
    };

/** How the couriers' files (and people) name the columns: compared without case, spaces, dashes or underscores. */
const HEADERS = {
  orderNo: ['orderno', 'ordernumber', 'order', 'reference', 'ref', '訂單編號', '訂單號碼', '訂單號', '客戶單號', 'numerzamowienia', 'numerzamówienia', 'referencja'],
  trackingNo: ['trackingno', 'trackingnumber', 'tracking', '託運單號', '追蹤號碼', '貨運單號', '查件單號', 'numerprzesylki', 'numerprzesyłki', 'numerpaczki'],
  carrier: ['carrier', '物流業者', '物流', '承運商', 'przewoznik', 'przewoźnik'],
  status: STATUS_HEADERS,
} as const;
const key = (text: string) => text.toLowerCase().replace(/[\s_\-.]/g, '');

function statusOf(result: MoveResult): BulkOutcome['status'] {
  if (result.ok) return 200;
  if (result.problem === 'unknownOrder') return 404;
  return result.problem === 'notAllowed' || result.problem === 'movedMeanwhile' || result.problem === 'heldForCall' ? 409 : 400;
}

const problemOf = (result: MoveResult) => (result.ok ? null : result.problem === 'notAllowed' ? 'moveNotAllowed' : result.problem === 'missingFields' ? 'moveNeedsFields' : result.problem);

/**
 * Bulk work on the console's list. Every order is moved as the one-order route moves it (its
 * lifecycle machine decides, compare and set): each answers on its own, the refused ones unchanged.
 */
export function createBulkService(console: ConsoleService) {
  async function dispatch(orderNo: string, carrier: string | undefined, trackingNo: string | undefined, actor: Actor, version?: number): Promise<BulkOutcome> {
    const result = await console.move(orderNo, { type: 'order.dispatch', carrier, trackingNo, version }, actor);
    return { orderNo: normalizeOrderNumber(orderNo), status: statusOf(result), problem: problemOf(result), state: !result.ok && 'state' in result ? result.state : result.ok ? result.order.lifecycle.state : null };
  }

  async function step(orderNo: string, type: LifecycleEvent['type'], actor: Actor): Promise<BulkOutcome> {
    const result = await console.move(orderNo, { type }, actor);
    return { orderNo: normalizeOrderNumber(orderNo), status: statusOf(result), problem: problemOf(result), state: !result.ok && 'state' in result ? result.state : result.ok ? result.order.lifecycle.state : null };
  }

  async function confirm(orderNo: string, actor: Actor): Promise<BulkOutcome> {
    const number = normalizeOrderNumber(orderNo);
    const waiting = await console.awaitingConfirmation(number);
    if (waiting === undefined) return { orderNo: number, status: 404, problem: 'unknownOrder', state: null };
    if (!waiting) return { orderNo: number, status: 409, problem: 'notAwaitingConfirmation', state: null };
    const order = await console.recordCall(number, { outcome: 'confirmed' }, actor);
    return { orderNo: number, status: 200, problem: null, state: order?.lifecycle.state ?? null };
  }

  return {
    /** Confirms (a `confirmed` call each) or dispatches the orders given, one at a time, each answering on its own. */
    async run(request: BulkOrdersRequest, actor: Actor): Promise<BulkOutcome[]> {
      const outcomes: BulkOutcome[] = [];
      for (const entry of request.orders) {
        outcomes.push(request.action === 'confirm' ? await confirm(entry.orderNo, actor) : await dispatch(entry.orderNo, entry.carrier ?? request.carrier, entry.trackingNo, actor, entry.version));
      }
      return outcomes;
    },

    /**
     * A courier's file given back: the whole file is read and every line checked first (an order
     * number once, and a tracking number and carrier where the order is still to be dispatched);
     * a status column (delivered, out for delivery, refused) moves each order on from there. Each
     * line's moves are planned on the lifecycle machine before any move; then the lines are moved
     * one by one, each event as the one-order route sends it. Every refused line is listed with
     * why; nothing changes for it (a line whose later move another agent beat keeps its dispatch).
     */
    async importTracking(csv: string, defaultCarrier: string | undefined, actor: Actor): Promise<ImportResult> {
      let records: { record: string[]; info: { lines: number } }[];
      try {
        records = parse(csv, { bom: true, delimiter: [',', ';', '\t'], info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as { record: string[]; info: { lines: number } }[];
      } catch {
        return { ok: false, problem: 'importUnreadable' };
      }
      const [header, ...rows] = records;
      const names = (header?.record ?? []).map(key);
      const column = (aliases: readonly string[]) => names.findIndex((name) => aliases.includes(name));
      const at = { orderNo: column(HEADERS.orderNo), trackingNo: column(HEADERS.trackingNo), carrier: column(HEADERS.carrier), status: column(HEADERS.status) };
      if (at.orderNo < 0 || (at.trackingNo < 0 && at.status < 0)) return { ok: false, problem: 'importNoColumns' };

      const refused: { line: number; orderNo: string | null; problem: string }[] = [];
      const good: ImportLine[] = [];
      const seen = new Set<string>();
      for (const { record, info } of rows) {
        const line = info.lines;
        const orderNo = normalizeOrderNumber(record[at.orderNo] ?? '') || null;
        const trackingNo = (at.trackingNo >= 0 ? record[at.trackingNo] ?? '' : '').trim();
        const carrier = (at.carrier >= 0 ? record[at.carrier]?.trim() : '') || defaultCarrier || '';
        const status = at.status >= 0 ? courierStatus(record[at.status] ?? '') : null;
        // A line without a status dispatches: it needs its tracking number and carrier (one with a
        // status only if its order has not gone out yet: checked on the order below).
        const dispatchOnly = status === null;
        const problem = !orderNo
          ? 'importNoOrderNo'
          : status === undefined
            ? 'importUnknownStatus'
            : dispatchOnly && !trackingNo
              ? 'importNoTrackingNo'
              : dispatchOnly && !carrier
                ? 'importNoCarrier'
                : seen.has(orderNo)
                  ? 'importDuplicate'
                  : null;
        if (orderNo) seen.add(orderNo);
        if (problem !== null || status === undefined) refused.push({ line, orderNo, problem: problem ?? 'importUnknownStatus' });
        else good.push({ line, orderNo, carrier, trackingNo, status });
      }
      // Planned before any move: an unknown order, or one the machine would not move so now.
      const planned: { entry: ImportLine; events: LifecycleEvent[] }[] = [];
      for (const entry of good) {
        const plan = await console.courierLinePlan(entry.orderNo!, entry);
        if ('problem' in plan) refused.push({ line: entry.line, orderNo: entry.orderNo, problem: plan.problem });
        else planned.push({ entry, events: plan.events });
      }
      const dispatched: { line: number; orderNo: string; carrier: string; trackingNo: string }[] = [];
      const moved: ImportMove[] = [];
      for (const { entry, events } of planned) {
        const sent: string[] = [];
        let state: string | null = null;
        for (const event of events) {
          const outcome = event.type === 'order.dispatch' ? await dispatch(entry.orderNo!, event.carrier, event.trackingNo, actor) : await step(entry.orderNo!, event.type, actor);
          if (outcome.status !== 200) {
            refused.push({ line: entry.line, orderNo: outcome.orderNo, problem: outcome.problem ?? 'moveNotAllowed' });
            break;
          }
          if (event.type === 'order.dispatch') dispatched.push({ line: entry.line, orderNo: outcome.orderNo, carrier: event.carrier, trackingNo: event.trackingNo });
          sent.push(event.type);
          state = outcome.state;
        }
        if (sent.length > 0 && state) moved.push({ line: entry.line, orderNo: normalizeOrderNumber(entry.orderNo!), events: sent, state });
      }
      return { ok: true, dispatched, moved, refused: refused.sort((a, b) => a.line - b.line) };
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
