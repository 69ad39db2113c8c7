import { isFlagged, type RiskReason } from '../../../domain/risk';
import { orderLifecycleMachine, type LifecycleEvent } from '../../../../machines/order-lifecycle.machine';
import { paymentResultMachine } from '../../../../machines/payment-result.machine';
import { returnRequestMachine } from '../../../../machines/return-request.machine';
import { returnLifecycleMachine } from '../../../../machines/return-lifecycle.machine';
import { machineGraph, type MachineGraph } from '../../../../machines/graph';
import type { AdminOrder, AdminOrderPage, AdminOrderRow, AdminOrdersCsvQuery, AdminOrdersQuery, CallOutcome, OrderEventRequest } from '../../../domain/contracts/admin-orders';
import type { Changes, OrderChange } from '../../shared/changes';
import { randomToken } from '../../../domain/ids';
import type { DeliveryMethod, PaymentMethod } from '../../../domain/zones';
import type { OrderStatus, PaymentStatus } from '../../../domain/order';
import { searchTerms } from '../../../domain/order-search';
import { normalizeOrderNumber } from '../../../domain/order-number';
import { writeAudit, type Actor } from '../audit/audit.repository';
import { decideMove, isHeldForCall, releasedByCall } from '../orders/orders.lifecycle';
import type { OrderRepository } from '../orders/orders.repository';
import { toPaymentView, type PaymentService } from '../payments/payments.service';
import { RETURN_MOVES, type ReturnRepository } from '../returns/returns.repository';
import type { ConsoleRepository, Keyset, OrderFilters, OrderRow } from './console.repository';
import { csvHeader, csvRecord, csvRows } from './console.csv';
import { accepts, eventOf, isLifecycleEvent, lifecycleView, missingFields, paymentLifecycleView, stateOf } from './console.lifecycle';

/** The machines whose graphs the back office draws (`GET /admin/api/machines/:id`). */
const MACHINES: Record<string, MachineGraph> = {
  'order-lifecycle': machineGraph(orderLifecycleMachine),
  'payment-result': machineGraph(paymentResultMachine),
  'return-request': machineGraph(returnRequestMachine),
  'return-lifecycle': machineGraph(returnLifecycleMachine),
};

export type MoveResult =
  | { ok: true; order: AdminOrder }
  | { ok: false; problem: 'unknownOrder' | 'unknownEvent' | 'missingFields' | 'unknownReturn'; fields?: string[] }
  | { ok: false; problem: 'notAllowed' | 'movedMeanwhile' | 'heldForCall'; state: string; version: number };

type Refusal = Exclude<MoveResult, { ok: true }>;

/** Thrown inside a move's transaction to roll it back when its return request changed meanwhile. */
class ReturnMoved extends Error {}

const encodeCursor = (keyset: Keyset) => Buffer.from(JSON.stringify([keyset.createdAt, keyset.orderNo])).toString('base64url');

function decodeCursor(cursor: string): Keyset | null {
  try {
    const [createdAt, orderNo] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    return typeof createdAt === 'string' && typeof orderNo === 'string' ? { createdAt, orderNo } : null;
  } catch {
    return null;
  }
}

/** The order's risk as placed: score, reasons, whether it is held for a call. */
function riskView(order: OrderRow): AdminOrder['risk'] {
  if (order.risk_score === null) return null;
  const score = Number(order.risk_score);
  return { score, flagged: isFlagged({ score }), reasons: order.risk_reasons ? (JSON.parse(order.risk_reasons) as RiskReason[]) : [], heldForCall: order.held_for === 'call' };
}

function rowOf(order: OrderRow): AdminOrderRow {
  return {
    orderNo: order.order_no,
    createdAt: order.created_at,
    status: order.status as OrderStatus,
    paymentStatus: order.payment_status as PaymentStatus,
    paymentMethod: order.payment_method as PaymentMethod,
    deliveryMethod: order.delivery_method as DeliveryMethod,
    siteId: order.site_id,
    zoneId: order.zone_id,
    recipientName: order.recipient_name,
    recipientPhone: order.recipient_phone,
    total: Number(order.total),
    currency: order.currency,
    carrier: order.carrier,
    trackingNo: order.tracking_no,
  };
}

