import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adminSessionMachine } from '../../machines/admin-session.machine';
import { signedOut, startSession, type } from '../helpers/admin-session';
import { SESSION_OWNER } from '../helpers/admin-session-model';
import { flush } from '../helpers/deferred';

// The back office's session as an operator meets it, written by hand: the generated paths
// (admin-session.machine.test.ts) replay the machine against itself, so they cannot notice a
// changed target, guard or action; these can.

const owner = SESSION_OWNER;

describe('the back office session', () => {
  it('opens on the operator who is still signed in, without asking for a password', async () => {
    const { actor, checks } = startSession();
    expect(actor.getSnapshot().value).toBe('checking');
    checks[0]!.resolve(owner);
    await flush();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.operator).toEqual(owner);
  });

  it('shows the sign-in form when nobody is signed in, and when the check fails', async () => {
    expect((await signedOut()).actor.getSnapshot().value).toBe('signedOut');
    const { actor, checks } = startSession();
    checks[0]!.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('does not send an empty form', async () => {
    const { actor, signIns } = await signedOut();
    actor.send({ type: 'credentials.change', field: 'email', value: '  ' });
    actor.send({ type: 'session.signIn' });
    expect(signIns).toHaveLength(0);
    expect(actor.getSnapshot().can({ type: 'session.signIn' })).toBe(false);
  });

  it('signs in with the trimmed email, then forgets the password', async () => {
    const { actor, signIns } = await signedOut();
    type(actor, ' owner@shop.test ', 'a long enough password');
    actor.send({ type: 'session.signIn' });
    expect(signIns[0]!.input).toEqual({ email: 'owner@shop.test', password: 'a long enough password' });
    signIns[0]!.answer.resolve({ ok: true, operator: owner });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.password).toBe('');
    expect(actor.getSnapshot().context.email).toBe(' owner@shop.test ');
  });

  it.each([
    ['refused', { ok: false, reason: 'refused', message: 'Wrong email or password.' }],
    ['limited', { ok: false, reason: 'limited', message: 'Too many attempts.' }],
  ] as const)('is %s with the server’s message, and keeps what was typed', async (state, answer) => {
    const { actor, signIns } = await signedOut();
    type(actor, 'owner@shop.test', 'wrong password!!');
    actor.send({ type: 'session.signIn' });
    signIns[0]!.answer.resolve(answer);
    await flush();
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context).toMatchObject({ email: 'owner@shop.test', password: 'wrong password!!', message: answer.message });
  });

  it('fails on a network error, keeps the form, and tries again', async () => {
    const { actor, signIns } = await signedOut();
    type(actor, 'owner@shop.test', 'a long enough password');
    actor.send({ type: 'session.signIn' });
    signIns[0]!.answer.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'session.signIn' });
    expect(signIns).toHaveLength(2);
  });

  it('signs out with the session’s token, and says so', async () => {
    const { actor, checks, signOuts } = startSession();
    checks[0]!.resolve(owner);
    await flush();
    actor.send({ type: 'session.signOut' });
    expect(signOuts[0]!.input).toEqual({ csrfToken: 'token-1' });
    signOuts[0]!.answer.resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ operator: null, notice: 'signedOut' });
  });

  it('shows the form with "your session ended" when a later call answers 401', async () => {
    const { actor, checks } = startSession();
    checks[0]!.resolve(owner);
    await flush();
    actor.send({ type: 'session.expire' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ operator: null, notice: 'sessionEnded' });
  });
});

describe('the back office session, the form', () => {
  it('needs a password as well as an email; a password of spaces is a password, an email of spaces is none', async () => {
    const { actor } = await signedOut();
    actor.send({ type: 'credentials.change', field: 'email', value: 'owner@shop.test' });
    expect(actor.getSnapshot().can({ type: 'session.signIn' })).toBe(false);
    actor.send({ type: 'credentials.change', field: 'password', value: ' ' });
    expect(actor.getSnapshot().can({ type: 'session.signIn' })).toBe(true);
    actor.send({ type: 'credentials.change', field: 'email', value: '' });
    expect(actor.getSnapshot().can({ type: 'session.signIn' })).toBe(false);
    actor.send({ type: 'credentials.change', field: 'email', value: '   ' });
    expect(actor.getSnapshot().can({ type: 'session.signIn' })).toBe(false);
  });

  it.each(['refused', 'limited', 'failed'] as const)('when %s, the form may be corrected and sent again, its message gone while it is sent', async (state) => {
    const { actor, signIns } = await signedOut();
    type(actor, 'owner@shop.test', 'wrong password!!');
    actor.send({ type: 'session.signIn' });
    if (state === 'failed') signIns[0]!.answer.reject(new Error('offline'));
    else signIns[0]!.answer.resolve({ ok: false, reason: state, message: 'No.' });
    await flush();
    expect(actor.getSnapshot().value).toBe(state);
    actor.send({ type: 'credentials.change', field: 'password', value: 'the right password' });
    expect(actor.getSnapshot().context.password).toBe('the right password');
    actor.send({ type: 'session.signIn' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(signIns[1]!.input).toEqual({ email: 'owner@shop.test', password: 'the right password' });
    signIns[1]!.answer.resolve({ ok: true, operator: owner });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ operator: owner, message: null, notice: null, password: '' });
  });

  it('after signing out, signing in again forgets the notice', async () => {
    const { actor, checks, signOuts, signIns } = startSession();
    checks[0]!.resolve(owner);
    await flush();
    actor.send({ type: 'session.signOut' });
    signOuts[0]!.answer.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ operator: null, notice: 'signedOut' });
    type(actor, 'owner@shop.test', 'a long enough password');
    actor.send({ type: 'session.signIn' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    signIns[0]!.answer.resolve({ ok: true, operator: { ...owner, csrfToken: 'token-2' } });
    await flush();
    expect(actor.getSnapshot().context.operator?.csrfToken).toBe('token-2');
  });

  it('types nothing into the form while signed in', async () => {
    const { actor, checks } = startSession();
    checks[0]!.resolve(owner);
    await flush();
    actor.send({ type: 'credentials.change', field: 'email', value: 'x@y.z' });
    expect(actor.getSnapshot().context.email).toBe('');
  });

  it('without the back office’s services, shows the form, and a sign-in fails', async () => {
    const actor = createActor(adminSessionMachine).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    type(actor, 'owner@shop.test', 'a long enough password');
    actor.send({ type: 'session.signIn' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
