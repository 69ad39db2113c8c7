import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderPreviewMachine } from '../../machines/order-preview.machine';
import type { OrderPreview } from '../../src/domain/contracts/order-preview';
import { deferred, flush } from '../helpers/deferred';
import { preview, startPreview } from '../helpers/order-preview';

// The order page's preview as the support agent meets it, written by hand: the generated paths
// (order-preview.machine.test.ts) replay the machine against itself, so they cannot notice a
// changed target, action or delay; these can.

describe('the order preview machine', () => {
  it('asks for a token for its order and shows the preview it opens', async () => {
    const { actor, issued } = startPreview();
    expect(actor.getSnapshot().value).toBe('issuing');
    expect(issued[0]!.input).toEqual({ orderNo: 'TW250001' });
    issued[0]!.answer.resolve(preview(1));
    await flush();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.preview?.url).toBe('/admin/preview/token-1');
  });

  it('asks for a new token before the old one expires, and at once when the order moved', async () => {
    vi.useFakeTimers();
    try {
      const { actor, issued } = startPreview();
      issued[0]!.answer.resolve(preview(1));
      await vi.advanceTimersByTimeAsync(0);
      await vi.advanceTimersByTimeAsync(10);
      expect(issued).toHaveLength(2);
      issued[1]!.answer.resolve(preview(2));
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'preview.refresh' });
      expect(issued).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the server’s message when no token could be had, and tries again when asked', async () => {
    const { actor, issued } = startPreview();
    issued[0]!.answer.reject(new Error('There is no such order.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('There is no such order.');
    actor.send({ type: 'preview.refresh' });
    expect(actor.getSnapshot().value).toBe('issuing');
  });
});

describe('the order preview, its tokens', () => {
  afterEach(() => void vi.useRealTimers());

  it('asks for a new token nine minutes after the last, not before', async () => {
    vi.useFakeTimers();
    const issued: ReturnType<typeof deferred<OrderPreview>>[] = [];
    const actor = createActor(
      orderPreviewMachine.provide({
        actors: {
          issuePreview: fromPromise<OrderPreview, { orderNo: string }>(() => {
            const answer = deferred<OrderPreview>();
            issued.push(answer);
            return answer.promise;
          }),
        },
      }),
      { input: { orderNo: 'TW250001' } },
    ).start();
    issued[0]!.resolve(preview(1));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(9 * 60_000 - 1);
    expect(issued).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(issued).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('issuing');
  });

  it('keeps showing the last preview while a new token is asked for, and a token after a failure forgets the failure', async () => {
    const { actor, issued } = startPreview();
    issued[0]!.answer.reject(new Error('Down.'));
    await flush();
    actor.send({ type: 'preview.refresh' });
    issued[1]!.answer.resolve(preview(1));
    await flush();
    expect(actor.getSnapshot().context).toEqual({ orderNo: 'TW250001', preview: preview(1), message: null });
    actor.send({ type: 'preview.refresh' });
    expect(actor.getSnapshot().context.preview).toEqual(preview(1));
    expect(issued[2]!.input).toEqual({ orderNo: 'TW250001' });
  });

  it('shows what was thrown when it is not an error', async () => {
    const { actor, issued } = startPreview();
    issued[0]!.answer.reject('offline');
    await flush();
    expect(actor.getSnapshot().context.message).toBe('offline');
  });

  it('without the page’s services, says the preview is not provided', async () => {
    const actor = createActor(orderPreviewMachine, { input: { orderNo: 'TW250001' } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('issuePreview is provided by the order page');
  });
});
