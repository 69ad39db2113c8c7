import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { orderMessagesMachine, type OrderMessagesAnswer, type OrderMessagesEvent } from '../../machines/order-messages.machine';
import type { OutboxMessageView } from '../../src/domain/contracts/admin-messages';
import { flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { message, ORDER, startPanel } from '../helpers/order-messages';
import { PathCoverage } from '../helpers/path-coverage';

// The generated paths of the Messages panel; its rules written by hand are in order-messages-panel.machine.test.ts.

type Snapshot = SnapshotFrom<typeof orderMessagesMachine>;

/** The generated paths of this model (a broken model changes it). */
const PATHS = 65;

const EVENTS = [
  { type: 'message.resend', kind: 'confirmation' },
  { type: 'message.resend', kind: 'dispatched' },
  { type: 'messages.reload' },
  { type: 'xstate.done.actor.loadMessages', output: { items: [message('confirmation')], sandbox: true } },
  { type: 'xstate.error.actor.loadMessages', error: new Error('offline') },
  { type: 'xstate.done.actor.resendMessage', output: message('dispatched') },
  { type: 'xstate.error.actor.resendMessage', error: new Error('refused') },
] as unknown as OrderMessagesEvent[];

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, shown: snapshot.context.messages.length > 0, kind: snapshot.context.kind, sent: snapshot.context.sent?.kind ?? null, error: snapshot.context.error });

const coverage = new PathCoverage('orderMessages', orderMessagesMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated Messages panel paths', () => {
  const { model, paths } = machinePaths(orderMessagesMachine, { events: EVENTS, input: { orderNo: ORDER }, serializeState, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(PATHS);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, loads, sends } = startPanel();
    const same = (modelSnapshot: Snapshot) => expect(serializeState(actor.getSnapshot())).toBe(serializeState(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void actor.send(event as OrderMessagesEvent);
    await model.testPath(path, {
      states: { loading: same, ready: same, sending: same, sent: same, refused: same, failed: same },
      events: {
        'message.resend': send,
        'messages.reload': send,
        'xstate.done.actor.loadMessages': async ({ event }: { event: unknown }) => {
          loads.at(-1)!.resolve((event as { output: OrderMessagesAnswer }).output);
          await flush();
        },
        'xstate.error.actor.loadMessages': async () => {
          loads.at(-1)!.reject(new Error('offline'));
          await flush();
        },
        'xstate.done.actor.resendMessage': async ({ event }: { event: unknown }) => {
          sends.at(-1)!.answer.resolve((event as { output: OutboxMessageView }).output);
          await flush();
        },
        'xstate.error.actor.resendMessage': async () => {
          sends.at(-1)!.answer.reject(new Error('refused'));
          await flush();
        },
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
