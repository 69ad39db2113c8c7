import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ReactNode } from 'react';
import type { adminSessionMachine } from '../../../../machines/admin-session.machine';
import { SignInForm } from '../../views/SignInForm';

/** The sign-in form, wired to the session machine: what to announce comes from its state. */
export function SignInPage({ session, languageSwitch }: { session: ActorRefFrom<typeof adminSessionMachine>; languageSwitch: ReactNode }) {
  const intl = useIntl();
  const snapshot = useSelector(session, (state) => state);
  const { email, password, message, notice } = snapshot.context;
  const error = snapshot.matches('refused') || snapshot.matches('limited') ? message : snapshot.matches('failed') ? intl.formatMessage({ id: 'signIn.failed' }) : null;
  const calm = snapshot.matches('signedOut') && notice ? intl.formatMessage({ id: notice === 'sessionEnded' ? 'signIn.sessionEnded' : 'signIn.signedOut' }) : null;
  return (
    <>
      <header className="topbar topbar--plain">{languageSwitch}</header>
      <SignInForm
        email={email}
        password={password}
        busy={snapshot.matches('signingIn')}
        error={error}
        notice={calm}
        onChange={(field, value) => session.send({ type: 'credentials.change', field, value })}
        onSubmit={() => session.send({ type: 'session.signIn' })}
      />
    </>
  );
}