export interface ConsoleDeps {
  console: ConsoleRepository;
  orders: OrderRepository;
  payments: Pick<PaymentService, 'latest'>;
  /** A returned parcel received from the console marks its return request received too. */
  returns: Pick<ReturnRepository, 'find' | 'move' | 'ofOrder'>;
  /** The change bus: a move or a call is announced to every process's live lists. */
  changes?: Pick<Changes, 'orderChanged' | 'onOrderChange'>;
  clock?: () => Date;
}

/** The support console: find orders, read one on its lifecycle, move it, note the calls. */
export function createConsoleService({ console: repository, orders, payments, returns, changes, clock = () => new Date() }: ConsoleDeps) {
  const filtersOf = (query: AdminOrdersQuery): OrderFilters => {
    const { q, cursor: _cursor, limit: _limit, ...rest } = query;
    return { ...rest, ...(q?.trim() ? { search: searchTerms(q) } : {}) };
  };
  const changed = (change: OrderChange) => changes?.orderChanged(change);

  async function order(orderNo: string): Promise<AdminOrder | undefined> {
    const found = await repository.order(orderNo, async (number) => toPaymentView(await payments.latest(number)), clock());
    if (!found) return undefined;
    const { view, row, history, calls } = found;
    const state = { status: row.status, paymentStatus: row.payment_status, paymentMethod: row.payment_method, deliveredAt: row.delivered_at, outForDeliveryAt: row.out_for_delivery_at, carrier: row.carrier, trackingNo: row.tracking_no, version: Number(row.version), heldFor: row.held_for };
    return {
      ...view,
      siteId: row.site_id,
      // A parcel can be received for a request accepted (or still waiting for an answer).
      lifecycle: lifecycleView(state, row.zone_id, history, view.returns.filter((entry) => RETURN_MOVES[entry.status].includes('RECEIVED')).map((entry) => ({ id: entry.id, name: `${entry.createdAt.slice(0, 10)} ${entry.reason}` }))),
      calls: calls.map((call) => ({ id: call.id, outcome: call.outcome as CallOutcome | null, note: call.note, by: call.operator_email, at: call.created_at })),
      risk: riskView(row),
      paymentLifecycle: paymentLifecycleView(row.payment_status, history),
      refunds: (await returns.ofOrder(orderNo)).flatMap((entry) => (entry.refund ? [{ returnId: entry.id, ...entry.refund }] : [])),
    };
  }

  return {
    /** Orders matching the filters, newest first, a page at a time (keyset), with how many match. */
    async list(query: AdminOrdersQuery): Promise<AdminOrderPage | null> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      if (after === null) return null;
      const filters = filtersOf(query);
      const [rows, count] = await Promise.all([repository.list(filters, query.limit + 1, after), repository.count(filters)]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return { items: page.map(rowOf), total: count.total, totalExact: count.exact, nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.created_at, orderNo: last.order_no }) : null };
    },

    /** Every order matching the filters (or of the selection), newest first, as CSV in a layout: the header, then `chunk` orders at a time. */
    async *csv(query: AdminOrdersCsvQuery, chunk = 500): AsyncGenerator<string> {
      const { layout, orders: selection, ...rest } = query;
      const filters: OrderFilters = { ...filtersOf(rest), ...(selection !== undefined ? { orderNos: selection.split(',').map(normalizeOrderNumber).filter(Boolean) } : {}) };
      let after: Keyset | undefined;
      yield csvHeader(layout);
      for (;;) {
        const rows = await repository.list(filters, chunk, after);
        const items = await repository.items(rows.map((row) => row.order_no));
        if (rows.length > 0) yield csvRows(rows, items, layout);
        if (rows.length < chunk) return;
        const last = rows.at(-1)!;
        after = { createdAt: last.created_at, orderNo: last.order_no };
      }
    },

    order: (orderNo: string) => order(normalizeOrderNumber(orderNo)),

    /**
     * An agent's move: the machine decides from the order's state now. The agent's `version` (or
     * `expectedState`) must still be the order's: if another agent moved it first, nothing is
     * written (409). The move and its audit row are written in one transaction, compare and set.
     */
    async move(rawOrderNo: string, request: OrderEventRequest, actor: Actor): Promise<MoveResult> {
      const orderNo = normalizeOrderNumber(rawOrderNo);
      const type = request.type;
      if (!isLifecycleEvent(type)) return { ok: false, problem: 'unknownEvent' };
      const at = clock().toISOString();
      // Read before the transaction (SQLite has one connection); the request's move below is compare and set.
      const parcel = type === 'return.receive' && request.returnId ? await returns.find(request.returnId) : undefined;
      const outcome = await orders.transaction(async (trx): Promise<{ ok: true } | Refusal | null> => {
        const current = await orders.lifecycleState(orderNo, trx);
        if (!current) return { ok: false, problem: 'unknownOrder' };
        const state = stateOf(current);
        const version = current.version ?? 0;
        if ((request.version !== undefined && request.version !== version) || (request.expectedState !== undefined && request.expectedState !== state)) {
          return { ok: false, problem: 'movedMeanwhile', state, version };
        }
        if (!accepts(current, type)) {
          // Held for a call: the machine would take it once a call confirms the order.
          const held = isHeldForCall(current) && accepts({ ...current, heldFor: null }, type);
          return { ok: false, problem: held ? 'heldForCall' : 'notAllowed', state, version };
        }
        const missing = missingFields(type, request);
        if (missing.length > 0) return { ok: false, problem: 'missingFields', fields: missing };
        if (type === 'return.receive' && (!parcel || parcel.orderNo !== orderNo || !RETURN_MOVES[parcel.status].includes('RECEIVED'))) return { ok: false, problem: 'unknownReturn' };
        const move = decideMove(current, eventOf(type, request), at);
        if (!move) return { ok: false, problem: 'notAllowed', state, version };
        if (!(await orders.transition(orderNo, current, move, at, trx, actor.email))) return null;
        if (parcel && !(await returns.move(parcel.id, parcel.status, 'RECEIVED', undefined, at, trx, { actor: actor.email }))) throw new ReturnMoved();
        await writeAudit(trx, actor, { action: `order.${type}`, entity: 'order', entityId: orderNo, before: { state, version }, after: { status: move.status, paymentStatus: move.paymentStatus, ...(move.detail ?? {}) } }, at);
        return { ok: true };
      }).catch((error: unknown) => {
        if (error instanceof ReturnMoved) return null;
        throw error;
      });
      if (outcome === null) {
        // Another agent's move was written between our read and our write.
        const now = await orders.lifecycleState(orderNo);
        return { ok: false, problem: 'movedMeanwhile', state: now ? stateOf(now) : '', version: now?.version ?? 0 };
      }
      if (!outcome.ok) return outcome;
      const moved = (await order(orderNo))!;
      changed({ orderNo, event: type, status: moved.status });
      return { ok: true, order: moved };
    },

    /** A call's outcome or a note, with who and when (and its audit row). */
    async recordCall(rawOrderNo: string, call: { outcome?: CallOutcome | null; note?: string }, actor: Actor): Promise<AdminOrder | undefined> {
      const orderNo = normalizeOrderNumber(rawOrderNo);
      if (!(await repository.exists(orderNo))) return undefined;
      const at = clock().toISOString();
      const entry = { id: randomToken(), orderNo, outcome: call.outcome ?? null, note: call.note?.trim() || null, operatorId: actor.operatorId, operatorEmail: actor.email, at };
      await orders.transaction(async (trx) => {
        await repository.addCall(entry, trx);
        // A confirmed call releases a held order (the lifecycle machine's call.confirm).
        const current = entry.outcome === 'confirmed' ? await orders.lifecycleState(orderNo, trx) : undefined;
        const released = current && releasedByCall(current);
        if (current?.heldFor && released && !released.heldFor) await orders.releaseHold(orderNo, current.heldFor, at, trx);
        await writeAudit(trx, actor, { action: 'order.call', entity: 'order', entityId: orderNo, before: null, after: { outcome: entry.outcome, note: entry.note } }, at);
      });
      // A settling call takes the order off the "needs a call" list of every agent.
      changed({ orderNo, event: 'order.call', status: null });
      return order(orderNo);
    },

    /** Whether the order is still waiting to go out (the lifecycle machine would take a dispatch, once any hold is released): a call can confirm it. */
    async awaitingConfirmation(rawOrderNo: string): Promise<boolean | undefined> {
      const current = await orders.lifecycleState(normalizeOrderNumber(rawOrderNo));
      return current ? accepts({ ...current, heldFor: null }, 'order.dispatch') : undefined;
    },

    /** Why a dispatch would be refused now (unknown order, not allowed, held for a call), or null when the machine takes it. */
    async dispatchRefusal(rawOrderNo: string): Promise<'unknownOrder' | 'moveNotAllowed' | 'heldForCall' | null> {
      const current = await orders.lifecycleState(normalizeOrderNumber(rawOrderNo));
      if (!current) return 'unknownOrder';
      if (accepts(current, 'order.dispatch')) return null;
      return isHeldForCall(current) && accepts({ ...current, heldFor: null }, 'order.dispatch') ? 'heldForCall' : 'moveNotAllowed';
    },

    /**
     * A courier's line for an order, planned on the order as it is now: the dispatch (unless the
     * order went out already and the line says what happened since) and the status move, each
     * decided by the lifecycle machine on what the one before leaves. The events to send, or why
     * the line is refused (nothing is moved then).
     */
    async courierLinePlan(rawOrderNo: string, line: { carrier: string; trackingNo: string; status: LifecycleEvent['type'] | null }): Promise<{ events: LifecycleEvent[] } | { problem: 'unknownOrder' | 'moveNotAllowed' | 'heldForCall' | 'importNoTrackingNo' | 'importNoCarrier' }> {
      let current = await orders.lifecycleState(normalizeOrderNumber(rawOrderNo));
      if (!current) return { problem: 'unknownOrder' };
      const events: LifecycleEvent[] = [];
      // Carrier and tracking number are set by the dispatch only: an order without them has not gone out.
      if (line.status === null || current.carrier === null) {
        if (!line.trackingNo) return { problem: 'importNoTrackingNo' };
        if (!line.carrier) return { problem: 'importNoCarrier' };
        events.push({ type: 'order.dispatch', carrier: line.carrier, trackingNo: line.trackingNo });
      }
      if (line.status !== null) events.push(eventOf(line.status, {}));
      const at = clock().toISOString();
      for (const event of events) {
        const move = decideMove(current, event, at);
        if (!move) return { problem: event.type === 'order.dispatch' && isHeldForCall(current) && accepts({ ...current, heldFor: null }, event.type) ? 'heldForCall' : 'moveNotAllowed' };
        current = { ...current, ...move };
      }
      return { events };
    },

    /** Runs `listener` on every order placed or moved in any process, until the returned function is called. */
    onChange(listener: (change: OrderChange) => void): () => void {
      return changes?.onOrderChange(listener) ?? (() => {});
    },

    graph(id: string): MachineGraph | undefined {
      return Object.hasOwn(MACHINES, id) ? MACHINES[id] : undefined;
    },
  };
}

export type ConsoleService = ReturnType<typeof createConsoleService>;
