import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { MAX_POLLS, paymentResultMachine, type PaymentResultEvent, type PaymentState } from '../../machines/payment-result.machine';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

const state = (paymentStatus: PaymentState['paymentStatus']): PaymentState => ({
  orderNo: 'TW0123456789AB',
  status: paymentStatus === 'SUCCESS' ? 'PENDING_DELIVER' : 'PENDING_PAYMENT',
  paymentStatus,
  payment: { paymentId: 'p1', status: paymentStatus, payUrl: paymentStatus === 'SUCCESS' ? null : '/pay/sandbox/p1' },
});

function startResult() {
  const answers: ReturnType<typeof deferred<PaymentState>>[] = [];
  const openPaymentPage = vi.fn();
  const actor = createActor(
    paymentResultMachine.provide({
      actors: { fetchPaymentState: fromPromise(() => (answers[answers.length] = deferred<PaymentState>()).promise) },
      actions: { openPaymentPage },
      delays: { pollInterval: 10 },
    }),
    { input: { orderNo: 'TW0123456789AB' } },
  );
  actor.start();
  return { actor, answers, openPaymentPage };
}

describe('the payment result machine', () => {
  it('shows success once the provider has reported the payment', async () => {
    const { actor, answers } = startResult();
    expect(actor.getSnapshot().value).toBe('checking');
    answers[0]!.resolve(state('SUCCESS'));
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('waits and asks again while the payment is pending, up to its limit', async () => {
    vi.useFakeTimers();
    try {
      const { actor, answers } = startResult();
      for (let poll = 0; poll < MAX_POLLS; poll++) {
        answers[poll]!.resolve(state('WAITING'));
        await vi.advanceTimersByTimeAsync(0);
        expect(actor.getSnapshot().value).toBe('waiting');
        await vi.advanceTimersByTimeAsync(10);
      }
      expect(answers).toHaveLength(MAX_POLLS);
      expect(actor.getSnapshot().value).toBe('waiting');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers continue paying after a failure: the payment page opens again', async () => {
    const { actor, answers, openPaymentPage } = startResult();
    answers[0]!.resolve(state('FAILURE'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    actor.send({ type: 'payment.continue' });
    expect(openPaymentPage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('asks again at once when the shopper says the payment is finished', async () => {
    const { actor, answers } = startResult();
    answers[0]!.resolve(state('WAITING'));
    await flush();
    actor.send({ type: 'payment.finished' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(answers).toHaveLength(2);
  });
});

type Snapshot = SnapshotFrom<typeof paymentResultMachine>;

const EVENTS = [
  { type: 'payment.continue' },
  { type: 'payment.finished' },
  { type: 'xstate.done.actor.fetchPaymentState', output: state('SUCCESS') },
  { type: 'xstate.done.actor.fetchPaymentState', output: state('FAILURE') },
  { type: 'xstate.done.actor.fetchPaymentState', output: state('WAITING') },
  { type: 'xstate.error.actor.fetchPaymentState', error: new Error('offline') },
  { type: 'xstate.after.pollInterval.paymentResult.waiting' },
] as unknown as PaymentResultEvent[];

const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, polls: Math.min(snapshot.context.polls, 2) });

const coverage = new PathCoverage('paymentResult', paymentResultMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated payment result paths', () => {
  const input = { orderNo: 'TW0123456789AB' };
  const { model, paths } = machinePaths(paymentResultMachine, { events: EVENTS, input, serializeState: serialize, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(27);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    vi.useFakeTimers();
    try {
      const { actor, answers } = startResult();
      const same = (modelSnapshot: Snapshot) => expect(serialize(actor.getSnapshot())).toBe(serialize(modelSnapshot));
      const settle = async (run: () => void) => {
        run();
        await vi.advanceTimersByTimeAsync(0);
      };
      await model.testPath(path, {
        states: { checking: same, waiting: same, failure: same, success: same },
        events: {
          'payment.continue': ({ event }: { event: unknown }) => void actor.send(event as PaymentResultEvent),
          'payment.finished': ({ event }: { event: unknown }) => void actor.send(event as PaymentResultEvent),
          'xstate.done.actor.fetchPaymentState': ({ event }: { event: unknown }) => settle(() => answers.at(-1)!.resolve((event as { output: PaymentState }).output)),
          'xstate.error.actor.fetchPaymentState': () => settle(() => answers.at(-1)!.reject(new Error('offline'))),
          'xstate.after.pollInterval.paymentResult.waiting': () => vi.advanceTimersByTimeAsync(10),
        } as never,
      });
      path.steps.forEach((step, index) => {
        if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
        else coverage.recordStep(path.before[index]!, step.event, step.state);
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
