import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { adminSessionMachine, type AdminSessionEvent, type SignInAnswer } from '../../machines/admin-session.machine';
import type { OperatorView } from '../../src/domain/operator';
import { startSession } from '../helpers/admin-session';
import { SESSION_EVENTS, serializeSession } from '../helpers/admin-session-model';
import { flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';

// The generated paths of the back office's session; its rules written by hand are in admin-session-sign-in.machine.test.ts.

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
