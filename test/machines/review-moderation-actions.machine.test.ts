import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { isApprovable, isHideable, reviewModerationMachine } from '../../machines/review-moderation.machine';
import { flush } from '../helpers/deferred';
import { startItem } from '../helpers/review-moderation-item';
import { APPROVED_REVIEW, HIDDEN_REVIEW, PENDING_REVIEW, REPLIED_REVIEW } from '../helpers/review-moderation-model';

// Moderating a review as the operator meets it, written by hand: the generated paths
// (review-moderation.machine.test.ts) replay the machine against itself, so they cannot notice a
// changed target, guard or action; these can.

const approved = APPROVED_REVIEW;
const hidden = HIDDEN_REVIEW;
const replied = REPLIED_REVIEW;

describe('a review in the moderation queue', () => {
  it('approves a pending review and reports it as the server answers it', async () => {
    const { item, calls, reported } = startItem();
    item.send({ type: 'review.approve' });
    expect(item.getSnapshot().matches({ acting: 'approve' })).toBe(true);
    expect(calls.approveReview[0]!.input.id).toBe('r-1');
    calls.approveReview[0]!.answer.resolve(approved);
    await flush();
    expect(item.getSnapshot().value).toBe('done');
    expect(item.getSnapshot().context.review.status).toBe('approved');
    expect(reported).toEqual([approved]);
    expect(item.getSnapshot().can({ type: 'review.approve' })).toBe(false);
    expect(item.getSnapshot().can({ type: 'review.hide' })).toBe(true);
  });

  it('does not hide a hidden review again', () => {
    const { item } = startItem(hidden);
    expect(item.getSnapshot().can({ type: 'review.hide' })).toBe(false);
    expect(item.getSnapshot().can({ type: 'review.approve' })).toBe(true);
  });

  it('sends a reply only once the box is open and holds 1 to 1000 characters, trimmed', async () => {
    const { item, calls } = startItem();
    expect(item.getSnapshot().can({ type: 'review.reply' })).toBe(false);
    item.send({ type: 'reply.open' });
    item.send({ type: 'reply.change', value: '   ' });
    expect(item.getSnapshot().can({ type: 'review.reply' })).toBe(false);
    item.send({ type: 'reply.change', value: 'x'.repeat(1001) });
    expect(item.getSnapshot().can({ type: 'review.reply' })).toBe(false);
    item.send({ type: 'reply.change', value: '  Thank you  ' });
    item.send({ type: 'review.reply' });
    expect(calls.replyToReview[0]!.input).toEqual({ id: 'r-1', text: 'Thank you' });
    calls.replyToReview[0]!.answer.resolve(replied);
    await flush();
    expect(item.getSnapshot().context).toMatchObject({ replyOpen: false, replyText: '', review: { sellerReply: 'Thank you' } });
  });

  it('keeps the reply as typed and the server’s message when the reply fails, and sends it again', async () => {
    const { item, calls } = startItem();
    item.send({ type: 'reply.open' });
    item.send({ type: 'reply.change', value: 'Thank you' });
    item.send({ type: 'review.reply' });
    calls.replyToReview[0]!.answer.reject(new Error('There is no such review.'));
    await flush();
    expect(item.getSnapshot().value).toBe('failed');
    expect(item.getSnapshot().context).toMatchObject({ replyOpen: true, replyText: 'Thank you', message: 'There is no such review.', action: 'reply' });
    item.send({ type: 'review.reply' });
    expect(item.getSnapshot().context.message).toBeNull();
    expect(calls.replyToReview).toHaveLength(2);
  });

  it('opens the reply box on the reply already given, and cancelling empties it', () => {
    const { item } = startItem(replied);
    item.send({ type: 'reply.open' });
    expect(item.getSnapshot().context).toMatchObject({ replyOpen: true, replyText: 'Thank you' });
    item.send({ type: 'reply.cancel' });
    expect(item.getSnapshot().context).toMatchObject({ replyOpen: false, replyText: '' });
  });
});

