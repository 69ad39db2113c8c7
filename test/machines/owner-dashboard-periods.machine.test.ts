import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ownerDashboardMachine } from '../../machines/owner-dashboard.machine';
import { flush } from '../helpers/deferred';
import { dashboard, PERIOD, startDashboard } from '../helpers/owner-dashboard';

// The owner's dashboard as the owner meets it, written by hand: the generated paths
// (owner-dashboard.machine.test.ts) replay the machine against itself, so they cannot notice a
// changed target, guard or action; these can.

describe('the owner’s dashboard machine', () => {
  it('loads the site’s period, then shows it', async () => {
    const { actor, loads } = startDashboard();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads[0]!.input).toEqual(PERIOD);
    loads[0]!.answer.resolve(dashboard('tw', PERIOD.from, PERIOD.to));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.dashboard?.totals.placed).toBe(3);
  });

  it('loads again for another period or site, and drops the answer for the period left behind', async () => {
    const { actor, loads } = startDashboard();
    actor.send({ type: 'period.change', from: '2030-02-01', to: '2030-02-28' });
    expect(loads[1]!.input).toEqual({ siteId: 'tw', from: '2030-02-01', to: '2030-02-28' });
    loads[0]!.answer.resolve(dashboard('tw', PERIOD.from, PERIOD.to));
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    loads[1]!.answer.resolve(dashboard('tw', '2030-02-01', '2030-02-28'));
    await flush();
    expect(actor.getSnapshot().context.dashboard?.from).toBe('2030-02-01');
    actor.send({ type: 'site.change', siteId: 'pl' });
    expect(loads[2]!.input.siteId).toBe('pl');
  });

  it('ignores a period that ends before it starts', () => {
    const { actor, loads } = startDashboard();
    actor.send({ type: 'period.change', from: '2030-02-28', to: '2030-02-01' });
    expect(loads).toHaveLength(1);
    expect(actor.getSnapshot().context.period).toEqual(PERIOD);
  });

  it('shows the server’s message when loading fails, and tries again', async () => {
    const { actor, loads } = startDashboard();
    loads[0]!.answer.reject(new Error('There is no such site.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('There is no such site.');
    actor.send({ type: 'dashboard.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads).toHaveLength(2);
  });
});

describe('the owner’s dashboard, the period asked for', () => {
  it.each([
    ['a single day', '2030-02-01', '2030-02-01', true],
    ['a start without its leading zeros', '2030-2-1', '2030-02-28', false],
    ['an end without its leading zeros', '2030-02-01', '2030-2-28', false],
    ['a start with text before it', '+2030-02-01', '2030-02-28', false],
    ['a start with text after it', '2030-02-01x', '2030-02-28', false],
    ['an end with text before it', '2030-02-01', 'x2030-02-28', false],
    ['an end with text after it', '2030-02-01', '2030-02-28x', false],
    ['a year of three digits', '203-02-01', '2030-02-28', false],
    ['an empty start', '', '2030-02-28', false],
  ])('%s (%s to %s) is asked for: %s', (_what, from, to, asked) => {
    const { actor, loads } = startDashboard();
    actor.send({ type: 'period.change', from, to });
    expect(loads).toHaveLength(asked ? 2 : 1);
    expect(actor.getSnapshot().context.period).toEqual(asked ? { siteId: 'tw', from, to } : PERIOD);
  });

  it('another site keeps the period, another period keeps the site', () => {
    const { actor, loads } = startDashboard();
    actor.send({ type: 'site.change', siteId: 'pl' });
    expect(loads[1]!.input).toEqual({ siteId: 'pl', from: PERIOD.from, to: PERIOD.to });
    actor.send({ type: 'period.change', from: '2030-03-01', to: '2030-03-31' });
    expect(loads[2]!.input).toEqual({ siteId: 'pl', from: '2030-03-01', to: '2030-03-31' });
  });

  it('after a failure, another period or site loads again, and a success forgets the failure', async () => {
    const { actor, loads } = startDashboard();
    loads[0]!.answer.reject(new Error('Down.'));
    await flush();
    actor.send({ type: 'period.change', from: '2030-03-01', to: '2030-03-31' });
    expect(actor.getSnapshot().value).toBe('loading');
    loads[1]!.answer.reject(new Error('Down.'));
    await flush();
    actor.send({ type: 'site.change', siteId: 'pl' });
    expect(actor.getSnapshot().value).toBe('loading');
    loads[2]!.answer.resolve(dashboard('pl', '2030-03-01', '2030-03-31'));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('from the dashboard shown, another site loads again', async () => {
    const { actor, loads } = startDashboard();
    loads[0]!.answer.resolve(dashboard('tw', PERIOD.from, PERIOD.to));
    await flush();
    actor.send({ type: 'site.change', siteId: 'pl' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads).toHaveLength(2);
  });

  it('shows what was thrown when it is not an error', async () => {
    const { actor, loads } = startDashboard();
    loads[0]!.answer.reject('offline');
    await flush();
    expect(actor.getSnapshot().context.error).toBe('offline');
  });

  it('without the page’s services, says loading is not provided', async () => {
    const actor = createActor(ownerDashboardMachine, { input: PERIOD }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('loadDashboard is provided by the page');
  });
});
