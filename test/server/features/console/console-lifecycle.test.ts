import { getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_MOVES, orderLifecycleMachine, type LifecycleEvent } from '../../../../machines/order-lifecycle.machine';
import { eventTypes, machineGraph, stateIdOf } from '../../../../machines/graph';
import type { AdminOrder } from '../../../../src/domain/contracts/admin-orders';
import { ENGINES, postOrder, twOrder, type TestApp } from '../../../helpers/server';
import { adminCall, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

/**
 * Every event from every lifecycle state, generated from the machine the server runs: the machine
 * (run here) says whether the move is allowed; through the API an allowed one answers 200 and
 * lands where the machine says, a refused one 409 with nothing changed.
 */
// A confirmed call's release of a hold is recorded as a call, not moved through the console.
const EVENTS = (eventTypes(machineGraph(orderLifecycleMachine)) as LifecycleEvent['type'][]).filter((type) => !NOT_MOVES.includes(type));
const full = (type: LifecycleEvent['type']): LifecycleEvent & Record<string, unknown> =>
  ({ type, ...(type === 'order.cancel' ? { by: 'shop' } : {}), ...(type === 'order.dispatch' ? { carrier: 'tcat', trackingNo: 'TC123456789' } : {}), ...(type === 'return.receive' ? { returnId: 'r1' } : {}) }) as never;
const body = (type: LifecycleEvent['type'], returnId = 'no-such-return') => ({ type, ...(type === 'order.dispatch' ? { carrier: 'tcat', trackingNo: 'TC123456789' } : {}), ...(type === 'return.receive' ? { returnId } : {}) });

type Snapshot = SnapshotFrom<typeof orderLifecycleMachine>;

/** Each state the machine reaches for a way of paying, with the shortest events that get there. */
function reachable(cashOnDelivery: boolean): { state: string; path: LifecycleEvent['type'][]; snapshot: Snapshot }[] {
  const start = getInitialSnapshot(orderLifecycleMachine, { cashOnDelivery });
  const seen = new Map<string, { path: LifecycleEvent['type'][]; snapshot: Snapshot }>([[stateIdOf(start.value), { path: [], snapshot: start }]]);
  const queue = [stateIdOf(start.value)];
  while (queue.length > 0) {
    const { path, snapshot } = seen.get(queue.shift()!)!;
    for (const type of EVENTS) {
      if (!snapshot.can(full(type))) continue;
      const next = getNextSnapshot(orderLifecycleMachine, snapshot, full(type));
      const id = stateIdOf(next.value);
      if (!seen.has(id)) {
        seen.set(id, { path: [...path, type], snapshot: next });
        queue.push(id);
      }
    }
  }
  return [...seen.entries()].map(([state, found]) => ({ state, ...found }));
}

const CASES = (['cod', 'card'] as const).flatMap((method) =>
  reachable(method === 'cod').flatMap(({ state, path, snapshot }) =>
    EVENTS.map((type) => {
      const allowed = snapshot.can(full(type));
      return { method, state, path, type, allowed, to: allowed ? stateIdOf(getNextSnapshot(orderLifecycleMachine, snapshot, full(type)).value) : state };
    }),
  ),
);

describe.each(ENGINES)('moving an order through the console, every event from every state (%s)', (engine) => {
  let test: TestApp;
  let support: AdminSession;

  beforeAll(async () => {
    ({ test, support } = await startWithOwnerAndSupport(engine));
  });
  afterAll(() => test.close());

  /** A return request the shop accepted, waiting for its parcel (as the returns flow leaves it). */
  const acceptedReturn = async (orderNo: string) => {
    const id = `ret-${orderNo}`;
    const at = new Date().toISOString();
    await test.database.db
      .insertInto('return_requests')
      .values({ id, order_no: orderNo, reason: 'quality', remark: null, carrier: 'tcat', tracking_no: 'R1', screenshot: null, package_photo: JSON.stringify(['p.webp']), picker_name: '王小明', picker_phone: '+886912345678', address: '臺北市', region: '臺北市', status: 'ACCEPTED', locale: 'zh-TW', created_at: at, updated_at: at })
      .execute();
    return id;
  };
  const read = async (orderNo: string) => (await adminCall(test, support, 'GET', `/admin/api/orders/${orderNo}`)).json<{ data: AdminOrder }>().data;

  it('covers both ways of paying and every state of the machine', () => {
    const states = new Set(CASES.map((entry) => entry.state));
    expect([...states].sort()).toEqual(['ALREADY_DELIVER.delivered', 'ALREADY_DELIVER.inTransit', 'ALREADY_DELIVER.outForDelivery', 'ORDER_CLOSE', 'ORDER_COMPLETED', 'PENDING_DELIVER', 'PENDING_PAYMENT']);
    expect(CASES.some((entry) => entry.allowed)).toBe(true);
    expect(CASES.some((entry) => !entry.allowed)).toBe(true);
  });

  it.each(CASES)('$method order in $state: $type is answered as the machine decides (allowed: $allowed)', async ({ method, state, path, type, allowed, to }) => {
    const placed = await postOrder(test, twOrder({ paymentMethod: method }));
    const orderNo = placed.json<{ data: { orderNo: string } }>().data.orderNo;
    for (const step of path) {
      const moved = await adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/events`, body(step));
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const before = await read(orderNo);
    expect(before.lifecycle.state).toBe(state);
    expect(before.lifecycle.allowedEvents.some((event) => event.type === type)).toBe(allowed);

    const returnId = allowed && type === 'return.receive' ? await acceptedReturn(orderNo) : undefined;
    const answer = await adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/events`, { ...body(type, returnId), version: before.lifecycle.version });
    const after = await read(orderNo);
    if (allowed) {
      expect(answer.statusCode, answer.body).toBe(200);
      // Receiving the parcel also marks its return request received.
      if (returnId) expect(after.returns.find((entry) => entry.id === returnId)?.status).toBe('RECEIVED');
      expect(answer.json().lifecycle.state).toBe(to);
      expect(after.lifecycle.state).toBe(to);
      expect(after.lifecycle.version).toBe(before.lifecycle.version + 1);
      expect(after.lifecycle.history.at(-1)).toMatchObject({ event: type, from: state, to, actor: 'support@shop.test' });
    } else {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().msg).toMatch(/cannot make this move/);
      expect(after).toEqual(before);
    }
  });
});
