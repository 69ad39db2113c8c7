import { afterAll, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { pageStayMachine, type PageStayEvent, type PageStayInput } from '../../machines/page-stay.machine';
import { consentMachine, trackingAllowed, type ConsentEvent, type ConsentInput } from '../../machines/consent.machine';
import type { ConsentChoice } from '../../src/domain/tracking';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

// ---- page-stay timer ---------------------------------------------------------------------------

/** A stay timer on a simulated clock, recording the seconds of every stay event it logs. */
function startStay(input?: PageStayInput) {
  const clock = new SimulatedClock();
  const logged: number[] = [];
  const actor = createActor(
    pageStayMachine.provide({ actions: { logStay: ({ context }) => void logged.push(context.seconds) } }),
    { clock, input },
  ).start();
  const wait = (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) clock.increment(1000);
  };
  return { actor, clock, logged, wait };
}

describe('the page-stay timer', () => {
  it('logs nothing until the landing page starts it', () => {
    const { logged, wait } = startStay();
    wait(900);
    expect(logged).toEqual([]);
  });

  it('logs a stay event every 60 seconds: exactly ten in ten minutes, then stops', () => {
    const { actor, logged, wait } = startStay();
    actor.send({ type: 'stay.start' });
    wait(59);
    expect(logged).toEqual([]);
    wait(1);
    expect(logged).toEqual([60]);
    wait(540);
    expect(logged).toEqual([60, 120, 180, 240, 300, 360, 420, 480, 540, 600]);
    wait(1200);
    expect(logged).toHaveLength(10);
    expect(actor.getSnapshot().matches('done')).toBe(true);
  });

  it('does not count the time the page is hidden', () => {
    const { actor, logged, wait } = startStay();
    actor.send({ type: 'stay.start' });
    wait(30);
    actor.send({ type: 'page.hide' });
    wait(300);
    expect(logged).toEqual([]);
    actor.send({ type: 'page.show' });
    wait(29);
    expect(logged).toEqual([]);
    wait(1);
    expect(logged).toEqual([60]);
  });

  it('starts from zero when started again', () => {
    const { actor, logged, wait } = startStay();
    actor.send({ type: 'stay.start' });
    wait(90);
    expect(logged).toEqual([60]);
    actor.send({ type: 'stay.start' });
    expect(actor.getSnapshot().context.seconds).toBe(0);
    wait(59);
    expect(logged).toEqual([60]);
    wait(1);
    expect(logged).toEqual([60, 60]);
  });

  it('can be started again after it has logged its ten events', () => {
    const { actor, logged, wait } = startStay();
    actor.send({ type: 'stay.start' });
    wait(600);
    actor.send({ type: 'stay.start' });
    wait(60);
    expect(logged).toHaveLength(11);
    expect(logged.at(-1)).toBe(60);
  });
});

type StaySnapshot = SnapshotFrom<typeof pageStayMachine>;
const stayCoverage = new PathCoverage('pageStay', pageStayMachine);

