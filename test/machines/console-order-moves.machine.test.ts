import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { consoleOrderMachine, MoveRefused, type CallRequest, type MoveRequest } from '../../machines/console-order.machine';
import type { AdminOrder } from '../../src/domain/contracts/admin-orders';
import { deferred, flush } from '../helpers/deferred';

/**
 * What an agent notices on the console's order page, hand-written (the generated paths of
 * console-order.machine.test.ts come from the machine itself, so they cannot tell a wrong guard,
 * a lost message or a wrong version sent).
 */
const order = (state: string, allowed: string[], version = 0) =>
  ({ orderNo: 'TW1', lifecycle: { state, version, machine: 'orderLifecycle', allowedEvents: allowed.map((type) => ({ type, fields: [] })), history: [] }, calls: [] }) as unknown as AdminOrder;
const waiting = order('PENDING_DELIVER', ['order.dispatch', 'order.cancel'], 3);
const dispatched = order('ALREADY_DELIVER.inTransit', ['order.deliver', 'order.refuse'], 4);

function open() {
  const loads: ReturnType<typeof deferred<AdminOrder>>[] = [];
  const moves: { input: MoveRequest; answer: ReturnType<typeof deferred<AdminOrder>> }[] = [];
  const records: { input: CallRequest; answer: ReturnType<typeof deferred<AdminOrder>> }[] = [];
  const page = createActor(
    consoleOrderMachine.provide({
      actors: {
        loadOrder: fromPromise<AdminOrder, { orderNo: string }>(({ input }) => {
          expect(input).toEqual({ orderNo: 'TW1' });
          loads.push(deferred<AdminOrder>());
          return loads.at(-1)!.promise;
        }),
        moveOrder: fromPromise<AdminOrder, MoveRequest>(({ input }) => {
          moves.push({ input, answer: deferred<AdminOrder>() });
          return moves.at(-1)!.answer.promise;
        }),
        recordCall: fromPromise<AdminOrder, CallRequest>(({ input }) => {
          records.push({ input, answer: deferred<AdminOrder>() });
          return records.at(-1)!.answer.promise;
        }),
      },
    }),
    { input: { orderNo: 'TW1' } },
  ).start();
  return { page, loads, moves, records };
}

async function viewing(shown = waiting) {
  const opened = open();
  opened.loads[0]!.resolve(shown);
  await flush();
  return opened;
}

describe('the console’s order page, as an agent sees it', () => {
  it('opens on the order asked for, with no move and no message', () => {
    const { page, loads } = open();
    expect(page.getSnapshot().context).toEqual({ orderNo: 'TW1', order: null, move: null, message: null });
    expect(loads).toHaveLength(1);
    expect(page.getSnapshot().can({ type: 'move.send', event: 'order.cancel', values: {} }), 'nothing to move before the order shows').toBe(false);
  });

  it('says why the order could not be loaded, and loads it again when asked', async () => {
    const { page, loads } = open();
    loads[0]!.reject(new Error('The server could not be reached'));
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context.message).toBe('The server could not be reached');
    page.send({ type: 'order.reload' });
    loads[1]!.resolve(waiting);
    await flush();
    expect(page.getSnapshot().value).toBe('viewing');
    expect(page.getSnapshot().context.message).toBeNull();
  });

  it.each([
    ['an error without a message', new Error('')],
    ['something that is not an error', 'offline'],
  ])('shows no made-up message for %s', async (_what, error) => {
    const { page, loads } = open();
    loads[0]!.reject(error);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context.message).toBeNull();
  });

  it('sends the version of the order it shows with a move', async () => {
    const { page, moves } = await viewing();
    page.send({ type: 'move.send', event: 'order.cancel', values: {} });
    expect(moves[0]!.input).toEqual({ orderNo: 'TW1', type: 'order.cancel', values: {}, version: 3 });
  });

  it('says a move failed without calling it a refusal, and lets the agent try again, the old message gone', async () => {
    const { page, moves } = await viewing();
    page.send({ type: 'move.send', event: 'order.cancel', values: {} });
    moves[0]!.answer.reject(new Error('The server could not be reached'));
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context.message).toBe('The server could not be reached');
    page.send({ type: 'move.send', event: 'order.cancel', values: {} });
    expect(page.getSnapshot().value).toBe('moving');
    expect(page.getSnapshot().context).toMatchObject({ move: 'order.cancel', message: null });
  });

  it('after a refusal offers the moves of the order as it now is, and clears the message when the agent records a call', async () => {
    const { page, loads, moves } = await viewing();
    page.send({ type: 'move.send', event: 'order.cancel', values: {} });
    moves[0]!.answer.reject(new MoveRefused('Someone else moved this order first'));
    await flush();
    loads[1]!.resolve(dispatched);
    await flush();
    expect(page.getSnapshot().can({ type: 'move.send', event: 'order.deliver', values: {} })).toBe(true);
    expect(page.getSnapshot().can({ type: 'move.send', event: 'order.cancel', values: {} })).toBe(false);
    page.send({ type: 'call.record', outcome: null, note: 'Called, no answer' });
    expect(page.getSnapshot().value).toBe('recording');
    expect(page.getSnapshot().context.message).toBeNull();
  });

  it('after a move shows the order moved and offers its next moves', async () => {
    const { page, moves } = await viewing();
    page.send({ type: 'move.send', event: 'order.dispatch', values: { carrier: 'tcat', trackingNo: 'T1' } });
    moves[0]!.answer.resolve(dispatched);
    await flush();
    expect(page.getSnapshot().value).toBe('moved');
    page.send({ type: 'move.send', event: 'order.deliver', values: {} });
    expect(moves[1]!.input).toEqual({ orderNo: 'TW1', type: 'order.deliver', values: {}, version: 4 });
  });

  it('records a note without an outcome, and shows the order as the server gives it back', async () => {
    const { page, records } = await viewing();
    expect(page.getSnapshot().can({ type: 'call.record', outcome: null, note: 'Called, no answer' })).toBe(true);
    page.send({ type: 'call.record', outcome: null, note: ' Called, no answer ' });
    expect(records[0]!.input).toEqual({ orderNo: 'TW1', outcome: null, note: 'Called, no answer' });
    records[0]!.answer.resolve(dispatched);
    await flush();
    expect(page.getSnapshot().value).toBe('viewing');
    expect(page.getSnapshot().context.order).toBe(dispatched);
  });

  it('says why a call could not be recorded', async () => {
    const { page, records } = await viewing();
    page.send({ type: 'call.record', outcome: 'confirmed', note: '' });
    records[0]!.answer.reject(new Error('The server could not be reached'));
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context.message).toBe('The server could not be reached');
  });

  it('fails, saying so, on a page that was given no way to load the order', async () => {
    const page = createActor(consoleOrderMachine, { input: { orderNo: 'TW1' } }).start();
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context.message).toMatch(/loadOrder is provided/);
  });
});

