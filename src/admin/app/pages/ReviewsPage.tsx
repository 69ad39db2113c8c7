import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { isApprovable, isHideable, reviewModerationMachine } from '../../../../machines/review-moderation.machine';
import { REVIEW_REPLY_MAX } from '../../../domain/review-moderation';
import { ReviewCard, ReviewsView, type ReviewTab } from '../../views/ReviewsView';
import type { Request } from '../api';
import { failureText } from '../failure';
import { reviewCalls, type AdminReview, type ReviewCalls } from '../reviews-api';

export const REVIEWS_PAGE_SIZE = 20;
const TABS = ['pending', 'approved', 'hidden'] as const satisfies readonly ReviewTab[];

/**
 * The moderation queue (owners and support): a tab's reviews, newest first, each with its own
 * moderation machine. A review whose status changes leaves the tab, and the page says what happened.
 */
export function ReviewsPage({ request, csrfToken }: { request: Request; csrfToken: string }) {
  const intl = useIntl();
  const calls = useMemo(() => reviewCalls(request, csrfToken), [request, csrfToken]);
  const [tab, setTab] = useState<ReviewTab>('pending');
  const [items, setItems] = useState<AdminReview[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setItems(null);
    setError(null);
    calls
      .list({ status: tab, limit: REVIEWS_PAGE_SIZE })
      .then((page) => {
        if (!current) return;
        setItems(page.items);
        setNext(page.next);
      })
      .catch((failure: unknown) => {
        if (!current) return;
        setItems([]);
        setNext(null);
        setError(failureText(intl, failure));
      });
    return () => {
      current = false;
    };
  }, [calls, tab, intl]);

  const older = async () => {
    setLoadingOlder(true);
    setError(null);
    try {
      const page = await calls.list({ status: tab, before: next, limit: REVIEWS_PAGE_SIZE });
      setItems((shown) => [...(shown ?? []), ...page.items.filter((item) => !shown?.some((seen) => seen.id === item.id))]);
      setNext(page.next);
    } catch (failure) {
      setError(failureText(intl, failure));
    } finally {
      setLoadingOlder(false);
    }
  };

  const changed = useCallback(
    (review: AdminReview, action: 'approve' | 'hide' | 'reply' | null) => {
      const key = action === 'approve' ? 'reviews.approved' : action === 'hide' ? 'reviews.hidden' : 'reviews.replied';
      setNotice(intl.formatMessage({ id: key }, { author: review.author }));
      setItems((shown) => shown && (review.status === tab ? shown.map((item) => (item.id === review.id ? review : item)) : shown.filter((item) => item.id !== review.id)));
      // The card that was acted on may have left: the panel keeps the focus, and the status says why.
      if (review.status !== tab) document.getElementById('reviews-panel')?.focus();
    },
    [intl, tab],
  );

  return (
    <ReviewsView
      tabs={TABS}
      tab={tab}
      count={items?.length ?? null}
      error={error}
      notice={notice}
      hasOlder={next !== null}
      loadingOlder={loadingOlder}
      onTab={(chosen) => {
        setNotice(null);
        setTab(chosen);
      }}
      onOlder={() => void older()}
    >
      {items?.map((review) => <ReviewItem key={review.id} review={review} calls={calls} onChanged={changed} />)}
    </ReviewsView>
  );
}

/** One review and its moderation machine, with the calls provided here. */
function ReviewItem({ review, calls, onChanged }: { review: AdminReview; calls: ReviewCalls; onChanged: (review: AdminReview, action: 'approve' | 'hide' | 'reply' | null) => void }) {
  const intl = useIntl();
  const onChangedRef = useRef(onChanged);
  onChangedRef.current = onChanged;
  // A failure carries the text to show: the server's own message, or "could not be reached".
  const explain = <T,>(call: () => Promise<T>) =>
    call().catch((failure: unknown) => {
      throw new Error(failureText(intl, failure));
    });
  const item = useActorRef(
    reviewModerationMachine.provide({
      actors: {
        approveReview: fromPromise(({ input }: { input: { id: string; text: string } }) => explain(() => calls.approve(input.id))),
        hideReview: fromPromise(({ input }: { input: { id: string; text: string } }) => explain(() => calls.hide(input.id))),
        replyToReview: fromPromise(({ input }: { input: { id: string; text: string } }) => explain(() => calls.reply(input.id, input.text))),
      },
      actions: { reportReview: ({ context }) => onChangedRef.current(context.review, context.action) },
    }),
    { input: { review } },
  );
  const view = useSelector(item, (snapshot) => ({
    review: snapshot.context.review,
    acting: snapshot.matches('acting') ? snapshot.context.action : null,
    canApprove: isApprovable(snapshot.context.review),
    canHide: isHideable(snapshot.context.review),
    canSendReply: snapshot.can({ type: 'review.reply' }),
    replyOpen: snapshot.context.replyOpen,
    replyText: snapshot.context.replyText,
    error: snapshot.matches('failed') ? snapshot.context.message ?? intl.formatMessage({ id: 'error.network' }) : null,
  }), (a, b) => JSON.stringify(a) === JSON.stringify(b));

  return (
    <ReviewCard
      review={view.review}
      acting={view.acting}
      canApprove={view.canApprove}
      canHide={view.canHide}
      replyOpen={view.replyOpen}
      replyText={view.replyText}
      canSendReply={view.canSendReply}
      replyMax={REVIEW_REPLY_MAX}
      error={view.error}
      onApprove={() => item.send({ type: 'review.approve' })}
      onHide={() => item.send({ type: 'review.hide' })}
      onReplyOpen={() => item.send({ type: 'reply.open' })}
      onReplyChange={(value) => item.send({ type: 'reply.change', value })}
      onReplySubmit={() => item.send({ type: 'review.reply' })}
      onReplyCancel={() => item.send({ type: 'reply.cancel' })}
    />
  );
}
