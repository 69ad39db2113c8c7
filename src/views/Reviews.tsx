import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Review } from '../domain/product';
import { rendition } from '../domain/renditions';

export interface ReviewsProps {
  reviews: readonly Review[];
  count: number;
  average: number;
  /** Share of reviews scoring 4 or 5, in percent. */
  satisfaction: number;
  /** More pages to load, and whether one is on its way. */
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** The comment form, once the shopper opens it. */
  form: React.ReactNode | null;
  onWrite: () => void;
}

/** Reviews with score, photos, seller reply and satisfaction. Text and names render as text, never HTML. */
export function Reviews({ reviews, count, average, satisfaction, more, loadingMore, onMore, form, onWrite }: ReviewsProps) {
  const intl = useIntl();
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        <FormattedMessage id="product.reviews" values={{ count }} />
      </h2>
      {count > 0 && (
        <p className="reviews__average">
          <Stars score={average} label={intl.formatMessage({ id: 'product.rating' }, { score: average })} />
          <span className="reviews__satisfaction" data-testid="satisfaction">
            <FormattedMessage id="review.satisfaction" values={{ percent: satisfaction }} />
          </span>
        </p>
      )}
      <ul className="reviews__list">
        {reviews.map((review) => (
          <li key={review.id} className="review">
            <p className="review__head">
              <span className="review__author">{review.author}</span>
              <Stars score={review.score} label={intl.formatMessage({ id: 'product.rating' }, { score: review.score })} />
            </p>
            <p className="review__body">{review.body}</p>
            {review.images.length > 0 && (
              <ul className="review__photos">
                {review.images.map((image) => (
                  <li key={image}>
                    <a href={image} target="_blank" rel="noopener">
                      <img src={rendition(image, 160)} alt={intl.formatMessage({ id: 'review.photo' }, { author: review.author })} width={72} height={72} loading="lazy" decoding="async" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
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
      {more && (
        <button type="button" className="button button--secondary reviews__more" disabled={loadingMore} aria-busy={loadingMore || undefined} onClick={onMore}>
          <FormattedMessage id="review.more" />
        </button>
      )}
      {form ?? (
        <button type="button" className="button button--secondary reviews__write" onClick={onWrite}>
          <FormattedMessage id="review.write" />
        </button>
      )}
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
