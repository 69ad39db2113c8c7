import { FormattedMessage } from 'react-intl';

/** A page with a title and one line: a section still to come, a page the role may not open, none. */
export function Placeholder({ titleId, textId }: { titleId: string; textId: string }) {
  return (
    <section className="page">
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      <p className="placeholder">
        <FormattedMessage id={textId} />
      </p>
    </section>
  );
}
