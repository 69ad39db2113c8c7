import { parse } from 'csv-parse/sync';
import type { BulkOrdersRequest } from '../../../domain/contracts/admin-orders';
import { normalizeOrderNumber } from '../../../domain/order-number';
import type { Actor } from '../audit/audit.repository';
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
}

export type ImportResult =
  | { ok: false; problem: 'importUnreadable' | 'importNoColumns' }
  | { ok: true; dispatched: { line: number; orderNo: string; carrier: string; trackingNo: string }[]; refused: { line: number; orderNo: string | null; problem: string }[] };

/** How the couriers' files (and people) name the columns: compared without case, spaces, dashes or underscores. */
const HEADERS = {
  orderNo: ['orderno', 'ordernumber', 'order', 'reference', 'ref', '訂單編號', '訂單號碼', '訂單號', '客戶單號', 'numerzamowienia', 'numerzamówienia', 'referencja'],
  trackingNo: ['trackingno', 'trackingnumber', 'tracking', '託運單號', '追蹤號碼', '貨運單號', '查件單號', 'numerprzesylki', 'numerprzesyłki', 'numerpaczki'],
  carrier: ['carrier', '物流業者', '物流', '承運商', 'przewoznik', 'przewoźnik'],
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
     * number, a tracking number, a carrier, once each); then each good line is dispatched through
     * the lifecycle machine. Every refused line is listed with why; nothing changes for them.
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
      const at = { orderNo: column(HEADERS.orderNo), trackingNo: column(HEADERS.trackingNo), carrier: column(HEADERS.carrier) };
      if (at.orderNo < 0 || at.trackingNo < 0) return { ok: false, problem: 'importNoColumns' };

      const refused: { line: number; orderNo: string | null; problem: string }[] = [];
      const good: ImportLine[] = [];
      const seen = new Set<string>();
      for (const { record, info } of rows) {
        const line = info.lines;
        const orderNo = normalizeOrderNumber(record[at.orderNo] ?? '') || null;
        const trackingNo = (record[at.trackingNo] ?? '').trim();
        const carrier = (at.carrier >= 0 ? record[at.carrier]?.trim() : '') || defaultCarrier || '';
        const problem = !orderNo ? 'importNoOrderNo' : !trackingNo ? 'importNoTrackingNo' : !carrier ? 'importNoCarrier' : seen.has(orderNo) ? 'importDuplicate' : null;
        if (orderNo) seen.add(orderNo);
        if (problem) refused.push({ line, orderNo, problem });
        else good.push({ line, orderNo, carrier, trackingNo });
      }
      // Checked before any move: an unknown order, or one the machine would not dispatch now.
      const allowed: ImportLine[] = [];
      for (const entry of good) {
        const problem = await console.dispatchRefusal(entry.orderNo!);
        if (problem) refused.push({ line: entry.line, orderNo: entry.orderNo, problem });
        else allowed.push(entry);
      }
      const dispatched: { line: number; orderNo: string; carrier: string; trackingNo: string }[] = [];
      for (const entry of allowed) {
        const outcome = await dispatch(entry.orderNo!, entry.carrier, entry.trackingNo, actor);
        if (outcome.status === 200) dispatched.push({ line: entry.line, orderNo: outcome.orderNo, carrier: entry.carrier, trackingNo: entry.trackingNo });
        else refused.push({ line: entry.line, orderNo: outcome.orderNo, problem: outcome.problem ?? 'moveNotAllowed' });
      }
      return { ok: true, dispatched, refused: refused.sort((a, b) => a.line - b.line) };
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
