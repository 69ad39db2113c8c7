import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { orderLifecycleMachine, statusOf, valueOf, type LifecycleEvent } from '../../../../machines/order-lifecycle.machine';
import type { OrderStatus, PaymentStatus } from '../../../domain/order';
import { returnRefusal } from '../../../domain/return-request';
import type { Tx } from '../../db/transaction';

/** What the lifecycle knows of a stored order. */
export interface LifecycleState {
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  deliveredAt: string | null;
  /** When it went out for delivery (left out, or null: not yet, or an order from before that step). */
  outForDeliveryAt?: string | null;
  carrier: string | null;
  trackingNo: string | null;
  /** Bumped by every move (read with the state): a move written against an older one is refused. */
  version?: number;
  /** 'call' while a risky order waits for the shop's call (left out: not held). */
  heldFor?: string | null;
}

/** A move the machine allowed, as it is written: the order's new state and the event that caused it. */
export interface LifecycleMove {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  carrier: string | null;
  trackingNo: string | null;
  deliveredAt: string | null;
  outForDeliveryAt: string | null;
  /** The payment completed with this move: the order is now paid in full. */
  paidInFull: boolean;
  /** The event's type, and what else it said (carrier, tracking number...), for the history. */
  cause: string;
  detail: Record<string, unknown> | null;
}

/** Where a new order starts: the machine's first state for its way of paying. */
export function initialStatus(paymentMethod: string): { status: OrderStatus; paymentStatus: PaymentStatus } {
  const cashOnDelivery = paymentMethod === 'cod';
  let initial = INITIAL.get(cashOnDelivery);
  if (!initial) {
    const snapshot = getInitialSnapshot(orderLifecycleMachine, { cashOnDelivery });
    initial = { status: statusOf(snapshot.value), paymentStatus: snapshot.context.paymentStatus };
    INITIAL.set(cashOnDelivery, initial);
  }
  return { ...initial };
}

/** The machine's first state depends on the payment method alone: made once each, not per order (about 3% of an order's CPU). */
const INITIAL = new Map<boolean, { status: OrderStatus; paymentStatus: PaymentStatus }>();

/** The machine's snapshot of a stored order. */
export function lifecycleSnapshot(order: LifecycleState) {
  return orderLifecycleMachine.resolveState({
    value: valueOf(order.status as OrderStatus, order.deliveredAt !== null, (order.outForDeliveryAt ?? null) !== null),
    context: { cashOnDelivery: order.paymentMethod === 'cod', paymentStatus: order.paymentStatus as PaymentStatus, carrier: order.carrier, trackingNo: order.trackingNo, heldForCall: order.heldFor === 'call' },
  });
}

/**
 * What the shopper may do with an order now: cancel it (the machine takes a shopper's
 * cancellation from here) or ask to return it (delivered, within the zone's return period).
 */
export function allowedActions(order: LifecycleState, returnDays: number, now: Date, returns: readonly { status: string }[] = []) {
  const refusal = returnRefusal({ status: order.status, deliveredAt: order.deliveredAt }, returns, returnDays, now);
  return { cancel: lifecycleSnapshot(order).can({ type: 'order.cancel', by: 'shopper' }), return: refusal === null, returnRefusal: refusal };
}

/** Whether the order waits for a call before it may be dispatched. */
export function isHeldForCall(order: LifecycleState): boolean {
  return lifecycleSnapshot(order).context.heldForCall;
}

/** The order once a call confirmed it: the machine releases its hold; null when it held nothing. */
export function releasedByCall(order: LifecycleState): LifecycleState | null {
  const snapshot = lifecycleSnapshot(order);
  if (!snapshot.can({ type: 'call.confirm' })) return null;
  return { ...order, heldFor: getNextSnapshot(orderLifecycleMachine, snapshot, { type: 'call.confirm' }).context.heldForCall ? order.heldFor : null };
}

export type TransitionResult =
  | { ok: true; status: OrderStatus; paymentStatus: PaymentStatus }
  | { ok: false; reason: 'notFound' | 'notAllowed' | 'conflict' };

