import { createActor, fromPromise } from 'xstate';
import { adminSessionMachine, type AdminSessionEvent, type SignInAnswer } from '../../machines/admin-session.machine';
import type { OperatorView } from '../../src/domain/operator';
import { deferred, flush } from './deferred';

/** The back office's session machine, running: the check, each sign-in and sign-out answered by the test. */
export function startSession() {
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

/** The session once the check said nobody is signed in: the sign-in form. */
export async function signedOut() {
  const started = startSession();
  started.checks[0]!.resolve(null);
  await flush();
  return started;
}

/** Types an email and a password into the form. */
export function type(actor: { send: (event: AdminSessionEvent) => void }, email: string, password: string) {
  actor.send({ type: 'credentials.change', field: 'email', value: email });
  actor.send({ type: 'credentials.change', field: 'password', value: password });
}
