import type { CurrencyCode } from '../domain/money';
import type { ProductCard } from '../domain/product';
import { PriceTag } from './PriceTag';
import { FIRST_PAINT_TIMING } from './first-paint';

/**
 * Product cards: picture, title, price; each a link to its landing page. The first `eager`
 * pictures load at once (the top of a list is the page's largest paint, reported: first-paint.ts),
 * the others as they near.
 */
export function ProductCards({ cards, currency, hrefOf, headingLevel = 3, eager = 0 }: { cards: readonly ProductCard[]; currency: CurrencyCode; hrefOf: (id: string) => string; headingLevel?: 2 | 3; eager?: number }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="cards">
      {cards.map((card, index) => (
        <li key={card.id} className="card-item">
          <a className="card-item__link" href={hrefOf(card.id)}>
            {card.image && <img className="card-item__image" src={card.image} alt="" width={240} height={240} loading={index < eager ? 'eager' : 'lazy'} fetchPriority={index < eager ? 'high' : 'auto'} elementtiming={index < eager ? FIRST_PAINT_TIMING : undefined} decoding="async" />}
            <Heading className="card-item__title">{card.title}</Heading>
          </a>
          <PriceTag price={card.price} originalPrice={card.originalPrice} from={card.from} currency={currency} size="small" />
        </li>
      ))}
    </ul>
  );
}
