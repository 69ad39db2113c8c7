import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderMessagesMachine, type OrderMessagesAnswer } from '../../machines/order-messages.machine';
import { flush } from '../helpers/deferred';
import { message, ORDER, startPanel } from '../helpers/order-messages';

// The Messages panel as the support agent meets it, written by hand: the generated paths
// (order-messages.machine.test.ts) replay the machine against itself, so they cannot notice a
// changed target or action; these can.

describe('the order’s Messages panel machine', () => {
  it('loads the order’s messages, then sends one kind again and shows it first', async () => {
    const { actor, loads, sends } = startPanel();
    loads[0]!.resolve({ items: [message('confirmation')], sandbox: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'message.resend', kind: 'dispatched' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sends[0]!.input).toEqual({ orderNo: ORDER, kind: 'dispatched' });
    sends[0]!.answer.resolve(message('dispatched', 'failed'));
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.messages.map((row) => row.kind)).toEqual(['dispatched', 'confirmation']);
    expect(actor.getSnapshot().context.sent?.status).toBe('failed');
  });

  it('keeps the list and shows why when the server refuses a send, and can send again', async () => {
    const { actor, loads, sends } = startPanel();
    loads[0]!.resolve({ items: [message('confirmation')], sandbox: false });
    await flush();
    actor.send({ type: 'message.resend', kind: 'dispatched' });
    sends[0]!.answer.reject(new Error('This order has not been dispatched.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'This order has not been dispatched.', messages: [message('confirmation')] });
    actor.send({ type: 'message.resend', kind: 'confirmation' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sends).toHaveLength(2);
  });

  it('shows why the list could not be loaded, and loads it again', async () => {
    const { actor, loads } = startPanel();
    loads[0]!.reject(new Error('Could not reach the server.'));
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { error: 'Could not reach the server.' } });
    actor.send({ type: 'messages.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads).toHaveLength(2);
  });
});

describe('the Messages panel, after a send', () => {
  it('loads the order’s own messages, says whether the site is in the sandbox, and sends again after a send', async () => {
    const { actor, loads, sends, loaded } = startPanel();
    expect(loaded).toEqual([ORDER]);
    expect(actor.getSnapshot().context).toEqual({ orderNo: ORDER, messages: [], sandbox: false, kind: null, sent: null, error: null });
    loads[0]!.resolve({ items: [message('confirmation')], sandbox: true });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ sandbox: true, messages: [message('confirmation')] });
    actor.send({ type: 'message.resend', kind: 'confirmation' });
    sends[0]!.answer.resolve(message('confirmation'));
    await flush();
    expect(actor.getSnapshot().context.sent).toEqual(message('confirmation'));
    actor.send({ type: 'message.resend', kind: 'dispatched' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context).toMatchObject({ kind: 'dispatched', sent: null, error: null });
    expect(sends[1]!.input).toEqual({ orderNo: ORDER, kind: 'dispatched' });
  });

  it('reads the list again from a send, a refusal, or the list shown', async () => {
    const { actor, loads, sends } = startPanel();
    loads[0]!.resolve({ items: [], sandbox: false });
    await flush();
    actor.send({ type: 'messages.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    loads[1]!.resolve({ items: [], sandbox: false });
    await flush();
    actor.send({ type: 'message.resend', kind: 'confirmation' });
    sends[0]!.answer.resolve(message('confirmation'));
    await flush();
    actor.send({ type: 'messages.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    loads[2]!.resolve({ items: [message('confirmation')], sandbox: false });
    await flush();
    actor.send({ type: 'message.resend', kind: 'dispatched' });
    sends[1]!.answer.reject(new Error('Not dispatched.'));
    await flush();
    actor.send({ type: 'messages.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads).toHaveLength(4);
  });

  it('a list read after a failure forgets the failure', async () => {
    const { actor, loads } = startPanel();
    loads[0]!.reject(new Error('Down.'));
    await flush();
    actor.send({ type: 'messages.reload' });
    loads[1]!.resolve({ items: [message('confirmation')], sandbox: false });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('offers no send while the list could not be read', async () => {
    const { actor, loads, sends } = startPanel();
    loads[0]!.reject(new Error('Down.'));
    await flush();
    actor.send({ type: 'message.resend', kind: 'confirmation' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(sends).toEqual([]);
  });

  it('shows what was thrown when it is not an error', async () => {
    const { actor, loads, sends } = startPanel();
    loads[0]!.resolve({ items: [], sandbox: false });
    await flush();
    actor.send({ type: 'message.resend', kind: 'confirmation' });
    sends[0]!.answer.reject('offline');
    await flush();
    expect(actor.getSnapshot().context.error).toBe('offline');
  });

  it('without the page’s services, says loading, then sending, is not provided', async () => {
    const bare = createActor(orderMessagesMachine, { input: { orderNo: ORDER } }).start();
    await flush();
    expect(bare.getSnapshot().context.error).toBe('loadMessages is provided by the page');
    const loadsOnly = createActor(orderMessagesMachine.provide({ actors: { loadMessages: fromPromise<OrderMessagesAnswer, { orderNo: string }>(async () => ({ items: [], sandbox: false })) } }), { input: { orderNo: ORDER } }).start();
    await flush();
    loadsOnly.send({ type: 'message.resend', kind: 'confirmation' });
    await flush();
    expect(loadsOnly.getSnapshot().value).toBe('refused');
    expect(loadsOnly.getSnapshot().context.error).toBe('resendMessage is provided by the page');
  });
});
