import { createActor, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { eventTypes, machineGraph, stateIdOf } from '../../machines/graph';
import { LIFECYCLE_EVENT_FIELDS, NOT_MOVES, orderLifecycleMachine, statusOf, type LifecycleEvent, type LifecycleInput } from '../../machines/order-lifecycle.machine';
import { AdminApiError, type Request } from '../../src/admin/app/api';
import type { AdminOrder } from '../../src/domain/contracts/admin-orders';
import type { AdminReturn } from '../../src/domain/contracts/admin-returns';
import type { CallOutcome } from '../../src/domain/order-status';
import type { PathCoverage } from './path-coverage';

/**
 * A stand-in for the console's order routes that answers as the server does: it runs the real
 * order-lifecycle machine (src/server/features/console/console.lifecycle.ts asks the same machine
 * with `can`), so the moves offered, the state after a move, the 409 refusals (another agent moved
 * it first, or held for a call) and a confirmed call's release of the hold are the machine's own.
 * Its steps can be recorded into a coverage of the lifecycle.
 */
export const ORDER_NO = 'TW7K2M9QX4ZB1C';
export const MOVED_FIRST = 'Another agent moved this order first. It is shown as it is now.';
export const NOT_ALLOWED = 'This move is not allowed for the order now. Nothing was changed.';
export const HELD_FOR_CALL = 'This order is held for a call: record a confirmed call with the shopper before dispatching it. Nothing was changed.';
export const CARRIERS = [{ id: 'tcat', name: '黑貓宅急便' }];
export const RECEIVABLE = [{ id: 'r-1', name: 'r-1 (quality)' }];

type Lifecycle = SnapshotFrom<typeof orderLifecycleMachine>;
const MOVES = (eventTypes(machineGraph(orderLifecycleMachine)) as LifecycleEvent['type'][]).filter((type) => !NOT_MOVES.includes(type));
const OPTIONS: Record<string, { id: string; name: string }[]> = { carrier: CARRIERS, returnId: RECEIVABLE };

/** The event an agent's move sends, as the server makes it (the shop cancels). */
export function lifecycleEventOf(type: string, values: Record<string, string>): LifecycleEvent {
  if (type === 'order.cancel') return { type, by: 'shop' };
  if (type === 'order.dispatch') return { type, carrier: values.carrier ?? '', trackingNo: values.trackingNo ?? '' };
  if (type === 'return.receive') return { type, returnId: values.returnId ?? '' };
  return { type } as LifecycleEvent;
}

/** The order as GET /orders/:orderNo answers it, from its lifecycle snapshot. */
export function adminOrder(snapshot: Lifecycle, version: number, extra: Partial<AdminOrder> = {}): AdminOrder {
  const { cashOnDelivery, paymentStatus, carrier, trackingNo, heldForCall } = snapshot.context;
  const state = stateIdOf(snapshot.value);
  const allowedEvents = MOVES.filter((type) => snapshot.can(lifecycleEventOf(type, { carrier: 'c', trackingNo: 't', returnId: 'r' }))).map((type) => ({
    type,
    fields: LIFECYCLE_EVENT_FIELDS[type].filter((field) => field !== 'by').map((name) => ({ name, options: OPTIONS[name] ?? null })),
  }));
  return {
    orderNo: ORDER_NO,
    createdAt: '2030-01-01T08:00:00.000Z',
    status: statusOf(snapshot.value),
    paymentStatus,
    paymentMethod: cashOnDelivery ? 'cod' : 'card',
    deliveryMethod: 'tw_courier',
    currency: 'TWD',
    zoneId: 1,
    productTitle: 'AquaLite',
    items: [{ productId: 'aqualite-tw', kind: 'sku', refId: 'tw-coral-750', name: 'Coral 750 ml', quantity: 1, unitPrice: 79000, subtotal: 79000 }],
    totals: { subtotal: 79000, discount: 0, couponDeduction: 0, activityDeduction: 0, shippingFee: 0, remotePostage: 0, serviceCharge: 0, tax: 0, total: 79000, closingAmount: 79000, paidAmount: 0 },
    recipient: { name: '陳美玲', phone: '+886912345678', email: null, whatsapp: null, line: null, address: '臺北市中正區重慶南路一段122號', postalCode: '100', addressLines: ['100', '臺北市中正區', '重慶南路一段122號'], remark: null },
    store: null,
    deliveryRange: { from: '2030-01-03', to: '2030-01-05' },
    payment: null,
    shipment: carrier && trackingNo ? { carrier, carrierName: CARRIERS.find((known) => known.id === carrier)?.name ?? carrier, trackingNo } : null,
    deliveredAt: null,
    history: [],
    returns: [],
    allowed: { cancel: false, return: false },
    returnUntil: null,
    masked: false,
    reportable: true,
    siteId: 'tw',
    lifecycle: { state, version, machine: 'orderLifecycle', allowedEvents, history: [] },
    calls: [],
    risk: { score: heldForCall ? 80 : 10, flagged: heldForCall, reasons: [], heldForCall },
    paymentLifecycle: { machine: 'paymentResult', state: 'waiting', history: [] },
    refunds: [],
    ...extra,
  };
}

/** A new order's lifecycle, settled out of `placed` as the server stores it. */
export const placedOrder = (input: LifecycleInput): Lifecycle => createActor(orderLifecycleMachine, { input }).getSnapshot();

/** The order's one return request, accepted: "Parcel received" moves it (and the order page reads the order again). */
const parcel = (version: number): AdminReturn => ({
  id: 'r-1',
  orderNo: ORDER_NO,
  createdAt: '2030-01-06T08:00:00.000Z',
  reason: 'quality',
  remark: null,
  carrier: 'tcat',
  trackingNo: '9012-3456-7890',
  pickerName: '陳美玲',
  pickerPhone: '+886912345678',
  address: '中正區重慶南路一段122號',
  region: '臺北市',
  locale: 'zh-TW',
  photos: [],
  screenshot: null,
  reply: null,
  refund: null,
  order: { orderNo: ORDER_NO, status: 'ALREADY_DELIVER', total: 79000, currency: 'TWD', siteId: 'tw', recipientName: '陳美玲' },
  // Its own lifecycle is not under test here: each move answers it one version on, with the same move offered.
  lifecycle: { state: 'ACCEPTED', version, machine: 'returnLifecycle', allowedEvents: [{ type: 'return.receive', fields: [] }], history: [] },
});

/**
 * The `/admin/api` of one order. `orders` answers the order's own routes (load, move, call): by
 * default the lifecycle's answers at once; a test may take them over (deferred answers). The
 * rest of the page (graphs, messages, preview) is refused: it is not under test here.
 */
export function consoleServer(input: LifecycleInput, coverage?: PathCoverage) {
  let lifecycle = placedOrder(input);
  coverage?.recordInitial(lifecycle);
  let version = 0;
  let calls: AdminOrder['calls'] = [];
  let returnVersion = 1;
  const current = () => adminOrder(lifecycle, version, { calls });
  const step = (event: LifecycleEvent) => {
    const next = getNextSnapshot(orderLifecycleMachine, lifecycle, event);
    coverage?.recordStep(lifecycle, event, next);
    lifecycle = next;
  };
  const server = {
    current,
    /** POST /orders/:orderNo/events, as the console's service decides it. */
    move(body: { type: string; version: number } & Record<string, string | number>): AdminOrder {
      const event = lifecycleEventOf(body.type, body as unknown as Record<string, string>);
      if (body.version !== version) throw new AdminApiError(409, MOVED_FIRST);
      if (!lifecycle.can(event)) throw new AdminApiError(409, lifecycle.context.heldForCall ? HELD_FOR_CALL : NOT_ALLOWED);
      step(event);
      version += 1;
      return current();
    },
    /** POST /orders/:orderNo/calls: a confirmed call releases a hold (the lifecycle's call.confirm). */
    recordCall(body: { outcome: CallOutcome | null; note?: string }): AdminOrder {
      calls = [...calls, { id: `c${calls.length + 1}`, outcome: body.outcome, note: body.note ?? null, by: 'helpdesk@shop.test', at: '2030-01-01T08:30:00.000Z' }];
      if (body.outcome === 'confirmed' && lifecycle.can({ type: 'call.confirm' })) step({ type: 'call.confirm' });
      return current();
    },
    /** Another agent's move, made meanwhile: the page's version is then out of date. */
    movedByAnother(type: string, values: Record<string, string> = {}) {
      server.move({ type, version, ...values });
    },
  };
  const request = (async (method: string, path: string, options?: { body?: unknown }) => {
    const body = (options?.body ?? {}) as never;
    if (method === 'GET' && path === `/orders/${ORDER_NO}`) return server.current();
    if (method === 'POST' && path === `/orders/${ORDER_NO}/events`) return server.move(body);
    if (method === 'POST' && path === `/orders/${ORDER_NO}/calls`) return server.recordCall(body);
    if (method === 'GET' && path === `/orders/${ORDER_NO}/returns`) return { items: [parcel(returnVersion)], counts: { open: 0, waiting: 1, received: 0 } };
    if (method === 'POST' && path === '/returns/r-1/events') return parcel((returnVersion += 1));
    throw new AdminApiError(503, null);
  }) as Request;
  return { server, request };
}
