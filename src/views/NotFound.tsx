import { FormattedMessage } from 'react-intl';

/** Unknown route (spec §2): 'This page could not be found', and the way back home. */
export function NotFound({ homeHref }: { homeHref: string }) {
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <a className="button button--primary" href={homeHref}>
        <FormattedMessage id="notFound.back" />
      </a>
    </section>
  );
}
