import type { CurrencyCode } from '../domain/money';
import type { ProductCard } from '../domain/product';
import { PriceTag } from './PriceTag';

/** Product cards: picture, title, price; each a link to its landing page. */
export function ProductCards({ cards, currency, hrefOf, headingLevel = 3 }: { cards: readonly ProductCard[]; currency: CurrencyCode; hrefOf: (id: string) => string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={card.id} className="card-item">
          <a className="card-item__link" href={hrefOf(card.id)}>
            {card.image && <img className="card-item__image" src={card.image.replace(/-960\.webp$/, '-480.webp')} alt="" width={240} height={240} loading="lazy" decoding="async" />}
            <Heading className="card-item__title">{card.title}</Heading>
          </a>
          <PriceTag price={card.price} originalPrice={card.originalPrice} from={card.from} currency={currency} size="small" />
        </li>
      ))}
    </ul>
  );
}
