import { FormattedMessage } from 'react-intl';
import { facebookLink, lineLink, whatsappLink } from '../domain/contacts';
import type { SiteInfo } from '../domain/site';

/** How to reach the seller (spec §3: WhatsApp, LINE, Facebook, service email, telephone area code). */
export function ContactBlock({
  contacts,
  company,
  callingCode,
  level = 2,
  onCopied,
}: {
  contacts: SiteInfo['contacts'];
  company: SiteInfo['company'];
  callingCode: string;
  level?: 1 | 2;
  /** The shopper copied the seller's name or a contact handle (to add it in a messaging app). */
  onCopied?: (kind: 'name' | 'contact', value: string) => void;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const channels = [
    contacts.whatsapp && { key: 'whatsapp', label: 'WhatsApp', handle: contacts.whatsapp, href: whatsappLink(contacts.whatsapp) },
    contacts.line && { key: 'line', label: 'LINE', handle: contacts.line, href: lineLink(contacts.line) },
    contacts.facebook && { key: 'facebook', label: 'Facebook', handle: contacts.facebook, href: facebookLink(contacts.facebook) },
  ].filter((channel): channel is { key: string; label: string; handle: string; href: string | null } => Boolean(channel));
  return (
    <section className="contact card" aria-labelledby="contact-title">
      <Heading id="contact-title" className={level === 1 ? 'page__title' : 'section-title'}>
        <FormattedMessage id="contact.title" />
      </Heading>
      <ul className="contact__list">
        {channels.map((channel) => (
          <li key={channel.key}>
            <a href={channel.href ?? undefined} rel="noopener" target="_blank" data-testid={`contact-${channel.key}`} onCopy={() => onCopied?.('contact', channel.handle)}>
              {channel.label} <bdi dir="ltr">{channel.handle}</bdi>
            </a>
          </li>
        ))}
        {contacts.serviceEmail && (
          <li>
            <a href={`mailto:${contacts.serviceEmail}`} data-testid="contact-email" onCopy={() => onCopied?.('contact', contacts.serviceEmail!)}>
              {contacts.serviceEmail}
            </a>
          </li>
        )}
        <li className="muted small">
          <FormattedMessage id="contact.areaCode" values={{ code: <bdi dir="ltr">{callingCode}</bdi> }} />
        </li>
      </ul>
      <p className="contact__company" onCopy={() => onCopied?.('name', company.name)}>
        <FormattedMessage id="contact.seller" values={{ name: company.name, address: company.address }} />
      </p>
    </section>
  );
}