describe('generated page-stay paths (a simulated clock; 2 s between events, 4 s in all)', () => {
  // A small interval and limit keep the graph small; the counting is the same as with 60 and 600.
  const input = { intervalSeconds: 2, limitSeconds: 4 };
  const serializeState = (snapshot: StaySnapshot) => JSON.stringify({ value: snapshot.value, seconds: snapshot.context.seconds, logged: snapshot.context.logged });
  const events = [
    { type: 'stay.start' },
    { type: 'page.hide' },
    { type: 'page.show' },
    { type: 'xstate.after.second.pageStay.counting.visible' },
  ] as unknown as PageStayEvent[];
  const { model, paths } = machinePaths(pageStayMachine, { events, input, serializeState, cover: 'transitions' });

  it('are many enough to cover every second, hide, show and restart', () => {
    expect(paths.length).toBe(22);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, clock, logged } = startStay(input);
    const same = (modelSnapshot: StaySnapshot) => {
      expect(serializeState(actor.getSnapshot())).toBe(serializeState(modelSnapshot));
      // What the shopper's stay produced: one stay event per interval counted, never more.
      expect(logged).toHaveLength(modelSnapshot.context.logged);
    };
    await model.testPath(path, {
      states: { idle: same, 'counting.visible': same, 'counting.hidden': same, done: same },
      events: {
        'stay.start': () => {
          logged.length = 0; // counted from this start
          actor.send({ type: 'stay.start' });
        },
        'page.hide': () => void actor.send({ type: 'page.hide' }),
        'page.show': () => void actor.send({ type: 'page.show' }),
        'xstate.after.second.pageStay.counting.visible': () => clock.increment(1000),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') stayCoverage.recordInitial(step.state);
      else stayCoverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

// ---- consent -----------------------------------------------------------------------------------

function startConsent(input: ConsentInput) {
  const remembered: ConsentChoice[] = [];
  const actor = createActor(
    consentMachine.provide({ actions: { rememberChoice: (_, params) => void remembered.push(params.choice) } }),
    { input },
  ).start();
  return { actor, remembered };
}

describe('the consent machine', () => {
  it('asks in the EU before anything is tracked, and a tap on either button decides', () => {
    const accepting = startConsent({ required: true, stored: null });
    expect(accepting.actor.getSnapshot().matches('asking')).toBe(true);
    expect(trackingAllowed(accepting.actor.getSnapshot())).toBe(false);
    accepting.actor.send({ type: 'consent.accept' });
    expect(trackingAllowed(accepting.actor.getSnapshot())).toBe(true);
    expect(accepting.remembered).toEqual(['granted']);

    const rejecting = startConsent({ required: true, stored: null });
    rejecting.actor.send({ type: 'consent.reject' });
    expect(trackingAllowed(rejecting.actor.getSnapshot())).toBe(false);
    expect(rejecting.remembered).toEqual(['denied']);
  });

  it('remembers an earlier choice and does not ask again', () => {
    expect(startConsent({ required: true, stored: 'granted' }).actor.getSnapshot().value).toBe('granted');
    expect(startConsent({ required: true, stored: 'denied' }).actor.getSnapshot().value).toBe('denied');
  });

  it('lets the shopper change their mind from the footer', () => {
    const { actor, remembered } = startConsent({ required: true, stored: 'granted' });
    actor.send({ type: 'consent.review' });
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    actor.send({ type: 'consent.reject' });
    expect(remembered).toEqual(['denied']);
  });

  it('allows tracking at once where the site does not ask for consent', () => {
    const { actor } = startConsent({ required: false, stored: null });
    expect(actor.getSnapshot().value).toBe('notRequired');
    expect(trackingAllowed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'consent.reject' })).toBe(false);
  });
});

type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;
const consentCoverage = new PathCoverage('consent', consentMachine);

describe('generated consent paths', () => {
  const events = [{ type: 'consent.accept' }, { type: 'consent.reject' }, { type: 'consent.review' }] as ConsentEvent[];
  const serializeState = (snapshot: ConsentSnapshot) => JSON.stringify(snapshot.value);
  const inputs: ConsentInput[] = [
    { required: true, stored: null },
    { required: true, stored: 'granted' },
    { required: true, stored: 'denied' },
    { required: false, stored: null },
  ];
  const all = inputs.flatMap((input) => {
    const { model, paths } = machinePaths(consentMachine, { events, input, serializeState, cover: 'transitions' });
    return paths.map((path) => ({ input, path, model }));
  });

  it('are as many as the choices a shopper can make from each starting point', () => {
    expect(all.length).toBe(12);
  });

  it.each(inputs.map((input) => [JSON.stringify(input), input] as const))('start where %s says', (_description, input) => {
    // A site that asks nothing has no choice to make, so no path: its start is recorded here.
    const { actor } = startConsent(input);
    consentCoverage.recordInitial(createActor(consentMachine, { input }).getSnapshot());
    expect(actor.getSnapshot().value).toBe(input.required ? (input.stored ?? 'asking') : 'notRequired');
  });

  it.each(all.map((entry) => [`${JSON.stringify(entry.input)}: ${entry.path.description}`, entry] as const))('%s', async (_description, { input, path, model }) => {
    const { actor, remembered } = startConsent(input);
    const same = (modelSnapshot: ConsentSnapshot) => expect(actor.getSnapshot().value).toEqual(modelSnapshot.value);
    await model.testPath(path, {
      states: { asking: same, granted: same, denied: same, notRequired: same },
      events: {
        'consent.accept': () => void actor.send({ type: 'consent.accept' }),
        'consent.reject': () => void actor.send({ type: 'consent.reject' }),
        'consent.review': () => void actor.send({ type: 'consent.review' }),
      } as never,
    });
    // Every decision is remembered, and only decisions.
    const decisions = path.steps.filter((step) => step.event.type === 'consent.accept' || step.event.type === 'consent.reject');
    expect(remembered).toEqual(decisions.map((step) => (step.event.type === 'consent.accept' ? 'granted' : 'denied')));
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') consentCoverage.recordInitial(step.state);
      else consentCoverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

afterAll(() => {
  for (const coverage of [stayCoverage, consentCoverage]) {
    const summary = coverage.report();
    expect(summary.missedTransitions, coverage.name).toEqual([]);
    expect(summary.missedStates, coverage.name).toEqual([]);
  }
});
