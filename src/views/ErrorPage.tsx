import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { NotFound } from './NotFound';

/**
 * The error page (spec §2): the error's message, the status defaulting to 500 and the message to
 * "Error"; a 404 is the not-found page with "Back to the home page".
 */
export function ErrorPage({ status = 500, message, homeHref }: { status?: number; message?: string; homeHref: string }) {
  if (status === 404) return <NotFound homeHref={homeHref} />;
  return (
    <section className="not-found" role="alert" data-testid="error-page">
      <p className="not-found__code" aria-hidden="true">
        {status}
      </p>
      <h1>
        <FormattedMessage id="errorPage.title" />
      </h1>
      <p>{message ?? <FormattedMessage id="errorPage.message" />}</p>
      <a className="button button--primary" href={homeHref}>
        <FormattedMessage id="errorPage.home" />
      </a>
    </section>
  );
}

/** What shows if even the error page fails: plain text and the way home (spec §2). */
export function ErrorFallback({ homeHref }: { homeHref: string }) {
  return (
    <section className="not-found" role="alert" data-testid="error-fallback">
      <p>
        <FormattedMessage id="errorPage.fallback" defaultMessage="An error occurred while showing the error page" />
      </p>
      <a href={homeHref}>
        <FormattedMessage id="errorPage.home" defaultMessage="Go back to home" />
      </a>
    </section>
  );
}

/** Catches a page's rendering error and shows `fallback` instead of a blank screen. */
export class ErrorBoundary extends Component<{ fallback: (error: unknown) => ReactNode; resetKey?: string; children: ReactNode }, { error: unknown; key?: string }> {
  override state: { error: unknown; key?: string } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { error: unknown; key?: string }) {
    // Navigating elsewhere leaves the error behind.
    if (props.resetKey !== state.key) return { error: null, key: props.resetKey };
    return null;
  }

  override render() {
    return this.state.error !== null ? this.props.fallback(this.state.error) : this.props.children;
  }
}