describe('a review in the moderation queue, each action', () => {
  it('hides a pending review and reports it; it may then be approved, not hidden again', async () => {
    const { item, calls, reported } = startItem();
    item.send({ type: 'review.hide' });
    expect(item.getSnapshot().matches({ acting: 'hide' })).toBe(true);
    expect(item.getSnapshot().context.action).toBe('hide');
    expect(calls.hideReview[0]!.input.id).toBe('r-1');
    expect(calls.approveReview).toEqual([]);
    calls.hideReview[0]!.answer.resolve(hidden);
    await flush();
    expect(item.getSnapshot().value).toBe('done');
    expect(reported).toEqual([hidden]);
    expect(item.getSnapshot().can({ type: 'review.hide' })).toBe(false);
    item.send({ type: 'review.approve' });
    expect(item.getSnapshot().matches({ acting: 'approve' })).toBe(true);
    expect(item.getSnapshot().context.action).toBe('approve');
  });

  it('approves and hides after a failure, forgetting its message, and replies after a success', async () => {
    const { item, calls } = startItem();
    item.send({ type: 'review.approve' });
    calls.approveReview[0]!.answer.reject(new Error('Not found.'));
    await flush();
    expect(item.getSnapshot().context).toMatchObject({ message: 'Not found.', action: 'approve' });
    item.send({ type: 'review.hide' });
    expect(item.getSnapshot().matches({ acting: 'hide' })).toBe(true);
    expect(item.getSnapshot().context.message).toBeNull();
    calls.hideReview[0]!.answer.reject(new Error('Not found.'));
    await flush();
    item.send({ type: 'review.approve' });
    expect(item.getSnapshot().matches({ acting: 'approve' })).toBe(true);
    calls.approveReview[1]!.answer.resolve(approved);
    await flush();
    item.send({ type: 'reply.open' });
    item.send({ type: 'reply.change', value: 'Thanks' });
    item.send({ type: 'review.reply' });
    expect(item.getSnapshot().matches({ acting: 'reply' })).toBe(true);
    expect(calls.replyToReview[0]!.input).toEqual({ id: 'r-1', text: 'Thanks' });
  });

  it('an approval keeps the reply box as it was, open with what was typed', async () => {
    const { item, calls } = startItem();
    item.send({ type: 'reply.open' });
    item.send({ type: 'reply.change', value: 'Half a th' });
    item.send({ type: 'review.approve' });
    calls.approveReview[0]!.answer.resolve(approved);
    await flush();
    expect(item.getSnapshot().context).toMatchObject({ review: approved, replyOpen: true, replyText: 'Half a th' });
  });

  it('opening the box again keeps what was typed; a review without a reply opens an empty box', () => {
    const { item } = startItem();
    item.send({ type: 'reply.open' });
    expect(item.getSnapshot().context).toMatchObject({ replyOpen: true, replyText: '' });
    item.send({ type: 'reply.change', value: 'Dzięki' });
    item.send({ type: 'reply.open' });
    expect(item.getSnapshot().context.replyText).toBe('Dzięki');
  });

  it('sends no reply typed while the box is closed', () => {
    const { item, calls } = startItem();
    item.send({ type: 'reply.change', value: 'Thanks' });
    expect(item.getSnapshot().can({ type: 'review.reply' })).toBe(false);
    item.send({ type: 'review.reply' });
    expect(calls.replyToReview).toEqual([]);
  });

  it('after an action, opens, types into, cancels and reopens the reply box', async () => {
    for (const settle of ['resolve', 'reject'] as const) {
      const { item, calls } = startItem();
      item.send({ type: 'review.approve' });
      if (settle === 'resolve') calls.approveReview[0]!.answer.resolve(approved);
      else calls.approveReview[0]!.answer.reject(new Error('Not found.'));
      await flush();
      item.send({ type: 'reply.open' });
      expect(item.getSnapshot().context.replyOpen).toBe(true);
      item.send({ type: 'reply.change', value: 'Thanks' });
      expect(item.getSnapshot().context.replyText).toBe('Thanks');
      item.send({ type: 'reply.cancel' });
      expect(item.getSnapshot().context).toMatchObject({ replyOpen: false, replyText: '' });
    }
  });

  it('ignores a second action while one is on its way', () => {
    const { item, calls } = startItem();
    item.send({ type: 'review.approve' });
    item.send({ type: 'review.hide' });
    item.send({ type: 'reply.open' });
    expect(item.getSnapshot().matches({ acting: 'approve' })).toBe(true);
    expect(calls.hideReview).toEqual([]);
    expect(item.getSnapshot().context.replyOpen).toBe(false);
  });

  it.each([
    ['an error without a message', new Error('')],
    ['something thrown that is not an error', 'offline'],
  ])('a failure with %s shows no message of its own', async (_what, thrown) => {
    const { item, calls, reported } = startItem();
    item.send({ type: 'review.hide' });
    calls.hideReview[0]!.answer.reject(thrown);
    await flush();
    expect(item.getSnapshot().value).toBe('failed');
    expect(item.getSnapshot().context.message).toBeNull();
    expect(reported).toEqual([]);
  });

  it('starts with nothing done, the box closed, and tells the buttons which actions apply', () => {
    const { item } = startItem(replied);
    expect(item.getSnapshot().context).toEqual({ review: replied, action: null, replyOpen: false, replyText: '', message: null });
    expect([isApprovable(PENDING_REVIEW), isHideable(PENDING_REVIEW)]).toEqual([true, true]);
    expect([isApprovable(approved), isHideable(approved)]).toEqual([false, true]);
    expect([isApprovable(hidden), isHideable(hidden)]).toEqual([true, false]);
  });

  it.each([
    ['review.approve', 'approveReview is provided by the reviews page'],
    ['review.hide', 'hideReview is provided by the reviews page'],
  ] as const)('without the reviews page’s services, %s fails saying so', async (type, message) => {
    const item = createActor(reviewModerationMachine, { input: { review: PENDING_REVIEW } }).start();
    item.send({ type });
    await flush();
    expect(item.getSnapshot().value).toBe('failed');
    expect(item.getSnapshot().context.message).toBe(message);
  });

  it('without the reviews page’s services, a reply fails saying so and keeps it', async () => {
    const item = createActor(reviewModerationMachine, { input: { review: PENDING_REVIEW } }).start();
    item.send({ type: 'reply.open' });
    item.send({ type: 'reply.change', value: 'Thanks' });
    item.send({ type: 'review.reply' });
    await flush();
    expect(item.getSnapshot().context).toMatchObject({ message: 'replyToReview is provided by the reviews page', replyText: 'Thanks', replyOpen: true });
  });
});
