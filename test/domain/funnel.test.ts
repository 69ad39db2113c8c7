import { describe, expect, it } from 'vitest';
import { returnToOriginRate } from '../../src/domain/dashboard';
import { createFunnelTally, failureRate, funnelSteps, statePaths } from '../../src/domain/funnel';

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
