import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { adminSessionMachine, type AdminSessionEvent, type SignInAnswer } from '../../machines/admin-session.machine';
import type { OperatorView } from '../../src/domain/operator';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { SESSION_EVENTS, SESSION_OWNER, serializeSession } from '../helpers/admin-session-model';

const owner = SESSION_OWNER;

function startSession() {
  const checks: ReturnType<typeof deferred<OperatorView | null>>[] = [];
  const signIns: { input: { email: string; password: string }; answer: ReturnType<typeof deferred<SignInAnswer>> }[] = [];
  const signOuts: { input: { csrfToken: string }; answer: ReturnType<typeof deferred<void>> }[] = [];
  const actor = createActor(
    adminSessionMachine.provide({
      actors: {
        checkSession: fromPromise<OperatorView | null>(() => {
          const answer = deferred<OperatorView | null>();
          checks.push(answer);
          return answer.promise;
        }),
        signIn: fromPromise<SignInAnswer, { email: string; password: string }>(({ input }) => {
          const answer = deferred<SignInAnswer>();
          signIns.push({ input, answer });
          return answer.promise;
        }),
        signOut: fromPromise<void, { csrfToken: string }>(({ input }) => {
          const answer = deferred<void>();
          signOuts.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
  );
  actor.start();
  return { actor, checks, signIns, signOuts };
}

async function signedOut() {
  const started = startSession();
  started.checks[0]!.resolve(null);
  await flush();
  return started;
}

function type(actor: ReturnType<typeof startSession>['actor'], email: string, password: string) {
  actor.send({ type: 'credentials.change', field: 'email', value: email });
  actor.send({ type: 'credentials.change', field: 'password', value: password });
}

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

type Snapshot = SnapshotFrom<typeof adminSessionMachine>;

const coverage = new PathCoverage('adminSession', adminSessionMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated back office session paths', () => {
  const { model, paths } = machinePaths(adminSessionMachine, { events: SESSION_EVENTS, serializeState: serializeSession, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(75);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, checks, signIns, signOuts } = startSession();
    const same = (modelSnapshot: Snapshot) => expect(serializeSession(actor.getSnapshot())).toBe(serializeSession(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void actor.send(event as AdminSessionEvent);
    const settle = async (fn: () => void) => {
      fn();
      await flush();
    };
    await model.testPath(path, {
      states: { checking: same, signedOut: same, signingIn: same, refused: same, limited: same, failed: same, signedIn: same, signingOut: same },
      events: {
        'credentials.change': send,
        'session.signIn': send,
        'session.signOut': send,
        'session.expire': send,
        'xstate.done.actor.checkSession': ({ event }: { event: unknown }) => settle(() => checks.at(-1)!.resolve((event as { output: OperatorView | null }).output)),
        'xstate.error.actor.checkSession': () => settle(() => checks.at(-1)!.reject(new Error('offline'))),
        'xstate.done.actor.signIn': ({ event }: { event: unknown }) => settle(() => signIns.at(-1)!.answer.resolve((event as { output: SignInAnswer }).output)),
        'xstate.error.actor.signIn': () => settle(() => signIns.at(-1)!.answer.reject(new Error('offline'))),
        'xstate.done.actor.signOut': () => settle(() => signOuts.at(-1)!.answer.resolve()),
        'xstate.error.actor.signOut': () => settle(() => signOuts.at(-1)!.answer.reject(new Error('offline'))),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
