import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MAX_POLLS, paymentResultMachine, type PaymentState } from '../../machines/payment-result.machine';
import { deferred, flush } from '../helpers/deferred';

const answer = (paymentStatus: PaymentState['paymentStatus']): PaymentState => ({
  orderNo: 'TW0123456789AB',
  status: paymentStatus === 'SUCCESS' ? 'PENDING_DELIVER' : 'PENDING_PAYMENT',
  paymentStatus,
  payment: { paymentId: 'p1', status: paymentStatus, payUrl: paymentStatus === 'SUCCESS' ? null : '/pay/sandbox/p1' },
});

/** A payment result page whose server answers the test gives, one check at a time. */
function startPage() {
  const asked: { orderNo: string }[] = [];
  const answers: ReturnType<typeof deferred<PaymentState>>[] = [];
  const openPaymentPage = vi.fn();
  const actor = createActor(
    paymentResultMachine.provide({
      actors: {
        fetchPaymentState: fromPromise(({ input }: { input: { orderNo: string } }) => {
          asked.push(input);
          return (answers[answers.length] = deferred<PaymentState>()).promise;
        }),
      },
      actions: { openPaymentPage },
      delays: { pollInterval: 10 },
    }),
    { input: { orderNo: 'TW0123456789AB' } },
  );
  actor.start();
  const reply = async (paymentStatus: PaymentState['paymentStatus'] | Error) => {
    const pending = answers.at(-1)!;
    if (paymentStatus instanceof Error) pending.reject(paymentStatus);
    else pending.resolve(answer(paymentStatus));
    await flush();
  };
  return { actor, asked, openPaymentPage, reply, context: () => actor.getSnapshot().context, value: () => actor.getSnapshot().value };
}

describe('what the payment result page knows', () => {
  it("asks about the shopper's own order and shows the answer it got, paid or not", async () => {
    const page = startPage();
    expect(page.asked).toEqual([{ orderNo: 'TW0123456789AB' }]);
    await page.reply('WAITING');
    expect(page.context().state?.paymentStatus).toBe('WAITING');
    page.actor.send({ type: 'payment.finished' });
    await page.reply('FAILURE');
    expect(page.context().state?.paymentStatus).toBe('FAILURE');
    page.actor.send({ type: 'payment.finished' });
    await page.reply('SUCCESS');
    expect(page.context().state?.paymentStatus).toBe('SUCCESS');
    expect(page.actor.getSnapshot().status).toBe('done');
  });

  it('counts a check without an answer, and starts counting again when the shopper says the payment is finished', async () => {
    const page = startPage();
    await page.reply(new Error('offline'));
    expect(page.context().polls).toBe(1);
    expect(page.value()).toBe('waiting');
    page.actor.send({ type: 'payment.finished' });
    expect(page.context().polls).toBe(0);
    await page.reply('WAITING');
    expect(page.context().polls).toBe(1);
  });

  it('opens the payment page again from the waiting page too, and starts counting again after a failure', async () => {
    const page = startPage();
    await page.reply('WAITING');
    page.actor.send({ type: 'payment.continue' });
    expect(page.openPaymentPage).toHaveBeenCalledTimes(1);
    expect(page.value()).toBe('waiting');
    page.actor.send({ type: 'payment.finished' });
    await page.reply('FAILURE');
    expect(page.context().polls).toBe(0);
    page.actor.send({ type: 'payment.finished' });
    expect(page.value()).toBe('checking');
    await page.reply('FAILURE');
    page.actor.send({ type: 'payment.continue' });
    expect(page.context().polls).toBe(0);
    expect(page.openPaymentPage).toHaveBeenCalledTimes(2);
  });

  it('starts counting again when the shopper leaves a failure, to pay again or to say it is finished', async () => {
    for (const type of ['payment.continue', 'payment.finished'] as const) {
      const page = startPage();
      await page.reply(new Error('offline'));
      await new Promise((resolve) => setTimeout(resolve, 15));
      expect(page.value()).toBe('checking');
      await page.reply('FAILURE');
      expect(page.context().polls).toBe(1);
      page.actor.send({ type });
      expect(page.context().polls).toBe(0);
    }
  });

  it('stops asking by itself after its limit, until the shopper says the payment is finished', async () => {
    vi.useFakeTimers();
    try {
      const page = startPage();
      for (let poll = 0; poll < MAX_POLLS; poll++) {
        page.reply('WAITING');
        await vi.advanceTimersByTimeAsync(10);
      }
      expect(page.asked).toHaveLength(MAX_POLLS);
      expect(page.context().polls).toBe(MAX_POLLS);
    } finally {
      vi.useRealTimers();
    }
  });
});
