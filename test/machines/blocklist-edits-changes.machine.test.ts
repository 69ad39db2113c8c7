import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { blocklistEditsMachine } from '../../machines/blocklist-edits.machine';
import { ADD, ENTRY, REFUSED_VALUE, REMOVE, startPage } from '../helpers/blocklist-edits-page';
import { flush } from '../helpers/deferred';

// The protection page's changes as the owner meets them, written by hand: the generated paths
// (blocklist-edits.machine.test.ts) replay the machine against itself, so they cannot notice a
// changed target or action; these can.

describe('the protection page’s changes', () => {
  it('sends an entry and tells the page to read the lists again once the server has it', async () => {
    const { page, calls, reported } = startPage();
    page.send(ADD);
    expect(page.getSnapshot().value).toBe('acting');
    expect(calls[0]!.input).toEqual(ADD);
    calls[0]!.answer.resolve(ENTRY);
    await flush();
    expect(page.getSnapshot().value).toBe('done');
    expect(reported).toEqual([ADD]);
  });

  it('keeps the change, the server’s message and the field it refused, and clears them when sent again', async () => {
    const { page, calls, reported } = startPage();
    page.send(ADD);
    calls[0]!.answer.reject(REFUSED_VALUE);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context).toEqual({ change: ADD, message: REFUSED_VALUE.message, field: 'value' });
    expect(reported).toEqual([]);
    page.send(ADD);
    expect(page.getSnapshot().context).toMatchObject({ message: null, field: null });
    expect(calls).toHaveLength(2);
  });

  it('names no field when a removal fails', async () => {
    const { page, calls } = startPage();
    page.send(REMOVE);
    calls[0]!.answer.reject(new Error('Not found.'));
    await flush();
    expect(page.getSnapshot().context).toEqual({ change: REMOVE, message: 'Not found.', field: null });
  });

  it('ignores another change while one is being sent', () => {
    const { page, calls } = startPage();
    page.send(ADD);
    page.send(REMOVE);
    expect(calls).toHaveLength(1);
    expect(page.getSnapshot().context.change).toEqual(ADD);
  });
});


describe('the protection page, each change again', () => {
  it.each([
    ['added', ADD],
    ['removed', REMOVE],
  ] as const)('an entry is %s from the start, after a change went through and after one failed', async (_what, change) => {
    const { page, calls, reported } = startPage();
    page.send(change);
    expect(calls[0]!.input).toEqual(change);
    calls[0]!.answer.resolve(change === ADD ? ENTRY : { removed: true });
    await flush();
    expect(page.getSnapshot().value).toBe('done');
    page.send(change);
    expect(page.getSnapshot().value).toBe('acting');
    calls[1]!.answer.reject(REFUSED_VALUE);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    page.send(change);
    expect(page.getSnapshot().value).toBe('acting');
    expect(page.getSnapshot().context).toEqual({ change, message: null, field: null });
    expect(calls).toHaveLength(3);
    expect(reported).toEqual([change]);
  });

  it.each([
    ['an error without a message', new Error(''), null],
    ['something thrown that is not an error, with a field', { message: 'x', field: 'value' }, null],
    ['an error naming no field as text', Object.assign(new Error('Refused.'), { field: 3 }), 'Refused.'],
  ])('a failure with %s names no field', async (_what, thrown, message) => {
    const { page, calls } = startPage();
    page.send(ADD);
    calls[0]!.answer.reject(thrown);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context).toMatchObject({ message, field: null });
  });

  it('opens with nothing asked and nothing refused', () => {
    expect(startPage().page.getSnapshot().context).toEqual({ change: null, message: null, field: null });
  });

  it('without the protection page’s services, a change fails saying so', async () => {
    const page = createActor(blocklistEditsMachine).start();
    page.send(REMOVE);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context.message).toBe('applyEdit is provided by the protection page');
  });
});
