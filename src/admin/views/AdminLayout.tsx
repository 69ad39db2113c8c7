import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface NavItem {
  id: string;
  href: string;
  current: boolean;
}

export interface AdminLayoutProps {
  email: string;
  role: string;
  /** Only the sections the operator may open. */
  nav: readonly NavItem[];
  signingOut: boolean;
  languageSwitch: ReactNode;
  onNavigate: (href: string) => void;
  onSignOut: () => void;
  children: ReactNode;
}

/** The shell after sign-in: who is signed in, the menu of what they may open, sign out, the page. */
export function AdminLayout({ email, role, nav, signingOut, languageSwitch, onNavigate, onSignOut, children }: AdminLayoutProps) {
  const intl = useIntl();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <header className="topbar">
        <a
          className="topbar__brand"
          href="/admin"
          onClick={(event) => {
            event.preventDefault();
            onNavigate('/');
          }}
        >
          <FormattedMessage id="app.name" />
        </a>
        <div className="topbar__end">
          <span className="topbar__who" data-testid="signed-in-as">
            <FormattedMessage id="shell.signedInAs" values={{ email, role: intl.formatMessage({ id: `role.${role}` }) }} />
          </span>
          {languageSwitch}
          <button type="button" className="button" onClick={onSignOut} disabled={signingOut} aria-busy={signingOut}>
            <FormattedMessage id={signingOut ? 'shell.signingOut' : 'shell.signOut'} />
          </button>
        </div>
      </header>
      <div className="shell__body">
        <nav className="sidenav" aria-label={intl.formatMessage({ id: 'shell.nav' })}>
          <ul>
            {nav.map((item) => (
              <li key={item.id}>
                <a
                  href={`/admin${item.href}`}
                  aria-current={item.current ? 'page' : undefined}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    onNavigate(item.href);
                  }}
                >
                  <FormattedMessage id={`section.${item.id}`} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
