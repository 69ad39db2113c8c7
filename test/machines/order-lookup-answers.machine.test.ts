import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderLookupMachine, type CancelOrderInput, type LookupAnswer } from '../../machines/order-lookup.machine';
import type { OrderView } from '../../src/domain/order';
import { deferred, flush } from '../helpers/deferred';

/**
 * What the shopper notices of the lookup's answers and of a cancellation, hand-written (the
 * model-based paths of order-lookup.machine.test.ts are generated from the machine itself, so
 * they cannot tell a wrong guard or a lost field).
 */
const fullOrder = { orderNo: 'TW0123456789AB', masked: false, status: 'PENDING_DELIVER', recipient: { phone: '+886912345678' }, allowed: { cancel: true, return: false } } as OrderView;

function startLookup(input: { orderNo?: string; phone?: string } = {}) {
  const lookups: ReturnType<typeof deferred<LookupAnswer>>[] = [];
  const cancels: ReturnType<typeof deferred<OrderView>>[] = [];
  const actor = createActor(
    orderLookupMachine.provide({
      actors: {
        lookupOrder: fromPromise<LookupAnswer, { orderNo: string; phone: string }>(() => {
          lookups.push(deferred<LookupAnswer>());
          return lookups.at(-1)!.promise;
        }),
        cancelOrder: fromPromise<OrderView, CancelOrderInput>(() => {
          cancels.push(deferred<OrderView>());
          return cancels.at(-1)!.promise;
        }),
      },
    }),
    { input },
  ).start();
  return { actor, lookups, cancels };
}

describe('looking up an order', () => {
  it('starts with the number and phone the link gave, or with empty fields and nothing failed', () => {
    expect(startLookup({ orderNo: 'TW0123456789AB', phone: '0912345678' }).actor.getSnapshot().context).toEqual({ orderNo: 'TW0123456789AB', phone: '0912345678', order: null, cancelFailed: false });
    expect(startLookup().actor.getSnapshot().context).toEqual({ orderNo: '', phone: '', order: null, cancelFailed: false });
  });

  it('does not search for an order number of spaces only', () => {
    const { actor, lookups } = startLookup({ orderNo: '   ' });
    actor.send({ type: 'lookup.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(lookups).toHaveLength(0);
  });

  it.each([
    ['not found', (answer: ReturnType<typeof deferred<LookupAnswer>>) => answer.resolve({ found: false })],
    ['a failure', (answer: ReturnType<typeof deferred<LookupAnswer>>) => answer.reject(new Error('offline'))],
  ])('takes %s away as the shopper corrects the number, keeping what they type', async (_answer, settle) => {
    const { actor, lookups } = startLookup({ orderNo: 'TW0000000000000' });
    actor.send({ type: 'lookup.submit' });
    settle(lookups[0]!);
    await flush();
    actor.send({ type: 'lookup.change', field: 'orderNo', value: 'TW0123456789AB' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.orderNo).toBe('TW0123456789AB');
  });

  it('fails, without showing any order, on a page that was given no way to search', async () => {
    const actor = createActor(orderLookupMachine, { input: { orderNo: 'TW0123456789AB' } }).start();
    actor.send({ type: 'lookup.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.order).toBeNull();
  });
});

describe('cancelling a found order', () => {
  async function found(order: OrderView) {
    const started = startLookup({ orderNo: order.orderNo });
    started.actor.send({ type: 'lookup.submit' });
    started.lookups[0]!.resolve({ found: true, order });
    await flush();
    return started;
  }

  it('is not offered on a masked view even where the order could be cancelled: the phone number proves it is yours', async () => {
    const { actor } = await found({ ...fullOrder, masked: true });
    expect(actor.getSnapshot().can({ type: 'order.cancel' })).toBe(false);
  });

  it('is not offered once the order can no longer be cancelled', async () => {
    const { actor } = await found({ ...fullOrder, allowed: { cancel: false, return: false } });
    expect(actor.getSnapshot().can({ type: 'order.cancel' })).toBe(false);
  });

  it('shows the order closed, and no failure, when a cancellation goes through after one that failed', async () => {
    const { actor, cancels } = await found(fullOrder);
    actor.send({ type: 'order.cancel' });
    actor.send({ type: 'cancel.confirm' });
    cancels[0]!.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().context.cancelFailed).toBe(true);
    actor.send({ type: 'order.cancel' });
    actor.send({ type: 'cancel.confirm' });
    cancels[1]!.resolve({ ...fullOrder, status: 'ORDER_CLOSE', allowed: { cancel: false, return: false } });
    await flush();
    expect(actor.getSnapshot().context.cancelFailed).toBe(false);
    expect(actor.getSnapshot().context.order?.status).toBe('ORDER_CLOSE');
  });

  it('keeps the order open and says the cancellation failed on a page that was given no way to cancel', async () => {
    const actor = createActor(orderLookupMachine.provide({ actors: { lookupOrder: fromPromise<LookupAnswer, { orderNo: string; phone: string }>(async () => ({ found: true, order: fullOrder })) } }), { input: { orderNo: fullOrder.orderNo } }).start();
    actor.send({ type: 'lookup.submit' });
    await flush();
    actor.send({ type: 'order.cancel' });
    actor.send({ type: 'cancel.confirm' });
    await flush();
    expect(actor.getSnapshot().matches({ found: 'viewing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ order: fullOrder, cancelFailed: true });
  });
});
