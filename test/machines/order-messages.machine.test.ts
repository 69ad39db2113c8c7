import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { orderMessagesMachine, type OrderMessagesAnswer, type OrderMessagesEvent } from '../../machines/order-messages.machine';
import type { OutboxMessageView } from '../../src/domain/contracts/admin-messages';
import type { OrderMessageKind } from '../../src/domain/order-messages';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

const ORDER = 'TW250101000001';
const message = (kind: OutboxMessageView['kind'], status: 'sent' | 'failed' = 'sent'): OutboxMessageView => ({
  id: `${kind}-${status}`,
  siteId: 'site-tw',
  orderNo: ORDER,
  kind,
  channel: 'sms',
  to: '+886912345678',
  body: `${kind} text`,
  provider: 'sandbox',
  status,
  providerRef: status === 'sent' ? 'sandbox-1' : null,
  error: status === 'failed' ? 'twilio refused: 21211' : null,
  createdAt: '2030-01-01T08:00:00.000Z',
});

function startPanel() {
  const loads: ReturnType<typeof deferred<OrderMessagesAnswer>>[] = [];
  const sends: { input: { orderNo: string; kind: OrderMessageKind }; answer: ReturnType<typeof deferred<OutboxMessageView>> }[] = [];
  const actor = createActor(
    orderMessagesMachine.provide({
      actors: {
        loadMessages: fromPromise<OrderMessagesAnswer, { orderNo: string }>(() => {
          const answer = deferred<OrderMessagesAnswer>();
          loads.push(answer);
          return answer.promise;
        }),
        resendMessage: fromPromise<OutboxMessageView, { orderNo: string; kind: OrderMessageKind }>(({ input }) => {
          const answer = deferred<OutboxMessageView>();
          sends.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { orderNo: ORDER } },
  ).start();
  return { actor, loads, sends };
}

describe('the order’s Messages panel machine', () => {
  it('loads the order’s messages, then sends one kind again and shows it first', async () => {
    const { actor, loads, sends } = startPanel();
    loads[0]!.resolve({ items: [message('confirmation')], sandbox: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'message.resend', kind: 'dispatched' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sends[0]!.input).toEqual({ orderNo: ORDER, kind: 'dispatched' });
    sends[0]!.answer.resolve(message('dispatched', 'failed'));
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.messages.map((row) => row.kind)).toEqual(['dispatched', 'confirmation']);
    expect(actor.getSnapshot().context.sent?.status).toBe('failed');
  });

  it('keeps the list and shows why when the server refuses a send, and can send again', async () => {
    const { actor, loads, sends } = startPanel();
    loads[0]!.resolve({ items: [message('confirmation')], sandbox: false });
    await flush();
    actor.send({ type: 'message.resend', kind: 'dispatched' });
    sends[0]!.answer.reject(new Error('This order has not been dispatched.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'This order has not been dispatched.', messages: [message('confirmation')] });
    actor.send({ type: 'message.resend', kind: 'confirmation' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sends).toHaveLength(2);
  });

  it('shows why the list could not be loaded, and loads it again', async () => {
    const { actor, loads } = startPanel();
    loads[0]!.reject(new Error('Could not reach the server.'));
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { error: 'Could not reach the server.' } });
    actor.send({ type: 'messages.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads).toHaveLength(2);
  });
});

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
