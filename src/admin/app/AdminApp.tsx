import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { fromPromise } from 'xstate';
import { adminSessionMachine } from '../../../machines/admin-session.machine';
import type { OperatorView } from '../../domain/operator';
import { ADMIN_CATALOGS, ADMIN_LOCALES, pickAdminLocale, type AdminLocale } from '../i18n/locales';
import { LanguageSwitch } from '../views/LanguageSwitch';
import { AdminApiError, createRequest, sessionCalls, type Request } from './api';
import { PageLoading } from '../views/PageLoading';
import { SignInPage } from './pages/SignInPage';
import type { OpenStream } from './orders-api';

// Signing in needs only the sign-in form: the shell and its pages load once an operator is in.
const ShellPage = lazy(() => import('./pages/ShellPage').then((module) => ({ default: module.ShellPage })));

/** What the browser gives the back office (main.tsx), or a test. */
export type { OpenStream };

export interface AdminServices {
  fetch: typeof fetch;
  /** The operator's language choice, remembered on this browser. */
  storedLocale: { get(): string | null; set(code: string): void };
  /** The browser's languages (navigator.languages). */
  languages: readonly string[];
  /** Opens a server-sent event stream (the browser's EventSource); without it the orders list is not live. */
  openStream?: OpenStream;
}

/**
 * The back office: its language, the session machine with its real calls provided here, and the
 * sign-in form or the shell, by the machine's state.
 */
export function AdminApp({ services }: { services: AdminServices }) {
  const [locale, setLocale] = useState<AdminLocale>(() => pickAdminLocale(services.storedLocale.get(), services.languages));
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const baseRequest = useMemo(() => createRequest(() => localeRef.current, services.fetch), [services.fetch]);
  const calls = useMemo(() => sessionCalls(baseRequest), [baseRequest]);

  const session = useActorRef(
    adminSessionMachine.provide({
      actors: {
        checkSession: fromPromise<OperatorView | null>(() => calls.checkSession()),
        signIn: fromPromise(({ input }: { input: { email: string; password: string } }) => calls.signIn(input)),
        signOut: fromPromise(({ input }: { input: { csrfToken: string } }) => calls.signOut(input.csrfToken)),
      },
    }),
  );
  const state = useSelector(session, (snapshot) => (snapshot.matches('signedIn') || snapshot.matches('signingOut') ? 'in' : snapshot.matches('checking') ? 'checking' : 'out'));
  const operator = useSelector(session, (snapshot) => snapshot.context.operator);
  const signingOut = useSelector(session, (snapshot) => snapshot.matches('signingOut'));

  // Any later call answering 401 (the session ended, or was ended by a password reset) signs out.
  const request: Request = useCallback(
    async (method, path, options) => {
      try {
        return await baseRequest(method, path, options);
      } catch (error) {
        if (error instanceof AdminApiError && error.status === 401) session.send({ type: 'session.expire' });
        throw error;
      }
    },
    [baseRequest, session],
  );

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const changeLocale = (code: string) => {
    const next = pickAdminLocale(code, []);
    services.storedLocale.set(next);
    setLocale(next);
  };
  const languageSwitch = <LanguageSwitch locale={locale} locales={ADMIN_LOCALES} onChange={changeLocale} />;

  return (
    <IntlProvider locale={locale} messages={ADMIN_CATALOGS[locale] as Record<string, string>} defaultLocale="en">
        {state === 'checking' ? (
          <main id="main" className="sign-in" aria-busy="true">
            <p>
              <FormattedMessage id="app.loading" />
            </p>
          </main>
        ) : state === 'in' && operator ? (
          <Suspense
            fallback={
              <main id="main" className="sign-in">
                <PageLoading />
              </main>
            }
          >
            <ShellPage operator={operator} signingOut={signingOut} request={request} openStream={services.openStream} languageSwitch={languageSwitch} onSignOut={() => session.send({ type: 'session.signOut' })} />
          </Suspense>
        ) : (
          <SignInPage session={session} languageSwitch={languageSwitch} />
        )}
    </IntlProvider>
  );
}

