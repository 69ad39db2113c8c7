import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import type { CatalogPage } from '../../domain/catalog';
import type { ProductCard } from '../../domain/product';
import { fromProductRecord, type ProductRecord } from '../../domain/product-record';
import { requireZone } from '../../domain/zones';
import { ContactBlock } from '../../views/ContactBlock';
import { useReports } from '../hooks/use-tracking';
import { ProductCards } from '../../views/ProductCards';
import { useBootstrap } from '../providers/bootstrap-context';
import { useLocale } from '../providers/locale';
import { PATHS } from './routes';
import { useServices } from '../providers/services';
import { API_PATHS } from '../../domain/api-paths';

/** The website pages around the catalog (spec §2): home, shopping instructions, contact us, related products. */

function useCards(path: string, query: Record<string, string | number>): ProductCard[] | null {
  const services = useServices();
  const [cards, setCards] = useState<ProductCard[] | null>(null);
  const key = JSON.stringify([path, query]);
  useEffect(() => {
    let live = true;
    void services.api<CatalogPage | ProductRecord>(path, { query }).then((answer) => {
      if (!live || !answer.ok) return;
      const data = answer.data;
      setCards('items' in data ? data.items : [...(fromProductRecord(data).recommended ?? [])]);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, services]);
  return cards;
}

function Cards({ cards }: { cards: ProductCard[] | null }) {
  const { site } = useBootstrap();
  const { href } = useLocale();
  if (!cards) return null;
  return <ProductCards cards={cards} currency={requireZone(site.zoneId).currency} hrefOf={(id) => href(`/${encodeURIComponent(id)}`)} headingLevel={3} />;
}

export function HomePage() {
  const { site } = useBootstrap();
  const { href } = useLocale();
  const newest = useCards(API_PATHS.products, { sort: 'new', size: 24, page: 1 });
  return (
    <div className="page page--home">
      <h1 className="page__title">{site.name}</h1>
      <form className="catalog__search" role="search" action={href(PATHS.search)} method="get">
        <label className="visually-hidden" htmlFor="home-q">
          <FormattedMessage id="catalog.searchLabel" />
        </label>
        <input id="home-q" type="search" name="q" maxLength={100} />
        <button type="submit" className="button button--primary">
          <FormattedMessage id="catalog.search" />
        </button>
      </form>
      <nav className="site-links" aria-label={site.name}>
        <a href={href(PATHS.products)}>
          <FormattedMessage id="catalog.allTitle" />
        </a>
        <a href={href(PATHS.instructions)}>
          <FormattedMessage id="instructions.title" />
        </a>
        <a href={href(PATHS.contact)}>
          <FormattedMessage id="contact.title" />
        </a>
        <a href={href(PATHS.policy)}>
          <FormattedMessage id="policy.title" />
        </a>
      </nav>
      <section aria-labelledby="home-new">
        <h2 id="home-new" className="section-title">
          <FormattedMessage id="home.new" />
        </h2>
        <Cards cards={newest ? newest.slice(0, 8) : null} />
      </section>
    </div>
  );
}

export function InstructionsPage() {
  const { href } = useLocale();
  const steps = ['choose', 'form', 'confirm', 'delivery', 'pay', 'track'];
  return (
    <div className="page page--instructions">
      <h1 className="page__title">
        <FormattedMessage id="instructions.title" />
      </h1>
      <ol className="card instructions">
        {steps.map((step) => (
          <li key={step}>
            <FormattedMessage id={`instructions.${step}`} />
          </li>
        ))}
      </ol>
      <p>
        <a href={href(PATHS.policy)}>
          <FormattedMessage id="policy.title" />
        </a>{' '}
        ·{' '}
        <a href={href(PATHS.lookup)}>
          <FormattedMessage id="layout.trackOrder" />
        </a>
      </p>
    </div>
  );
}

export function ContactPage() {
  const { site } = useBootstrap();
  const reports = useReports();
  return (
    <div className="page page--contact">
      <ContactBlock contacts={site.contacts} company={site.company} callingCode={requireZone(site.zoneId).callingCode} level={1} onCopied={(kind, value) => reports.visit(kind === 'name' ? 'COPY_NAME' : 'COPY_CONTACT', value)} />
    </div>
  );
}

export function RelatedPage() {
  const id = new URLSearchParams(useSearch()).get('id');
  const related = useCards(API_PATHS.productDetail, id ? { id } : {});
  return (
    <div className="page page--related">
      <h1 className="page__title">
        <FormattedMessage id="product.recommended" />
      </h1>
      <Cards cards={related} />
      {related && related.length === 0 && (
        <p className="muted">
          <FormattedMessage id="catalog.empty" />
        </p>
      )}
    </div>
  );
}
