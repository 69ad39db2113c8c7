import { describe, expect, it } from 'vitest';
import { layoutMachine } from '../../src/admin/app/machine-layout';
import { machineGraph } from '../../machines/graph';
import { orderLifecycleMachine } from '../../machines/order-lifecycle.machine';
import { checkoutMachine } from '../../machines/checkout.machine';
import { paymentResultMachine } from '../../machines/payment-result.machine';

type Layout = ReturnType<typeof layoutMachine>;
type Node = Layout['nodes'][number];
type Point = { x: number; y: number };

/** How far a point is from a box's border (0 on it). */
const offBorder = (point: Point, node: Node) => {
  const dx = Math.abs(point.x - node.x) - node.width / 2;
  const dy = Math.abs(point.y - node.y) - node.height / 2;
  return dx > 0 || dy > 0 ? Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) : -Math.max(dx, dy);
};

describe('the lifecycle diagram the console draws', () => {
  const layout = layoutMachine(machineGraph(orderLifecycleMachine));

  it('draws every innermost state of the machine the server runs, each in its own place', () => {
    expect(layout.nodes.map((node) => node.id).sort()).toEqual(['ALREADY_DELIVER.delivered', 'ALREADY_DELIVER.inTransit', 'ALREADY_DELIVER.outForDelivery', 'ORDER_CLOSE', 'ORDER_COMPLETED', 'PENDING_DELIVER', 'PENDING_PAYMENT', 'placed']);
    const places = new Set(layout.nodes.map((node) => `${Math.round(node.x)},${Math.round(node.y)}`));
    expect(places.size).toBe(layout.nodes.length);
    for (const node of layout.nodes) {
      expect(node.x + node.width / 2).toBeLessThanOrEqual(layout.width + 1);
      expect(node.y + node.height / 2).toBeLessThanOrEqual(layout.height + 1);
    }
  });

  it('draws a dispatch into the parcel’s first state, and every move once (delivered from in transit and from out for delivery)', () => {
    expect(layout.edges).toContainEqual(expect.objectContaining({ source: 'PENDING_DELIVER', target: 'ALREADY_DELIVER.inTransit', event: 'order.dispatch' }));
    expect(layout.edges).toContainEqual(expect.objectContaining({ source: 'ALREADY_DELIVER.inTransit', target: 'ALREADY_DELIVER.outForDelivery', event: 'order.outForDelivery' }));
    expect(layout.edges.filter((edge) => edge.event === 'order.deliver').map((edge) => edge.source).sort()).toEqual(['ALREADY_DELIVER.inTransit', 'ALREADY_DELIVER.outForDelivery']);
    for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThan(1);
  });

  it('draws a move that stays in its state as a loop leaving and entering that state’s right side, clear of every other state', () => {
    const loops = layout.edges.filter((edge) => edge.source === edge.target);
    expect(loops.map((edge) => `${edge.source} ${edge.event}`).sort()).toEqual(['PENDING_DELIVER call.confirm', 'PENDING_PAYMENT call.confirm', 'PENDING_PAYMENT payment.failed']);
    for (const edge of loops) {
      const node = layout.nodes.find((candidate) => candidate.id === edge.source)!;
      const right = node.x + node.width / 2;
      expect(edge.points[0]!.x).toBeCloseTo(right);
      expect(edge.points.at(-1)!.x).toBeCloseTo(right);
      for (const point of edge.points) {
        expect(Math.abs(point.y - node.y)).toBeLessThanOrEqual(node.height / 2);
        for (const other of layout.nodes.filter((candidate) => candidate !== node)) {
          const inside = Math.abs(point.x - other.x) < other.width / 2 && Math.abs(point.y - other.y) < other.height / 2;
          expect(inside).toBe(false);
        }
      }
      expect(edge.labelX).toBeGreaterThan(right);
    }
  });
});

describe.each([
  ['order lifecycle', orderLifecycleMachine],
  ['checkout', checkoutMachine],
  ['payment result', paymentResultMachine],
] as const)('the %s diagram’s moves between states', (_name, machine) => {
  const layout = layoutMachine(machineGraph(machine));
  const node = (id: string) => layout.nodes.find((candidate) => candidate.id === id)!;

  it('leave their state’s box and reach the next state’s box, never the room kept beside a box for its loops', () => {
    for (const edge of layout.edges.filter((candidate) => candidate.source !== candidate.target)) {
      expect(offBorder(edge.points[0]!, node(edge.source)), `${edge.source} ${edge.event}`).toBeLessThan(1);
      expect(offBorder(edge.points.at(-1)!, node(edge.target)), `${edge.target} ${edge.event}`).toBeLessThan(1);
    }
  });
});

describe('the diagrams’ move labels', () => {
  it('name an actor’s result and a delay as people read them, and keep only as much room as the name drawn', () => {
    const layout = layoutMachine(machineGraph(paymentResultMachine));
    const labels = layout.edges.map((edge) => edge.label);
    expect(labels).toContain('fetchPaymentState done');
    expect(labels).toContain('after pollInterval');
    expect(labels.some((label) => label.startsWith('xstate.'))).toBe(false);
    expect(layout.edges.find((edge) => edge.label === 'after pollInterval')!.event).toMatch(/^xstate\.after\.pollInterval\./);
    // The raw event types, each move apart, took 1,267 px of width.
    expect(layout.width).toBeLessThan(800);
  });

  it('stack on one line the moves between the same two states, each label its own', () => {
    const layout = layoutMachine(machineGraph(checkoutMachine));
    const both = layout.edges.filter((edge) => edge.source === 'editing.delivery' && edge.target === 'editing.payment');
    expect(both.map((edge) => edge.label).sort()).toEqual(['always', 'delivery.confirm']);
    expect(both[0]!.points).toEqual(both[1]!.points);
    expect(both[0]!.labelX).toBe(both[1]!.labelX);
    expect(Math.abs(both[0]!.labelY - both[1]!.labelY)).toBeGreaterThanOrEqual(12);
  });
});
