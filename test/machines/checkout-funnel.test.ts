import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkoutMachine, SubmitOrderError, type SubmitOrderInput } from '../../machines/checkout.machine';
import { createFunnelRecorder, sendFunnel } from '../../src/app/actors/funnel-recorder';
import { funnelReportSchema } from '../../src/domain/contracts/funnel';
import type { FunnelBatch } from '../../src/domain/funnel';
import type { OrderView } from '../../src/domain/order';
import { unknownNames } from '../../src/server/features/funnel/funnel.service';
import { deferred } from '../helpers/deferred';
import { testProduct, VALID_TW_RECIPIENT } from '../helpers/fixtures';

const TW_FORM = { ...VALID_TW_RECIPIENT, city: '臺北市', district: '中正區' };

/** A checkout with the page's funnel recorder, whose submissions the test answers. */
function recordedCheckout() {
  const recorder = createFunnelRecorder();
  const submissions: ReturnType<typeof deferred<OrderView>>[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      submitOrder: fromPromise<OrderView, SubmitOrderInput>(() => {
        const answer = deferred<OrderView>();
        submissions.push(answer);
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { product: testProduct() }, inspect: recorder.inspect }).start();
  const toForm = () => {
    actor.send({ type: 'delivery.select', method: 'tw_courier' });
    actor.send({ type: 'delivery.confirm' });
    actor.send({ type: 'payment.confirm' });
    for (const [field, value] of Object.entries(TW_FORM)) actor.send({ type: 'recipient.change', field: field as never, value });
  };
  return { actor, recorder, submissions, toForm };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A batch as the server reads it: its schema, and every name in the checkout machine's graph. */
function expectAccepted(batch: FunnelBatch | null): FunnelBatch {
  expect(batch).not.toBeNull();
  expect(funnelReportSchema.safeParse(batch).success).toBe(true);
  expect(unknownNames(batch!)).toEqual([]);
  return batch!;
}

describe('the checkout funnel recorder', () => {
  it('reports a placed order’s steps by the machine’s own names, nothing the shopper typed', async () => {
    const { actor, recorder, submissions, toForm } = recordedCheckout();
    toForm();
    actor.send({ type: 'order.submit' });
    submissions[0]!.resolve({ orderNo: 'TW0123456789AB' } as OrderView);
    await settle();
    expect(actor.getSnapshot().value).toBe('placed');

    const batch = expectAccepted(recorder.flush());
    expect(batch.first).toBe(true);
    expect(batch.states).toEqual(expect.arrayContaining(['editing.delivery', 'editing.payment', 'editing.recipient', 'submitting', 'placed']));
    // No phone verification asked: the submit passes the gate on to submitting at once.
    expect(batch.transitions).toContainEqual({ source: 'editing.recipient', event: 'order.submit', target: 'gate', count: 1 });
    expect(batch.transitions).toContainEqual({ source: 'gate', event: '', target: 'submitting', count: 1 });
    expect(batch.transitions).toContainEqual({ source: 'submitting', event: 'xstate.done.actor.submitOrder', target: 'placed', count: 1 });
    expect(JSON.stringify(batch)).not.toContain(VALID_TW_RECIPIENT.name);
    expect(JSON.stringify(batch)).not.toContain(VALID_TW_RECIPIENT.phone);
  });

  it('reports the network failure and the retry, and nothing twice when the page reports again', async () => {
    const { actor, recorder, submissions, toForm } = recordedCheckout();
    toForm();
    actor.send({ type: 'order.submit' });
    submissions[0]!.reject(new SubmitOrderError({ kind: 'network', message: 'offline' }));
    await settle();
    const first = expectAccepted(recorder.flush());
    expect(first.states).toContain('editing.networkFailure');
    expect(recorder.flush()).toBeNull();

    actor.send({ type: 'order.retry' });
    const second = expectAccepted(recorder.flush());
    expect(second.first).toBe(false);
    expect(second.states).toEqual([]);
    expect(second.transitions).toEqual([{ source: 'editing.networkFailure', event: 'order.retry', target: 'submitting', count: 1 }]);
  });

  it('reports a shopper who leaves with a filled form, and sends it with a beacon as JSON', async () => {
    const { actor, recorder, toForm } = recordedCheckout();
    toForm();
    actor.send({ type: 'checkout.leave' });
    actor.send({ type: 'leave.confirm' });
    const sent: { url: string; body: Blob }[] = [];
    expect(sendFunnel(recorder, (url, body) => (sent.push({ url, body }), true))).toBe(true);
    expect(sent[0]!.url).toBe('/api/consumer/funnel');
    expect(sent[0]!.body.type).toBe('application/json');
    const batch = expectAccepted(JSON.parse(await sent[0]!.body.text()) as FunnelBatch);
    expect(batch.states).toEqual(expect.arrayContaining(['confirmingLeave', 'left']));
    // Nothing new: nothing sent.
    expect(sendFunnel(recorder, (url, body) => (sent.push({ url, body }), true))).toBe(false);
    expect(sent).toHaveLength(1);
  });
});
