import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { lineLink, whatsappLink } from '../domain/contacts';
import type { SiteInfo } from '../domain/site';
import { FOOTER_TURN, HEADER_TURN, HydrateLater, PAGE_TURN } from './HydrateLater';

export interface LayoutProps {
  site: SiteInfo;
  logo: string | null;
  homeHref: string;
  lookupHref: string;
  cartHref: string;
  /** The website pages, linked from the footer. */
  links: readonly { href: string; labelKey: string }[];
  /** The language switcher (owned by the app: it changes the whole page). */
  languages: ReactNode;
  /** The number of items in the cart (rendered by the owner: it changes outside the page). */
  cartCount: ReactNode;
  children: ReactNode;
  toasts: ReactNode;
  /** More for the footer (the consent settings link) and above the page (the consent banner). */
  footerExtra?: ReactNode;
  overlay?: ReactNode;
}

/**
 * Header, page, footer. The footer names the seller and how to reach them: a one-page COD shop
 * without a company identity is what regulators list as a scam sign. On the server's page the
 * header is hydrated first, then the page, and the footer and banner last, each in a task of its own
 * (HydrateLater).
 */
export function Layout({ site, logo, homeHref, lookupHref, cartHref, links, languages, cartCount, children, toasts, footerExtra, overlay }: LayoutProps) {
  const { company, contacts } = site;
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <HydrateLater turn={HEADER_TURN}>
        <header className="header">
          <a className="header__brand" href={homeHref}>
            {logo ? <img src={logo} alt={site.name} width={120} height={30} /> : site.name}
          </a>
          <nav className="header__nav">
            <a className="header__link" href={lookupHref}>
              <FormattedMessage id="layout.trackOrder" />
            </a>
            <a className="header__link header__cart" href={cartHref} data-testid="cart-link">
              <FormattedMessage id="layout.cart" />
              {cartCount}
            </a>
            {languages}
          </nav>
        </header>
      </HydrateLater>
      <main id="main" className="main">
        <HydrateLater turn={PAGE_TURN}>{children}</HydrateLater>
      </main>
      <HydrateLater turn={FOOTER_TURN}>
        <footer className="footer">
          <nav className="footer__links" aria-label={site.name}>
            {links.map((link) => (
              <a key={link.href} href={link.href}>
                <FormattedMessage id={link.labelKey} />
              </a>
            ))}
          </nav>
          <p className="footer__company">{company.name}</p>
          <p>{company.address}</p>
          {company.registration && <p>{company.registration}</p>}
          <ul className="footer__contacts">
            {contacts.serviceEmail && (
              <li>
                <a href={`mailto:${contacts.serviceEmail}`}>{contacts.serviceEmail}</a>
              </li>
            )}
            {contacts.whatsapp && (
              <li>
                <a href={whatsappLink(contacts.whatsapp) ?? undefined} rel="noopener" target="_blank">
                  WhatsApp {contacts.whatsapp}
                </a>
              </li>
            )}
            {contacts.line && (
              <li>
                <a href={lineLink(contacts.line) ?? undefined} rel="noopener" target="_blank">
                  LINE {contacts.line}
                </a>
              </li>
            )}
          </ul>
          {footerExtra}
        </footer>
        {overlay}
      </HydrateLater>
      {toasts}
    </>
  );
}
