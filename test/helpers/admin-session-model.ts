import type { SnapshotFrom } from 'xstate';
import type { AdminSessionEvent, adminSessionMachine } from '../../machines/admin-session.machine';
import type { OperatorView } from '../../src/domain/operator';

type Snapshot = SnapshotFrom<typeof adminSessionMachine>;

/** The operator the server answers for a session or a sign-in. */
export const SESSION_OWNER: OperatorView = { email: 'owner@shop.test', role: 'owner', permissions: ['orders', 'operators', 'audit'], csrfToken: 'token-1' };
export const WRONG_CREDENTIALS = 'Wrong email or password.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts.';
export const TYPED_PASSWORD = 'a long enough password';

/** The events a tester sends: the form typed and the email cleared, sign in and out, a session ending, the server's answers. */
export const SESSION_EVENTS = [
  { type: 'credentials.change', field: 'email', value: SESSION_OWNER.email },
  { type: 'credentials.change', field: 'email', value: '' },
  { type: 'credentials.change', field: 'password', value: TYPED_PASSWORD },
  { type: 'session.signIn' },
  { type: 'session.signOut' },
  { type: 'session.expire' },
  { type: 'xstate.done.actor.checkSession', output: SESSION_OWNER },
  { type: 'xstate.done.actor.checkSession', output: null },
  { type: 'xstate.error.actor.checkSession', error: new Error('offline') },
  { type: 'xstate.done.actor.signIn', output: { ok: true, operator: SESSION_OWNER } },
  { type: 'xstate.done.actor.signIn', output: { ok: false, reason: 'refused', message: WRONG_CREDENTIALS } },
  { type: 'xstate.done.actor.signIn', output: { ok: false, reason: 'limited', message: TOO_MANY_ATTEMPTS } },
  { type: 'xstate.error.actor.signIn', error: new Error('offline') },
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: new Error('offline') },
] as unknown as AdminSessionEvent[];

/** A snapshot as the model tells states apart. */
export const serializeSession = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    hasEmail: snapshot.context.email.trim() !== '',
    hasPassword: snapshot.context.password !== '',
    operator: snapshot.context.operator?.email ?? null,
    message: snapshot.context.message,
    notice: snapshot.context.notice,
  });
