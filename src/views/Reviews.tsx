import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Review } from '../domain/product';

/** Review text and names are rendered as text, never as HTML. */
export function Reviews({ reviews, count, average }: { reviews: readonly Review[]; count: number; average: number }) {
  const intl = useIntl();
  if (count === 0) return null;
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        <FormattedMessage id="product.reviews" values={{ count }} />
      </h2>
      <p className="reviews__average">
        <Stars score={average} label={intl.formatMessage({ id: 'product.rating' }, { score: average })} />
      </p>
      <ul className="reviews__list">
        {reviews.map((review) => (
          <li key={review.id} className="review">
            <p className="review__head">
              <span className="review__author">{review.author}</span>
              <Stars score={review.score} label={intl.formatMessage({ id: 'product.rating' }, { score: review.score })} />
            </p>
            <p className="review__body">{review.body}</p>
            <p className="review__date">
              <FormattedDate value={review.createdAt} year="numeric" month="short" day="numeric" />
            </p>
            {review.sellerReply && (
              <p className="review__reply">
                <strong>
                  <FormattedMessage id="product.sellerReply" />
                </strong>{' '}
                {review.sellerReply}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stars({ score, label }: { score: number; label: string }) {
  const full = Math.round(score);
  return (
    <span className="stars" role="img" aria-label={label}>
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span className="stars__empty" aria-hidden="true">
        {'★'.repeat(5 - full)}
      </span>
    </span>
  );
}
