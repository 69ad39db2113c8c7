import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AdminReturnQueue, ReturnTab } from '../../src/domain/contracts/admin-returns';
import { returnsQueueMachine, ReturnMoveRefused } from '../../machines/returns-queue.machine';
import { flush } from '../helpers/deferred';
import { queuedReturn, queueOf, startReturnsQueue } from '../helpers/returns-queue';

// The Returns section as the support agent meets it, written by hand: the generated paths
// (returns-queue.machine.test.ts) replay the machine against itself, so they cannot notice a
// changed target, guard or action; these can.

const OPEN = queueOf(queuedReturn('r-1', ['return.accept', 'return.reject'], 3), queuedReturn('r-2', ['return.receive'], 1));

async function viewing() {
  const started = startReturnsQueue();
  started.loads[0]!.answer.resolve(OPEN);
  await flush();
  expect(started.actor.getSnapshot().value).toBe('viewing');
  return started;
}

describe('the returns queue', () => {
  it('sends a move with the version the agent saw, and only a move the request allows now', async () => {
    const { actor, moves } = await viewing();
    actor.send({ type: 'return.move', id: 'r-1', event: 'return.refund', values: {} });
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.send({ type: 'return.move', id: 'r-1', event: 'return.accept', values: { reply: 'ok' } });
    expect(actor.getSnapshot().value).toBe('moving');
    expect(moves).toHaveLength(1);
    expect(moves[0]!.request).toEqual({ id: 'r-1', type: 'return.accept', values: { reply: 'ok' }, version: 3 });
    expect(actor.getSnapshot().context.move).toBe('return.accept');
  });

  it('sends the version of the request moved, not of another in the tab', async () => {
    const { actor, moves } = await viewing();
    actor.send({ type: 'return.move', id: 'r-2', event: 'return.receive', values: {} });
    expect(moves[0]!.request).toEqual({ id: 'r-2', type: 'return.receive', values: {}, version: 1 });
  });

  it('offers no move on a request not in the tab', async () => {
    const { actor, moves } = await viewing();
    actor.send({ type: 'return.move', id: 'r-9', event: 'return.accept', values: {} });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(moves).toEqual([]);
  });

  it('opens the open tab unless told another', async () => {
    expect(startReturnsQueue().loads[0]!.tab).toBe('open');
    const { actor, loads } = startReturnsQueue({ tab: 'received' });
    expect(loads[0]!.tab).toBe('received');
    expect(actor.getSnapshot().context).toEqual({ tab: 'received', queue: null, move: null, message: null });
  });

  it('reads the tab chosen, and the same tab again on reload', async () => {
    const { actor, loads } = await viewing();
    actor.send({ type: 'tab.select', tab: 'waiting' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads[1]!.tab).toBe('waiting');
    const waiting = queueOf(queuedReturn('r-3', []));
    loads[1]!.answer.resolve(waiting);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'waiting', queue: waiting });
    actor.send({ type: 'queue.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads[2]!.tab).toBe('waiting');
  });

  it('reads the tab again after a move went through, and shows it; another move may follow', async () => {
    const { actor, loads, moves } = await viewing();
    actor.send({ type: 'return.move', id: 'r-1', event: 'return.accept', values: {} });
    moves[0]!.answer.resolve(queuedReturn('r-1', []));
    await flush();
    expect(actor.getSnapshot().value).toBe('moved');
    expect(loads[1]!.tab).toBe('open');
    const after = queueOf(queuedReturn('r-2', ['return.receive'], 1));
    loads[1]!.answer.resolve(after);
    await flush();
    expect(actor.getSnapshot().context.queue).toEqual(after);
    actor.send({ type: 'return.move', id: 'r-1', event: 'return.accept', values: {} });
    expect(actor.getSnapshot().value).toBe('moved');
    actor.send({ type: 'return.move', id: 'r-2', event: 'return.receive', values: {} });
    expect(actor.getSnapshot().value).toBe('moving');
    expect(actor.getSnapshot().context.move).toBe('return.receive');
    expect(moves[1]!.request).toEqual({ id: 'r-2', type: 'return.receive', values: {}, version: 1 });
  });

  it('a refused move says why, reads the tab again, and another move may be tried', async () => {
    const { actor, loads, moves } = await viewing();
    actor.send({ type: 'return.move', id: 'r-1', event: 'return.accept', values: {} });
    moves[0]!.answer.reject(new ReturnMoveRefused('Another agent moved it first.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.message).toBe('Another agent moved it first.');
    expect(loads[1]!.tab).toBe('open');
    const after = queueOf(queuedReturn('r-1', ['return.receive'], 4));
    loads[1]!.answer.resolve(after);
    await flush();
    expect(actor.getSnapshot().context.queue).toEqual(after);
    actor.send({ type: 'return.move', id: 'r-1', event: 'return.receive', values: {} });
    expect(actor.getSnapshot().value).toBe('moving');
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(moves[1]!.request.version).toBe(4);
  });

  it('a move that could not be sent says so, and may be tried again', async () => {
    const { actor, loads, moves } = await viewing();
    actor.send({ type: 'return.move', id: 'r-1', event: 'return.reject', values: { reply: 'no' } });
    moves[0]!.answer.reject(new Error('The server could not be reached.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('The server could not be reached.');
    expect(loads).toHaveLength(1);
    actor.send({ type: 'return.move', id: 'r-1', event: 'return.reject', values: { reply: 'no' } });
    expect(actor.getSnapshot().value).toBe('moving');
  });

  it('a tab chosen after a failure forgets the failure and the move', async () => {
    const { actor, moves } = await viewing();
    actor.send({ type: 'return.move', id: 'r-1', event: 'return.reject', values: {} });
    moves[0]!.answer.reject(new Error('offline'));
    await flush();
    actor.send({ type: 'tab.select', tab: 'received' });
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'received', move: null, message: null });
  });

  it.each([
    ['an error without a message', new Error('')],
    ['something thrown that is not an error', 'offline'],
  ])('a tab that could not be read for %s shows no message of its own', async (_what, thrown) => {
    const { actor, loads } = startReturnsQueue();
    loads[0]!.answer.reject(thrown);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('without the returns page’s services, says the queue is not provided', async () => {
    const actor = createActor(returnsQueueMachine, { input: {} }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('loadQueue is provided by the returns page');
  });

  it('offers no move while the tab could not be read', async () => {
    const { actor, loads, moves } = startReturnsQueue();
    loads[0]!.answer.reject(new Error('offline'));
    await flush();
    actor.send({ type: 'return.move', id: 'r-1', event: 'return.accept', values: {} });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(moves).toEqual([]);
  });

  it('without the returns page’s services, a move fails saying so', async () => {
    const actor = createActor(returnsQueueMachine.provide({ actors: { loadQueue: fromPromise<AdminReturnQueue, { tab: ReturnTab }>(async () => OPEN) } }), { input: {} }).start();
    await flush();
    actor.send({ type: 'return.move', id: 'r-1', event: 'return.accept', values: {} });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('moveReturn is provided by the returns page');
  });
});
