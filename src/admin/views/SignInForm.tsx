import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface SignInFormProps {
  email: string;
  password: string;
  busy: boolean;
  /** The refusal to announce (the server's message, or the network failure), if any. */
  error: string | null;
  /** A calm notice (signed out, session ended), if any. */
  notice: string | null;
  onChange: (field: 'email' | 'password', value: string) => void;
  onSubmit: () => void;
}

/** The back office's sign-in form: what was typed stays after a refusal. */
export function SignInForm({ email, password, busy, error, notice, onChange, onSubmit }: SignInFormProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <main id="main" className="sign-in">
      <form className="sign-in__form" onSubmit={submit} aria-labelledby="sign-in-title" aria-describedby={error ? 'sign-in-error' : undefined}>
        <p className="sign-in__brand">
          <FormattedMessage id="app.name" />
        </p>
        <h1 id="sign-in-title">
          <FormattedMessage id="signIn.title" />
        </h1>
        <p>
          <FormattedMessage id="signIn.intro" />
        </p>
        {notice ? (
          <p className="notice" role="status">
            {notice}
          </p>
        ) : null}
        <div role="alert" id="sign-in-error" className={error ? 'alert' : 'alert alert--empty'}>
          {error}
        </div>
        <label className="field">
          <span className="field__label">{intl.formatMessage({ id: 'signIn.email' })}</span>
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(event) => onChange('email', event.target.value)} aria-invalid={error ? true : undefined} />
        </label>
        <label className="field">
          <span className="field__label">{intl.formatMessage({ id: 'signIn.password' })}</span>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(event) => onChange('password', event.target.value)} aria-invalid={error ? true : undefined} />
        </label>
        <button type="submit" className="button button--primary" aria-busy={busy} disabled={busy}>
          <FormattedMessage id={busy ? 'signIn.submitting' : 'signIn.submit'} />
        </button>
      </form>
    </main>
  );
}
