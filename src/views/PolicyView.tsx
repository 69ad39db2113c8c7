import { FormattedMessage } from 'react-intl';
import type { SiteInfo } from '../domain/site';

export interface PolicyViewLine {
  key: string;
  values?: Record<string, string | number>;
}

/** The shop's policies in the shopper's language, and who the seller is. */
export function PolicyView({ sections, company, contacts }: {
  sections: readonly { titleKey: string; lines: readonly PolicyViewLine[] }[];
  company: SiteInfo['company'];
  contacts: SiteInfo['contacts'];
}) {
  return (
    <div className="page page--policy">
      <h1 className="page__title">
        <FormattedMessage id="policy.title" />
      </h1>
      {sections.map((section) => (
        <section key={section.titleKey} className="card policy" aria-labelledby={`policy-${section.titleKey}`}>
          <h2 id={`policy-${section.titleKey}`} className="section-title">
            <FormattedMessage id={section.titleKey} />
          </h2>
          {section.lines.map((line) => (
            <p key={line.key} data-testid={line.key}>
              <FormattedMessage id={line.key} values={line.values} />
            </p>
          ))}
        </section>
      ))}
      <section className="card policy" aria-labelledby="policy-seller">
        <h2 id="policy-seller" className="section-title">
          <FormattedMessage id="policy.seller" />
        </h2>
        <address className="policy__seller">
          <strong>{company.name}</strong>
          <span>{company.address}</span>
          {company.registration && <span>{company.registration}</span>}
          {contacts.serviceEmail && (
            <span>
              <FormattedMessage id="policy.email" values={{ email: <a href={`mailto:${contacts.serviceEmail}`}>{contacts.serviceEmail}</a> }} />
            </span>
          )}
        </address>
      </section>
    </div>
  );
}
