import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { rendition } from '../../domain/renditions';

export type ReviewTab = 'pending' | 'approved' | 'hidden';

export interface ReviewsViewProps {
  tabs: readonly ReviewTab[];
  tab: ReviewTab;
  /** null while the tab's first page loads. */
  count: number | null;
  /** A failed load (the server's message). */
  error: string | null;
  /** What the last action did, announced politely. */
  notice: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onTab: (tab: ReviewTab) => void;
  onOlder: () => void;
  /** The tab's reviews (ReviewCard each). */
  children?: ReactNode;
}

/** The moderation queue: tabs Pending / Approved / Hidden (arrow keys move between them) and the tab's reviews. */
export function ReviewsView({ tabs, tab, count, error, notice, hasOlder, loadingOlder, onTab, onOlder, children }: ReviewsViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(tab);
    const next = event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length] : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length] : event.key === 'Home' ? tabs[0] : event.key === 'End' ? tabs.at(-1) : undefined;
    if (!next) return;
    event.preventDefault();
    onTab(next);
    document.getElementById(`reviews-tab-${next}`)?.focus();
  };
  return (
    <section className="page" aria-labelledby="reviews-title">
      <h1 id="reviews-title">{t('section.reviews')}</h1>
      <div role="tablist" aria-label={t('reviews.tabs')} className="tabs">
        {tabs.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            id={`reviews-tab-${item}`}
            className="tabs__tab"
            aria-selected={item === tab}
            aria-controls="reviews-panel"
            tabIndex={item === tab ? 0 : -1}
            onClick={() => onTab(item)}
            onKeyDown={onKeyDown}
          >
            {t(`reviews.tab.${item}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="reviews-panel" aria-labelledby={`reviews-tab-${tab}`} tabIndex={-1} className="tabs__panel">
        <div role="alert" className={error ? 'alert' : 'alert alert--empty'}>
          {error}
        </div>
        <div role="status" className={notice ? 'notice' : 'notice notice--empty'}>
          {notice}
        </div>
        {count === null ? <p aria-busy="true">{t('app.loading')}</p> : count === 0 ? <p>{t(`reviews.none.${tab}`)}</p> : <ul className="review-list">{children}</ul>}
        {hasOlder ? (
          <button type="button" className="button" onClick={onOlder} disabled={loadingOlder} aria-busy={loadingOlder}>
            {t('reviews.older')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

export interface ReviewCardRow {
  id: string;
  status: ReviewTab;
  productTitle: string;
  siteHost: string;
  author: string;
  phone: string | null;
  score: number;
  body: string;
  images: readonly string[];
  sellerReply: string | null;
  createdAt: string;
}

export interface ReviewCardProps {
  review: ReviewCardRow;
  /** The action waiting for the server, if any (its button says so; the others wait). */
  acting: 'approve' | 'hide' | 'reply' | null;
  canApprove: boolean;
  canHide: boolean;
  replyOpen: boolean;
  replyText: string;
  /** Whether the typed reply may be sent (1 to 1000 characters). */
  canSendReply: boolean;
  replyMax: number;
  /** The server's message for the last failure. */
  error: string | null;
  onApprove: () => void;
  onHide: () => void;
  onReplyOpen: () => void;
  onReplyChange: (text: string) => void;
  onReplySubmit: () => void;
  onReplyCancel: () => void;
}

/** One review: who, which product on which site, the score, the text, the photos, the seller's reply, and the moves. */
export function ReviewCard(props: ReviewCardProps) {
  const { review, acting, replyOpen, replyText, error } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const busy = acting !== null;
  const heading = `review-${review.id}-title`;
  const replyField = `review-${review.id}-reply`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onReplySubmit();
  };
  return (
    <li className="review" data-testid="review" aria-busy={busy}>
      <article aria-labelledby={heading}>
        <h2 id={heading} className="review__title">
          {t('reviews.heading', { author: review.author, product: review.productTitle })}
        </h2>
        <p className="review__meta muted">
          {t('reviews.site', { site: review.siteHost })} · <time dateTime={review.createdAt}>{intl.formatDate(review.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          {review.phone ? ` · ${t('reviews.phone', { phone: review.phone })}` : null}
        </p>
        <p className="review__score">
          <span aria-hidden="true">{'★'.repeat(review.score) + '☆'.repeat(5 - review.score)}</span>
          <span className="visually-hidden">{t('reviews.score', { score: review.score })}</span>
        </p>
        <p className="review__body">{review.body}</p>
        {review.images.length > 0 ? (
          <ul className="review__photos" aria-label={t('reviews.photos')}>
            {review.images.map((src, index) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noopener noreferrer">
                  <img src={rendition(src, 160)} alt={t('reviews.photo', { n: index + 1, count: review.images.length, author: review.author })} width={96} height={96} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {review.sellerReply ? (
          <div className="review__reply">
            <h3>{t('reviews.sellerReply')}</h3>
            <p>{review.sellerReply}</p>
          </div>
        ) : null}
        <div role="alert" className={error ? 'alert' : 'alert alert--empty'}>
          {error}
        </div>
        {replyOpen ? (
          <form className="review__reply-form" onSubmit={submit} aria-label={t('reviews.replyTo', { author: review.author })}>
            <label className="field" htmlFor={replyField}>
              <span className="field__label">{t('reviews.replyLabel', { max: props.replyMax })}</span>
              <textarea id={replyField} rows={3} maxLength={props.replyMax} required value={replyText} onChange={(event) => props.onReplyChange(event.target.value)} autoFocus />
            </label>
            <div className="actions">
              <button type="submit" className="button button--primary" disabled={busy || !props.canSendReply} aria-busy={acting === 'reply'}>
                {acting === 'reply' ? t('reviews.working') : t('reviews.replySend')}
              </button>
              <button type="button" className="button" onClick={props.onReplyCancel} disabled={busy}>
                {t('reviews.replyCancel')}
              </button>
            </div>
          </form>
        ) : null}
        <div className="actions" role="group" aria-label={t('reviews.actionsFor', { author: review.author })}>
          {props.canApprove ? (
            <button type="button" className="button button--primary" onClick={props.onApprove} disabled={busy} aria-busy={acting === 'approve'}>
              {acting === 'approve' ? t('reviews.working') : t('reviews.approve')}
            </button>
          ) : null}
          {props.canHide ? (
            <button type="button" className="button" onClick={props.onHide} disabled={busy} aria-busy={acting === 'hide'}>
              {acting === 'hide' ? t('reviews.working') : t('reviews.hide')}
            </button>
          ) : null}
          {replyOpen ? null : (
            <button type="button" className="button" onClick={props.onReplyOpen} disabled={busy} aria-expanded={false}>
              {review.sellerReply ? t('reviews.editReply') : t('reviews.reply')}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
