import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { adminSessionMachine, type SignInAnswer } from '../../../machines/admin-session.machine';
import { AdminApp, type AdminServices } from '../../../src/admin/app/AdminApp';
import type { OperatorView } from '../../../src/domain/operator';
import { adminText as said } from '../../helpers/admin-intl';
import { loadAdminPages } from '../../helpers/admin-pages';
import { SESSION_EVENTS, serializeSession } from '../../helpers/admin-session-model';
import { deferred, flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { settle, viewCoverage } from '../../helpers/view-paths';

afterEach(cleanup);
beforeAll(loadAdminPages);
// The Audit page: once signed in, it asks the server for the log, and a 401 to that ends the session.
beforeEach(() => window.history.pushState(null, '', '/admin/audit'));

type Snapshot = SnapshotFrom<typeof adminSessionMachine>;
type Answer = ReturnType<typeof deferred<Response>>;
const answer = (status: number, data: unknown, msg = 'ok') => new Response(JSON.stringify({ code: status === 200 ? 1 : status, msg, data }), { status, headers: { 'content-type': 'application/json' } });

/** The back office app; each session call, and each call of a signed-in page, waits for the test to answer it. */
async function renderBackOffice() {
  const calls = { check: [] as Answer[], signIn: [] as Answer[], signOut: [] as Answer[], page: [] as Answer[] };
  const fetch: typeof globalThis.fetch = (input, init) => {
    const method = init?.method ?? 'GET';
    const list = String(input) !== '/admin/api/session' ? calls.page : method === 'GET' ? calls.check : method === 'POST' ? calls.signIn : calls.signOut;
    const call = deferred<Response>();
    list.push(call);
    return call.promise;
  };
  const services: AdminServices = { fetch, languages: ['en-US'], storedLocale: { get: () => null, set: () => undefined } };
  render(<AdminApp services={services} />);
  await act(flush);
  return calls;
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`.sign-in__form input[name="${name}"]`);
const button = (name: string) => screen.queryByRole('button', { name });

const coverage = viewCoverage('adminSession', adminSessionMachine);

describe('generated back office session paths, replayed through the sign-in form and the shell', () => {
  const { model, paths } = machinePaths(adminSessionMachine, { events: SESSION_EVENTS, serializeState: serializeSession, cover: 'states, then every transition' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(29);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const calls = await renderBackOffice();
    const expectState = (modelSnapshot: Snapshot) => {
      const { context } = modelSnapshot;
      if (modelSnapshot.matches('checking')) {
        expect(document.querySelector('main[aria-busy="true"]')!.textContent).toBe(said('app.loading'));
        return;
      }
      if (modelSnapshot.matches('signedIn') || modelSnapshot.matches('signingOut')) {
        expect(field('email')).toBeNull();
        expect(document.body.textContent).toContain(context.operator!.email);
        const signOut = button(said(modelSnapshot.matches('signingOut') ? 'shell.signingOut' : 'shell.signOut'))!;
        expect(signOut.hasAttribute('disabled')).toBe(modelSnapshot.matches('signingOut'));
        return;
      }
      expect(field('email')!.value).toBe(context.email);
      expect(field('password')!.value).toBe(context.password);
      const error = modelSnapshot.matches('refused') || modelSnapshot.matches('limited') ? context.message : modelSnapshot.matches('failed') ? said('signIn.failed') : '';
      expect(screen.getByRole('alert').textContent).toBe(error);
      const notice = modelSnapshot.matches('signedOut') && context.notice ? said(context.notice === 'sessionEnded' ? 'signIn.sessionEnded' : 'signIn.signedOut') : null;
      expect(screen.queryByRole('status')?.textContent ?? null).toBe(notice);
      const submit = button(said(modelSnapshot.matches('signingIn') ? 'signIn.submitting' : 'signIn.submit'))!;
      expect(submit.hasAttribute('disabled')).toBe(modelSnapshot.matches('signingIn'));
    };
    const type = (name: string) => ({ event }: { event: unknown }) => {
      const { field: typed, value } = event as { field: string; value: string };
      if (typed === name) fireEvent.change(field(name)!, { target: { value } });
    };
    await model.testPath(path, {
      states: { checking: expectState, signedOut: expectState, signingIn: expectState, refused: expectState, limited: expectState, failed: expectState, signedIn: expectState, signingOut: expectState },
      events: {
        'credentials.change': (step: { event: unknown }) => {
          type('email')(step);
          type('password')(step);
        },
        'session.signIn': () => fireEvent.click(button(said('signIn.submit'))!),
        'session.signOut': () => fireEvent.click(button(said('shell.signOut'))!),
        'session.expire': async () => {
          // The signed-in page's call answers 401: the session ended on the server.
          for (let wait = 0; wait < 20 && calls.page.length === 0; wait += 1) await act(flush);
          await settle(() => calls.page.at(-1)!.resolve(answer(401, null, 'Sign in first.')));
        },
        'xstate.done.actor.checkSession': ({ event }: { event: unknown }) => {
          const operator = (event as { output: OperatorView | null }).output;
          return settle(() => calls.check.at(-1)!.resolve(operator ? answer(200, operator) : answer(401, null, 'Sign in first.')));
        },
        'xstate.error.actor.checkSession': () => settle(() => calls.check.at(-1)!.reject(new TypeError('Failed to fetch'))),
        'xstate.done.actor.signIn': ({ event }: { event: unknown }) => {
          const output = (event as { output: SignInAnswer }).output;
          return settle(() => calls.signIn.at(-1)!.resolve(output.ok ? answer(200, output.operator) : answer(output.reason === 'limited' ? 429 : 401, null, output.message)));
        },
        'xstate.error.actor.signIn': () => settle(() => calls.signIn.at(-1)!.reject(new TypeError('Failed to fetch'))),
        'xstate.done.actor.signOut': () => settle(() => calls.signOut.at(-1)!.resolve(answer(200, null))),
        'xstate.error.actor.signOut': () => settle(() => calls.signOut.at(-1)!.reject(new TypeError('Failed to fetch'))),
      } as never,
    });
    coverage.recordPath(path);
  });
});
