import { describe, expect, it } from 'vitest';
import { layoutMachine } from '../../src/admin/app/machine-layout';
import { machineGraph } from '../../machines/graph';
import { orderLifecycleMachine } from '../../machines/order-lifecycle.machine';

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
