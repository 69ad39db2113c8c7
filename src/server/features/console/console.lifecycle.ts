import { LIFECYCLE_EVENT_FIELDS, NOT_MOVES, orderLifecycleMachine, valueOf, type LifecycleEvent } from '../../../../machines/order-lifecycle.machine';
import { eventTypes, machineGraph, stateIdOf } from '../../../../machines/graph';
import { carriersOf } from '../../../domain/carriers';
import type { Lifecycle, PaymentLifecycle } from '../../../domain/contracts/admin-orders';
import { paymentResultMachine } from '../../../../machines/payment-result.machine';
import type { OrderStatus, PaymentStatus } from '../../../domain/order';
import { requireZone } from '../../../domain/zones';
import { lifecycleSnapshot, type LifecycleState } from '../orders/orders.lifecycle';

/**
 * The console's view of an order's lifecycle, read from the machine the server runs
 * (machines/order-lifecycle.machine.ts): its state, the events it accepts now (asked of the
 * machine with `can`, never listed by hand), what each needs, and the moves so far.
 */
export const LIFECYCLE_GRAPH = machineGraph(orderLifecycleMachine);
/** The agent's moves: every event of the machine but those sent by something else (a call's outcome). */
export const LIFECYCLE_EVENTS = (eventTypes(LIFECYCLE_GRAPH) as LifecycleEvent['type'][]).filter((type) => !NOT_MOVES.includes(type));
const PAYMENT_GRAPH = machineGraph(paymentResultMachine);

export function isLifecycleEvent(type: string): type is LifecycleEvent['type'] {
  return (LIFECYCLE_EVENTS as string[]).includes(type);
}

/** The event an agent's move sends: what they gave, the shop as who cancels. */
export function eventOf(type: LifecycleEvent['type'], given: { carrier?: string; trackingNo?: string; returnId?: string }): LifecycleEvent {
  switch (type) {
    case 'order.cancel':
      return { type, by: 'shop' };
    case 'order.dispatch':
      return { type, carrier: given.carrier ?? '', trackingNo: given.trackingNo ?? '' };
    case 'return.receive':
      return { type, returnId: given.returnId ?? '' };
    default:
      return { type };
  }
}

/** The fields of `type` an agent must give that `given` lacks. */
export function missingFields(type: LifecycleEvent['type'], given: Record<string, unknown>): string[] {
  return LIFECYCLE_EVENT_FIELDS[type].filter((field) => field !== 'by' && (typeof given[field] !== 'string' || (given[field] as string).trim() === ''));
}

/** Whether the machine takes `type` from this state at all, given what it needs (filled in to ask). */
export function accepts(order: LifecycleState, type: LifecycleEvent['type']): boolean {
  return lifecycleSnapshot(order).can(eventOf(type, { carrier: 'carrier', trackingNo: 'tracking', returnId: 'return' }));
}

export function stateOf(order: Pick<LifecycleState, 'status' | 'deliveredAt' | 'outForDeliveryAt'>): string {
  return stateIdOf(valueOf(order.status as OrderStatus, order.deliveredAt !== null, (order.outForDeliveryAt ?? null) !== null));
}

interface HistoryRow {
  seq: number;
  status: string;
  payment_status: string;
  cause: string;
  created_at: string;
  detail: string | null;
  actor: string | null;
}

function parsed(detail: string | null): Record<string, unknown> | null {
  try {
    return detail ? (JSON.parse(detail) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function lifecycleView(order: LifecycleState & { version: number }, zoneId: number, history: readonly HistoryRow[], receivable: { id: string; name: string }[] = []): Lifecycle {
  const carriers = carriersOf(requireZone(zoneId).country).map((carrier) => ({ id: carrier.id, name: carrier.name }));
  const options: Record<string, { id: string; name: string }[]> = { carrier: carriers, returnId: receivable };
  const allowedEvents = LIFECYCLE_EVENTS.filter((type) => accepts(order, type)).map((type) => ({
    type,
    fields: LIFECYCLE_EVENT_FIELDS[type].filter((field) => field !== 'by').map((name) => ({ name, options: options[name] ?? null })),
  }));
  let previous: string | null = null;
  const moves = [...history]
    .sort((a, b) => a.seq - b.seq)
    .map((row) => {
      const detail = parsed(row.detail);
      // A delivery is the move into `delivered`, going out for delivery into `outForDelivery`; the
      // rows before them in transit (histories from before that step never go out for delivery).
      const stays = (step: string) => previous?.endsWith(`.${step}`) === true && row.status === 'ALREADY_DELIVER';
      const to = stateIdOf(valueOf(row.status as OrderStatus, row.cause === 'order.deliver' || stays('delivered'), row.cause === 'order.outForDelivery' || stays('outForDelivery')));
      const move = { seq: row.seq, at: row.created_at, event: row.cause, from: previous, to, status: row.status as OrderStatus, paymentStatus: row.payment_status as PaymentStatus, actor: row.actor, detail };
      previous = to;
      return move;
    });
  return { state: stateOf(order), version: order.version, machine: LIFECYCLE_GRAPH.id, allowedEvents, history: moves };
}

/** The payment-result machine's state a stored payment status stands for (its diagram's highlight). */
const PAYMENT_STATE: Record<PaymentStatus, string> = { WAITING: 'waiting', SUCCESS: 'success', FAILURE: 'failure' };

/** The order's payment on the payment-result machine's diagram: its state now and each change of it. */
export function paymentLifecycleView(paymentStatus: string, history: readonly HistoryRow[]): PaymentLifecycle {
  let previous: string | null = null;
  const moves: PaymentLifecycle['history'] = [];
  for (const row of [...history].sort((a, b) => a.seq - b.seq)) {
    const to = PAYMENT_STATE[row.payment_status as PaymentStatus] ?? row.payment_status;
    if (to === previous) continue;
    moves.push({ seq: row.seq, at: row.created_at, event: row.cause, from: previous, to, actor: row.actor });
    previous = to;
  }
  return { machine: PAYMENT_GRAPH.id, state: PAYMENT_STATE[paymentStatus as PaymentStatus] ?? paymentStatus, history: moves };
}