/** How many times a change lost to a concurrent one is tried again from the new status. */
const RETRIES = 3;

/** The machine's decision on an event for an order as read: the move to write, or null when refused. */
export function decideMove(order: LifecycleState, event: LifecycleEvent, at: string): LifecycleMove | null {
  const snapshot = lifecycleSnapshot(order);
  if (!snapshot.can(event)) return null;
  const next = getNextSnapshot(orderLifecycleMachine, snapshot, event);
  const paymentStatus = next.context.paymentStatus;
  const step = typeof next.value === 'object' ? (next.value as { ALREADY_DELIVER?: string }).ALREADY_DELIVER : undefined;
  const delivered = step === 'delivered';
  const outForDeliveryAt = order.outForDeliveryAt ?? null;
  const { type, ...detail } = event;
  return {
    status: statusOf(next.value),
    paymentStatus,
    carrier: next.context.carrier,
    trackingNo: next.context.trackingNo,
    deliveredAt: delivered && order.deliveredAt === null ? at : order.deliveredAt,
    outForDeliveryAt: step === 'outForDelivery' && outForDeliveryAt === null ? at : outForDeliveryAt,
    paidInFull: paymentStatus === 'SUCCESS' && order.paymentStatus !== 'SUCCESS',
    cause: type,
    detail: Object.keys(detail).length > 0 ? detail : null,
  };
}

/** What the lifecycle needs of the order store (the order repository). */
export interface LifecycleStore {
  lifecycleState(orderNo: string, trx?: Tx): Promise<LifecycleState | undefined>;
  /** Writes `move` if the order is still as read (`from`); false when another change came first. */
  transition(orderNo: string, from: LifecycleState, move: LifecycleMove, at: string, trx?: Tx, actor?: string | null): Promise<boolean>;
  transaction<T>(work: (trx: Tx) => Promise<T>): Promise<T>;
}

/** Moves stored orders through their lifecycle machine (the shopper, the shop, payments, returns). */
/** An order placed or moved, as it is announced. */
export interface OrderChange {
  orderNo: string;
  event: string;
  status: string | null;
}

export function createOrderLifecycle(orders: LifecycleStore, changed: (change: OrderChange) => void = () => {}) {
  return {
    /** Announces moves collected inside a transaction, once it committed. */
    announce(changes: readonly OrderChange[]): void {
      for (const change of changes) changed(change);
    },

    /**
     * Applies a lifecycle event to a stored order: the machine decides whether the event is
     * allowed from the order's status and what follows; the change is written only if the order
     * is still as read (compare and set), with a history row naming the event. Of concurrent
     * changes, each is decided on the status the one before left: none can jump a transition the
     * machine forbids. Give `trx` to take part in a transaction already open, `actor` (an
     * operator's email) to name who made the move in the order's history. A move is announced
     * (the console's live list, the shopper's message) once written; inside a transaction the
     * caller opened, give `announced` to collect it instead and `announce` it after the commit.
     */
    async transition(orderNo: string, event: LifecycleEvent, at: string, trx?: Tx, actor?: string | null, announced?: OrderChange[]): Promise<TransitionResult> {
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        const run = async (tx: Tx): Promise<TransitionResult | null> => {
          const order = await orders.lifecycleState(orderNo, tx);
          if (!order) return { ok: false, reason: 'notFound' };
          const move = decideMove(order, event, at);
          if (!move) return { ok: false, reason: 'notAllowed' };
          if (!(await orders.transition(orderNo, order, move, at, tx, actor))) return null;
          return { ok: true, status: move.status, paymentStatus: move.paymentStatus };
        };
        const result = trx ? await run(trx) : await orders.transaction(run);
        if (result?.ok) {
          const change = { orderNo, event: event.type, status: result.status };
          if (announced) announced.push(change);
          else changed(change);
        }
        if (result) return result;
        // Another change came first: decide again on what it left.
      }
      return { ok: false, reason: 'conflict' };
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
