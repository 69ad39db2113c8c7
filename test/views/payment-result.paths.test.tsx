import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { PaymentResultPanel } from '../../src/app/pages/PaymentResultPanel';
import { paymentResultMachine, type PaymentResultEvent, type PaymentState } from '../../machines/payment-result.machine';
import type { ApiResult } from '../../src/api/client';
import { deferred } from '../helpers/deferred';
import { testProduct } from '../helpers/fixtures';
import { machinePaths } from '../helpers/model-paths';
import { messages, renderPage } from '../helpers/render-page';
import { viewCoverage } from '../helpers/view-paths';

// The panel polls on a timer: the clock is the test's, and every wait is a tick of it.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ORDER_NO = 'TW0123456789AB';
const PAY_URL = '/pay/sandbox/p1';
const state = (paymentStatus: PaymentState['paymentStatus']): PaymentState => ({
  orderNo: ORDER_NO,
  status: paymentStatus === 'SUCCESS' ? 'PENDING_DELIVER' : 'PENDING_PAYMENT',
  paymentStatus,
  payment: { paymentId: 'p1', status: paymentStatus, payUrl: paymentStatus === 'SUCCESS' ? null : PAY_URL },
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
/** Whether the provider's page is known matters to the shopper: only then is "continue paying" offered. */
const canContinue = (snapshot: Snapshot) => Boolean(snapshot.context.state?.payment?.payUrl);
const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, canContinue: canContinue(snapshot) });

const coverage = viewCoverage('paymentResult', paymentResultMachine);

/** Lets the actor and React catch up on the test's clock (`ms` of it passing). */
const tick = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('generated payment result paths, replayed through the payment result panel', () => {
  const { model, paths } = machinePaths(paymentResultMachine, {
    events: EVENTS,
    input: { orderNo: ORDER_NO },
    serializeState: serialize,
    cover: 'states, then every transition',
    // Without the provider's page (the server was not reached) the panel offers no "continue paying".
    keep: (path) => path.steps.every((step, index) => step.event.type !== 'payment.continue' || canContinue(path.before[index]!)),
  });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(10);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const answers: ReturnType<typeof deferred<ApiResult<PaymentState>>>[] = [];
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderPage(<PaymentResultPanel orderNo={ORDER_NO} onState={() => {}} />, {
      product: testProduct(),
      path: `/orderInfo?orderNo=${ORDER_NO}&payment=return`,
      api: () => (answers[answers.length] = deferred<ApiResult<PaymentState>>()).promise as Promise<ApiResult<unknown>>,
    });
    await tick();
    let opened = 0;
    const expectPanel = (modelSnapshot: Snapshot) => {
      const phase = modelSnapshot.value as string;
      expect(screen.getByTestId('payment-result-title').textContent).toBe(messages[`paymentResult.${phase}`]);
      const shown = phase !== 'success' && canContinue(modelSnapshot);
      expect(screen.queryByRole('button', { name: messages['paymentResult.continue'] }) !== null).toBe(shown);
      const finished = screen.queryByRole('button', { name: messages['paymentResult.finished'] });
      expect(finished === null ? null : finished.hasAttribute('disabled')).toBe(phase === 'success' ? null : phase === 'checking');
      // "Continue paying" opened the provider's page, once each tap.
      expect(assign).toHaveBeenCalledTimes(opened);
    };
    const answer = (result: ApiResult<PaymentState>) =>
      act(async () => {
        answers.at(-1)!.resolve(result);
        await vi.advanceTimersByTimeAsync(0);
      });
    await model.testPath(path, {
      states: { checking: expectPanel, waiting: expectPanel, failure: expectPanel, success: expectPanel },
      events: {
        'payment.continue': async () => {
          opened += 1;
          fireEvent.click(screen.getByRole('button', { name: messages['paymentResult.continue'] }));
          await tick();
        },
        'payment.finished': async () => {
          fireEvent.click(screen.getByRole('button', { name: messages['paymentResult.finished'] }));
          await tick();
        },
        'xstate.done.actor.fetchPaymentState': ({ event }: { event: unknown }) => answer({ ok: true, data: (event as { output: PaymentState }).output }),
        'xstate.error.actor.fetchPaymentState': () => answer({ ok: false, reason: 'network', message: 'offline' }),
        'xstate.after.pollInterval.paymentResult.waiting': () => tick(3000),
      } as never,
    });
    if (opened > 0) expect(assign).toHaveBeenLastCalledWith(PAY_URL);
    coverage.recordPath(path);
  });
});
