import { describe, expect, it } from 'vitest';
import { FIGURE_NAMES, returnToOriginRate } from '../../src/domain/dashboard';
import { createFunnelTally, failureRate, FUNNEL_STATES_MAX, FUNNEL_TRANSITIONS_MAX, funnelSteps, statePaths } from '../../src/domain/funnel';

describe('the checkout funnel’s steps', () => {
  it('gives each step its sessions and the share lost since the nearest earlier step any session reached', () => {
    const steps = funnelSteps({ 'editing.delivery': 200, 'editing.payment': 150, 'editing.recipient': 120, submitting: 60, placed: 54 });
    expect(steps.map((step) => [step.step, step.sessions, step.dropOff === null ? null : Math.round(step.dropOff * 1000) / 1000])).toEqual([
      ['choice', 0, null],
      ['delivery', 200, null],
      ['payment', 150, 0.25],
      ['recipient', 120, 0.2],
      ['submit', 60, 0.5],
      ['placed', 54, 0.1],
    ]);
  });

  it('reads the network failures as a share of the submissions, and nothing without submissions', () => {
    expect(failureRate({ submitting: 40, 'editing.networkFailure': 10 })).toBe(0.25);
    expect(failureRate({})).toBeNull();
  });

  it('names a snapshot’s active states outer first', () => {
    expect(statePaths({ editing: 'recipient' })).toEqual(['editing', 'editing.recipient']);
    expect(statePaths('placed')).toEqual(['placed']);
  });

  it('caps one step’s count in a report, so a long form stays a valid report', () => {
    const tally = createFunnelTally();
    for (let i = 0; i < 1500; i++) tally.take({ source: 'editing.recipient', event: 'recipient.change', target: 'editing.recipient' });
    expect(tally.flush()!.transitions[0]!.count).toBe(1000);
  });
});

describe('the return-to-origin rate', () => {
  it('is the share of the parcels that reached the door and were refused there', () => {
    expect(returnToOriginRate({ delivered: 3, refused: 1 })).toBe(0.25);
    expect(returnToOriginRate({ delivered: 0, refused: 0 })).toBeNull();
  });
});

describe('a checkout session’s reports', () => {
  const edge = (source: string, event: string, target: string) => ({ source, event, target });

  it('reports nothing when nothing happened', () => {
    expect(createFunnelTally().flush()).toBeNull();
  });

  it('reports the states reached and the steps taken, each step with its count, marked as the session’s first report', () => {
    const tally = createFunnelTally();
    tally.reach('editing.sku');
    tally.take(edge('editing.sku', 'sku.choose', 'editing.delivery'));
    tally.take(edge('editing.sku', 'sku.choose', 'editing.delivery'));
    tally.take(edge('editing.delivery', 'delivery.choose', 'editing.payment'));
    expect(tally.flush()).toEqual({
      first: true,
      states: ['editing.sku', 'editing.delivery', 'editing.payment'],
      transitions: [
        { source: 'editing.sku', event: 'sku.choose', target: 'editing.delivery', count: 2 },
        { source: 'editing.delivery', event: 'delivery.choose', target: 'editing.payment', count: 1 },
      ],
    });
  });

  it('counts steps apart when their source, event or target differ', () => {
    const tally = createFunnelTally();
    tally.take(edge('a', 'go', 'b'));
    tally.take(edge('a', 'go', 'c'));
    tally.take(edge('a', 'back', 'b'));
    tally.take(edge('x', 'go', 'b'));
    expect(tally.flush()!.transitions.map((step) => step.count)).toEqual([1, 1, 1, 1]);
  });

  it('never reports a state or a step twice when the page is hidden twice', () => {
    const tally = createFunnelTally();
    tally.take(edge('editing.sku', 'sku.choose', 'editing.delivery'));
    tally.flush();
    expect(tally.flush()).toBeNull();
    tally.reach('editing.delivery');
    expect(tally.flush()).toBeNull();
    tally.take(edge('editing.sku', 'sku.choose', 'editing.delivery'));
    expect(tally.flush()).toEqual({ first: false, states: [], transitions: [{ source: 'editing.sku', event: 'sku.choose', target: 'editing.delivery', count: 1 }] });
    tally.reach('placed');
    expect(tally.flush()).toEqual({ first: false, states: ['placed'], transitions: [] });
  });

  it('keeps a report within the server’s limits, the rest going in the next one', () => {
    const tally = createFunnelTally();
    for (let i = 0; i < FUNNEL_STATES_MAX + 5; i++) tally.reach(`state${i}`);
    for (let i = 0; i < FUNNEL_TRANSITIONS_MAX + 5; i++) tally.take(edge('a', `event${i}`, 'state0'));
    const batch = tally.flush()!;
    expect(batch.states).toHaveLength(FUNNEL_STATES_MAX);
    expect(batch.transitions).toHaveLength(FUNNEL_TRANSITIONS_MAX);
    expect(tally.flush()!.states).toEqual(['state60', 'state61', 'state62', 'state63', 'state64']);
    expect([FUNNEL_STATES_MAX, FUNNEL_TRANSITIONS_MAX]).toEqual([60, 200]);
  });
});

describe('the funnel as the owner reads it', () => {
  it('shows no drop when more sessions reach a step than the one before, and a full drop when none do', () => {
    const steps = funnelSteps({ 'editing.sku': 10, 'editing.delivery': 12, 'editing.payment': 0, 'editing.recipient': 6 });
    expect(steps.map((step) => [step.state, step.sessions, step.dropOff])).toEqual([
      ['editing.sku', 10, null],
      ['editing.delivery', 12, 0],
      ['editing.payment', 0, 1],
      ['editing.recipient', 6, 0.5],
      ['submitting', 0, 1],
      ['placed', 0, 1],
    ]);
  });

  it('shows no drop at all before any session', () => {
    expect(funnelSteps({}).map((step) => step.dropOff)).toEqual([null, null, null, null, null, null]);
  });

  it('never shows more than every submission failing, and none when none failed', () => {
    expect(failureRate({ submitting: 2, 'editing.networkFailure': 5 })).toBe(1);
    expect(failureRate({ submitting: 2 })).toBe(0);
    expect(failureRate({ 'editing.networkFailure': 5 })).toBeNull();
  });

  it('names nested states at every depth, and nothing for a value that is no state', () => {
    expect(statePaths({ editing: { recipient: 'typing' }, cart: 'open' })).toEqual(['editing', 'editing.recipient', 'editing.recipient.typing', 'cart', 'cart.open']);
    expect(statePaths(null)).toEqual([]);
    expect(statePaths(3)).toEqual([]);
  });
});

describe('the owner’s dashboard figures', () => {
  it('counts every parcel refused when none was delivered', () => {
    expect(returnToOriginRate({ delivered: 0, refused: 2 })).toBe(1);
    expect(returnToOriginRate({ delivered: 2, refused: 0 })).toBe(0);
  });

  it('shows the figures in the order an order goes through them', () => {
    expect(FIGURE_NAMES).toEqual(['placed', 'confirmed', 'dispatched', 'outForDelivery', 'delivered', 'refused', 'cancelled']);
  });
});
