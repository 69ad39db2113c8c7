import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ordersBulkMachine } from '../../machines/orders-bulk.machine';
import { flush } from '../helpers/deferred';
import { startBulk as start } from '../helpers/orders-bulk';

// Bulk work as the support agent meets it, written by hand: the generated paths
// (orders-bulk.machine.test.ts) replay the machine against itself, so they cannot notice a
// changed target, guard or action; these can.

describe('bulk work on the orders list', () => {
  it('selects orders one by one and a page at a time, and unselects a page', () => {
    const { actor } = start();
    actor.send({ type: 'selection.toggle', orderNo: 'A' });
    actor.send({ type: 'selection.setPage', orderNos: ['A', 'B', 'C'], selected: true });
    expect(actor.getSnapshot().context.selected).toEqual(['A', 'B', 'C']);
    actor.send({ type: 'selection.toggle', orderNo: 'B' });
    expect(actor.getSnapshot().context.selected).toEqual(['A', 'C']);
    actor.send({ type: 'selection.setPage', orderNos: ['A', 'B'], selected: false });
    expect(actor.getSnapshot().context.selected).toEqual(['C']);
  });

  it('confirms nothing when nothing is selected', () => {
    const { actor, calls } = start();
    actor.send({ type: 'bulk.confirm' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('dispatches the selection with each order’s tracking number, and keeps the refused ones selected', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'selection.setPage', orderNos: ['A', 'B'], selected: true });
    actor.send({ type: 'bulk.dispatch', carrier: 'tcat', tracking: { A: ' T1 ', B: 'T2', Z: 'T9' } });
    expect(calls[0]!.input).toEqual({ action: 'dispatch', carrier: 'tcat', tracking: { A: 'T1', B: 'T2' } });
    calls[0]!.answer.resolve({ done: ['A'], refused: [{ orderNo: 'B', line: null, message: 'moved first' }] });
    await flush();
    expect(actor.getSnapshot().value).toBe('reported');
    expect(actor.getSnapshot().context.selected).toEqual(['B']);
    expect(actor.getSnapshot().context.report?.refused[0]?.message).toBe('moved first');
  });

  it('imports a courier file with the carrier chosen, and says why when it cannot be sent', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'bulk.import', csv: '  ', carrier: 'tcat' });
    expect(calls).toEqual([]);
    actor.send({ type: 'bulk.import', csv: 'orderNo,trackingNo\nA,1', carrier: 'tcat' });
    expect(calls[0]!.input).toEqual({ action: 'import', csv: 'orderNo,trackingNo\nA,1', carrier: 'tcat' });
    calls[0]!.answer.reject(new Error('The file needs a header row'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('The file needs a header row');
  });
});