describe('after a move, a refusal or a failure, the agent', () => {
  async function reach(state: 'moved' | 'refused' | 'failed') {
    const opened = await viewing();
    opened.page.send({ type: 'move.send', event: 'order.dispatch', values: { carrier: 'tcat', trackingNo: 'T1' } });
    if (state === 'moved') opened.moves[0]!.answer.resolve(waiting);
    else opened.moves[0]!.answer.reject(state === 'refused' ? new MoveRefused('Not allowed now') : new Error('The server could not be reached'));
    await flush();
    if (state === 'refused') opened.loads[1]!.resolve(waiting);
    await flush();
    expect(opened.page.getSnapshot().value).toBe(state);
    return opened;
  }

  it.each(['moved', 'refused', 'failed'] as const)('when %s, may send another allowed move, and only an allowed one', async (state) => {
    const { page, moves } = await reach(state);
    expect(page.getSnapshot().can({ type: 'move.send', event: 'order.deliver', values: {} })).toBe(false);
    page.send({ type: 'move.send', event: 'order.cancel', values: {} });
    expect(page.getSnapshot().value).toBe('moving');
    expect(page.getSnapshot().context).toMatchObject({ move: 'order.cancel', message: null });
    expect(moves.at(-1)!.input.type).toBe('order.cancel');
  });

  it.each(['moved', 'refused', 'failed'] as const)('when %s, may record a call, the last message gone', async (state) => {
    const { page, records } = await reach(state);
    expect(page.getSnapshot().can({ type: 'call.record', outcome: null, note: ' ' })).toBe(false);
    page.send({ type: 'call.record', outcome: 'confirmed', note: '' });
    expect(page.getSnapshot().value).toBe('recording');
    expect(page.getSnapshot().context.message).toBeNull();
    expect(records).toHaveLength(1);
  });

  it.each(['moved', 'refused', 'failed'] as const)('when %s, may read the order again', async (state) => {
    const { page, loads } = await reach(state);
    const before = loads.length;
    page.send({ type: 'order.reload' });
    expect(page.getSnapshot().value).toBe('loading');
    expect(loads).toHaveLength(before + 1);
  });
});

describe('the console’s order page, with no order or no helpers', () => {
  it('offers no move and no call to record after the order failed to load, only reading it again', async () => {
    const { page, loads } = open();
    loads[0]!.reject(new Error('The server could not be reached'));
    await flush();
    expect(page.getSnapshot().can({ type: 'move.send', event: 'order.cancel', values: {} })).toBe(false);
    expect(page.getSnapshot().can({ type: 'call.record', outcome: 'confirmed', note: 'ok' })).toBe(false);
    expect(page.getSnapshot().can({ type: 'order.reload' })).toBe(true);
  });

  it('reads a shown order again when the agent asks', async () => {
    const { page, loads } = await viewing();
    page.send({ type: 'order.reload' });
    expect(page.getSnapshot().value).toBe('loading');
    expect(loads).toHaveLength(2);
  });

  it('runs the reading after a refusal and the call recording under their names', async () => {
    const { page, moves } = await viewing();
    page.send({ type: 'call.record', outcome: 'confirmed', note: '' });
    expect(page.getSnapshot().children.recordCall).toBeDefined();
    const other = await viewing();
    other.page.send({ type: 'move.send', event: 'order.cancel', values: {} });
    other.moves[0]!.answer.reject(new MoveRefused('Not allowed now'));
    await flush();
    expect(other.page.getSnapshot().children.reloadOrder).toBeDefined();
    expect(moves).toHaveLength(0);
  });

  it.each([
    ['a move', { type: 'move.send', event: 'order.cancel', values: {} }, /moveOrder is provided/],
    ['a call', { type: 'call.record', outcome: 'confirmed', note: '' }, /recordCall is provided/],
  ] as const)('fails, saying so, when the page was given no way to send %s', async (_what, event, message) => {
    const page = createActor(consoleOrderMachine.provide({ actors: { loadOrder: fromPromise<AdminOrder, { orderNo: string }>(async () => waiting) } }), { input: { orderNo: 'TW1' } }).start();
    await flush();
    page.send(event);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context.message).toMatch(message);
  });
});
