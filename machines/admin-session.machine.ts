import { assign, fromPromise, setup } from 'xstate';
import type { OperatorView } from '../src/domain/operator';

/**
 * The back office's session: is an operator signed in, and who. The sign-in form's email and
 * password live here and stay through every refusal; only a successful sign-in clears the password.
 *
 *   checking ──session──▶ signedIn
 *       └──none / failure──▶ signedOut ──session.signIn (email and password typed)──▶ signingIn
 *   signingIn ──▶ signedIn | refused (wrong credentials) | limited (429) | failed (network)
 *   refused, limited, failed: the form again, as typed ──session.signIn──▶ signingIn
 *   signedIn ──session.signOut──▶ signingOut ──▶ signedOut
 *   signedIn ──session.expire (a later call answered 401)──▶ signedOut, "your session ended"
 */

/** What the sign-in call answers: the operator, or the server's refusal and its message. */
export type SignInAnswer = { ok: true; operator: OperatorView } | { ok: false; reason: 'refused' | 'limited'; message: string };

export type SessionNotice = 'sessionEnded' | 'signedOut' | null;

export interface AdminSessionContext {
  email: string;
  password: string;
  operator: OperatorView | null;
  /** The server's message for the last refusal (wrong credentials, too many attempts). */
  message: string | null;
  /** Why the form shows again: the operator signed out, or the session ended by itself. */
  notice: SessionNotice;
}

export type AdminSessionEvent =
  | { type: 'credentials.change'; field: 'email' | 'password'; value: string }
  | { type: 'session.signIn' }
  | { type: 'session.signOut' }
  | { type: 'session.expire' };

const form = {
  'credentials.change': { actions: 'setCredential' },
  'session.signIn': { guard: 'areCredentialsTyped', target: '#adminSession.signingIn' },
} as const;

export const adminSessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as AdminSessionContext, events: {} as AdminSessionEvent },
  actors: {
    checkSession: fromPromise<OperatorView | null>(async () => {
      // Stryker disable next-line StringLiteral: the session keeps no error text, so no one reads it
      throw new Error('checkSession is provided by the back office app');
    }),
    signIn: fromPromise<SignInAnswer, { email: string; password: string }>(async () => {
      // Stryker disable next-line StringLiteral: the session keeps no error text, so no one reads it
      throw new Error('signIn is provided by the back office app');
    }),
    // Stryker disable next-line BlockStatement: signed out either way, whether the call throws or not
    signOut: fromPromise<void, { csrfToken: string }>(async () => {
      // Stryker disable next-line StringLiteral: the session keeps no error text, so no one reads it
      throw new Error('signOut is provided by the back office app');
    }),
  },
  guards: {
    areCredentialsTyped: ({ context }) => context.email.trim() !== '' && context.password !== '',
    hasSession: ({ event }) => (event as unknown as { output: OperatorView | null }).output !== null,
    isSignedIn: ({ event }) => (event as unknown as { output: SignInAnswer }).output.ok,
    isLimited: ({ event }) => {
      const answer = (event as unknown as { output: SignInAnswer }).output;
      return !answer.ok && answer.reason === 'limited';
    },
  },
  actions: {
    // Runs on credentials.change only.
    setCredential: assign(({ event }) => {
      const { field, value } = event as Extract<AdminSessionEvent, { type: 'credentials.change' }>;
      return { [field]: value };
    }),
    setSession: assign({ operator: ({ event }) => (event as unknown as { output: OperatorView }).output }),
    setSignedIn: assign({
      operator: ({ event }) => ((event as unknown as { output: SignInAnswer }).output as { operator: OperatorView }).operator,
      password: '',
      message: null,
      notice: null,
    }),
    setRefusal: assign({
      message: ({ event }) => ((event as unknown as { output: SignInAnswer }).output as { message: string }).message,
    }),
    clearMessages: assign({ message: null, notice: null }),
    endSession: assign({ operator: null, password: '', notice: 'sessionEnded' as const }),
    forgetOperator: assign({ operator: null, password: '', notice: 'signedOut' as const }),
  },
}).createMachine({
  id: 'adminSession',
  context: { email: '', password: '', operator: null, message: null, notice: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [{ guard: 'hasSession', target: 'signedIn', actions: 'setSession' }, { target: 'signedOut' }],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: { on: form },
    signingIn: {
      entry: 'clearMessages',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: [
          { guard: 'isSignedIn', target: 'signedIn', actions: 'setSignedIn' },
          { guard: 'isLimited', target: 'limited', actions: 'setRefusal' },
          { target: 'refused', actions: 'setRefusal' },
        ],
        onError: { target: 'failed' },
      },
    },
    refused: { on: form },
    limited: { on: form },
    failed: { on: form },
    signedIn: {
      on: {
        'session.signOut': 'signingOut',
        'session.expire': { target: 'signedOut', actions: 'endSession' },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ csrfToken: context.operator!.csrfToken }),
        // Signed out either way: a failed call leaves a session the server ends by itself.
        onDone: { target: 'signedOut', actions: 'forgetOperator' },
        onError: { target: 'signedOut', actions: 'forgetOperator' },
      },
    },
  },
});