describe('bulk work, what is sent', () => {
  it('confirms exactly the orders selected', () => {
    const { actor, calls } = start();
    actor.send({ type: 'selection.toggle', orderNo: 'A' });
    expect(actor.getSnapshot().can({ type: 'bulk.confirm' })).toBe(true);
    actor.send({ type: 'selection.toggle', orderNo: 'C' });
    actor.send({ type: 'bulk.confirm' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(calls[0]!.input).toEqual({ action: 'confirm', orderNos: ['A', 'C'] });
  });

  it('dispatches an order typed without a tracking number with an empty one, for the server to refuse', () => {
    const { actor, calls } = start();
    actor.send({ type: 'selection.setPage', orderNos: ['A', 'B'], selected: true });
    actor.send({ type: 'bulk.dispatch', carrier: 'tcat', tracking: { A: 'T1' } });
    expect(calls[0]!.input).toEqual({ action: 'dispatch', carrier: 'tcat', tracking: { A: 'T1', B: '' } });
  });

  it('dispatches nothing while nothing is selected', () => {
    const { actor, calls } = start();
    actor.send({ type: 'bulk.dispatch', carrier: 'tcat', tracking: { A: 'T1' } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('imports a file of a single character, with nothing selected', () => {
    const { actor, calls } = start();
    actor.send({ type: 'bulk.import', csv: 'x', carrier: 'hct' });
    expect(calls[0]!.input).toEqual({ action: 'import', csv: 'x', carrier: 'hct' });
  });
});

describe('bulk work, the selection', () => {
  it('a page selected again keeps each order once, and a toggle takes out only that order', () => {
    const { actor } = start();
    actor.send({ type: 'selection.toggle', orderNo: 'Z' });
    actor.send({ type: 'selection.setPage', orderNos: ['A', 'B'], selected: true });
    actor.send({ type: 'selection.setPage', orderNos: ['A', 'B'], selected: true });
    expect(actor.getSnapshot().context.selected).toEqual(['Z', 'A', 'B']);
    actor.send({ type: 'selection.toggle', orderNo: 'A' });
    expect(actor.getSnapshot().context.selected).toEqual(['Z', 'B']);
    actor.send({ type: 'selection.toggle', orderNo: 'A' });
    expect(actor.getSnapshot().context.selected).toEqual(['Z', 'B', 'A']);
    actor.send({ type: 'selection.clear' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it('does not change the selection while a bulk move is being sent', () => {
    const { actor } = start();
    actor.send({ type: 'selection.toggle', orderNo: 'A' });
    actor.send({ type: 'bulk.confirm' });
    actor.send({ type: 'selection.toggle', orderNo: 'B' });
    actor.send({ type: 'selection.clear' });
    actor.send({ type: 'selection.setPage', orderNos: ['C'], selected: true });
    expect(actor.getSnapshot().context.selected).toEqual(['A']);
  });

  it('after a report, selects, clears and sends again', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'selection.setPage', orderNos: ['A', 'B'], selected: true });
    actor.send({ type: 'bulk.confirm' });
    calls[0]!.answer.resolve({ done: ['A', 'B'], refused: [] });
    await flush();
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'selection.toggle', orderNo: 'C' });
    actor.send({ type: 'selection.setPage', orderNos: ['D'], selected: true });
    expect(actor.getSnapshot().context.selected).toEqual(['C', 'D']);
    actor.send({ type: 'selection.clear' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'selection.toggle', orderNo: 'C' });
    actor.send({ type: 'bulk.confirm' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.report).toBeNull();
    expect(calls[1]!.input).toEqual({ action: 'confirm', orderNos: ['C'] });
  });

  it('after a failure, selects, clears and sends again', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'selection.toggle', orderNo: 'A' });
    actor.send({ type: 'bulk.confirm' });
    calls[0]!.answer.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ selected: ['A'], message: 'offline' });
    actor.send({ type: 'selection.toggle', orderNo: 'B' });
    actor.send({ type: 'selection.setPage', orderNos: ['C'], selected: true });
    expect(actor.getSnapshot().context.selected).toEqual(['A', 'B', 'C']);
    actor.send({ type: 'selection.clear' });
    actor.send({ type: 'bulk.import', csv: 'orderNo\nA', carrier: 'tcat' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.message).toBeNull();
    actor.send({ type: 'report.dismiss' });
    expect(actor.getSnapshot().value).toBe('sending');
  });
});

describe('bulk work, the report and the failure', () => {
  it('a report is put away on dismiss, the refused still selected', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'selection.setPage', orderNos: ['A', 'B'], selected: true });
    actor.send({ type: 'bulk.confirm' });
    const report = { done: ['B'], refused: [{ orderNo: 'A', line: null, message: 'paid already' }] };
    calls[0]!.answer.resolve(report);
    await flush();
    expect(actor.getSnapshot().context).toEqual({ selected: ['A'], report, message: null });
    actor.send({ type: 'report.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ selected: ['A'], report: null, message: null });
  });

  it('a failure’s message is put away on dismiss', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'bulk.import', csv: 'orderNo\nA', carrier: 'tcat' });
    calls[0]!.answer.reject(new Error('Too many lines'));
    await flush();
    actor.send({ type: 'report.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it.each([
    ['an error without a message', new Error('')],
    ['something thrown that is not an error', 'offline'],
  ])('a failure with %s shows no message of its own', async (_what, thrown) => {
    const { actor, calls } = start();
    actor.send({ type: 'selection.toggle', orderNo: 'A' });
    actor.send({ type: 'bulk.confirm' });
    calls[0]!.answer.reject(thrown);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('without the orders page’s services, a bulk move fails saying so', async () => {
    const actor = createActor(ordersBulkMachine).start();
    actor.send({ type: 'selection.toggle', orderNo: 'A' });
    actor.send({ type: 'bulk.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('sendBulk is provided by the orders page');
  });
});
