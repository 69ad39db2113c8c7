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
});
