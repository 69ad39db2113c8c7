import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { pageStayMachine, type PageStayInput } from '../../machines/page-stay.machine';

/** The page-stay timer's counting by hand, with a page's own interval and limit (its paths: tracking.machines.test.ts). */

function startStay(input?: PageStayInput) {
  const clock = new SimulatedClock();
  const logged: number[] = [];
  const actor = createActor(pageStayMachine.provide({ actions: { logStay: ({ context }) => void logged.push(context.seconds) } }), { clock, input }).start();
  const wait = (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) clock.increment(1000);
  };
  return { actor, logged, wait };
}

describe('the page-stay timer’s count', () => {
  it('starts idle at zero, ten minutes a minute at a time unless told otherwise', () => {
    expect(startStay().actor.getSnapshot()).toMatchObject({ value: 'idle', context: { intervalSeconds: 60, limitSeconds: 600, seconds: 0, logged: 0 } });
  });

  it('logs at the page’s own interval up to its own limit, counting each event logged', () => {
    const { actor, logged, wait } = startStay({ intervalSeconds: 2, limitSeconds: 5 });
    actor.send({ type: 'stay.start' });
    wait(1);
    expect(actor.getSnapshot().context).toMatchObject({ seconds: 1, logged: 0 });
    wait(1);
    expect(logged).toEqual([2]);
    expect(actor.getSnapshot().context.logged).toBe(1);
    wait(3);
    expect(logged).toEqual([2, 4, 5]);
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { seconds: 5, logged: 3 } });
    wait(5);
    expect(logged).toHaveLength(3);
  });

  it('counts the second it is started in again from zero, the events too', () => {
    const { actor, wait } = startStay({ intervalSeconds: 2, limitSeconds: 10 });
    actor.send({ type: 'stay.start' });
    wait(3);
    actor.send({ type: 'page.hide' });
    actor.send({ type: 'stay.start' });
    expect(actor.getSnapshot()).toMatchObject({ value: { counting: 'visible' }, context: { seconds: 0, logged: 0 } });
    wait(1);
    expect(actor.getSnapshot().context.seconds).toBe(1);
  });

  it('counts nothing while hidden and goes on where it was once shown', () => {
    const { actor, wait } = startStay({ intervalSeconds: 60, limitSeconds: 600 });
    actor.send({ type: 'stay.start' });
    wait(10);
    actor.send({ type: 'page.hide' });
    expect(actor.getSnapshot().value).toEqual({ counting: 'hidden' });
    wait(10);
    actor.send({ type: 'page.show' });
    expect(actor.getSnapshot()).toMatchObject({ value: { counting: 'visible' }, context: { seconds: 10 } });
  });
});
