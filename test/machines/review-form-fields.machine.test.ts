import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { reviewFormMachine, selectReviewErrors, selectVisibleReviewErrors, SubmitReviewError, type SubmitReviewInput } from '../../machines/review-form.machine';
import type { ReviewInput } from '../../src/domain/review';
import { deferred, flush } from '../helpers/deferred';
import { photo } from '../helpers/review-model';

/**
 * What the shopper notices of the comment form's fields, photos and the server's refusals,
 * hand-written (the generated paths of storefront.machines.test.ts come from the machine itself,
 * so they cannot tell a field lost or an error kept).
 */
function startReview(values?: Partial<ReviewInput>) {
  const submissions: ReturnType<typeof deferred<void>>[] = [];
  const actor = createActor(
    reviewFormMachine.provide({
      actors: {
        submitReview: fromPromise<void, SubmitReviewInput>(() => {
          submissions.push(deferred<void>());
          return submissions.at(-1)!.promise;
        }),
      },
    }),
    { input: { zoneId: 1, productId: 'bottle', values } },
  ).start();
  const fill = () => {
    for (const [field, value] of [['name', '王小明'], ['phone', '0912 345 678'], ['score', '5'], ['message', '很好用。']] as const) actor.send({ type: 'field.change', field, value });
  };
  return { actor, submissions, fill };
}

describe('the comment form', () => {
  it('starts empty, without a score, with nothing left, picked or refused', () => {
    expect(startReview().actor.getSnapshot().context).toMatchObject({ values: { name: '', phone: '', score: 0, message: '' }, photos: [], touched: [], revealAll: false, failure: null });
  });

  it('starts with the name and phone of a shopper who ordered here, the rest empty', () => {
    expect(startReview({ name: '王小明', phone: '0912345678' }).actor.getSnapshot().context.values).toEqual({ name: '王小明', phone: '0912345678', score: 0, message: '' });
  });

  it('lists a field left twice once, and the photos as left once a photo is picked', () => {
    const { actor } = startReview();
    actor.send({ type: 'field.blur', field: 'name' });
    actor.send({ type: 'field.blur', field: 'name' });
    actor.send({ type: 'photos.add', photos: [photo('a.jpg')] });
    actor.send({ type: 'photos.add', photos: [photo('b.jpg')] });
    expect(actor.getSnapshot().context.touched).toEqual(['name', 'images']);
  });

  it('stays unrefused while the shopper types and picks photos before sending', () => {
    const { actor, fill } = startReview();
    fill();
    actor.send({ type: 'photos.add', photos: [photo('a.jpg')] });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('shows every complaint of the server at once, and each goes as the shopper answers it, the others staying', async () => {
    const { actor, submissions, fill } = startReview();
    fill();
    actor.send({ type: 'review.submit' });
    expect(actor.getSnapshot().children.submitReview, 'the submission runs under its name').toBeDefined();
    submissions[0]!.reject(new SubmitReviewError({ name: { key: 'review.name.blocked' }, message: { key: 'review.message.blocked' }, images: { key: 'review.image.notAnImage' } }));
    await flush();
    expect(actor.getSnapshot().context.failure?.message, 'no general message beside the fields').toBe('');
    expect(Object.keys(selectVisibleReviewErrors(actor.getSnapshot().context)).sort(), 'shown without leaving the fields').toEqual(['images', 'message', 'name']);
    actor.send({ type: 'field.change', field: 'name', value: '小明' });
    expect(Object.keys(selectReviewErrors(actor.getSnapshot().context)).sort()).toEqual(['images', 'message']);
    actor.send({ type: 'photos.add', photos: [photo('real.jpg')] });
    expect(Object.keys(selectReviewErrors(actor.getSnapshot().context))).toEqual(['message']);
    expect(actor.getSnapshot().context.values.name).toBe('小明');
  });

  it('says why a submission failed, and forgets it once sent again', async () => {
    const { actor, submissions, fill } = startReview();
    fill();
    actor.send({ type: 'review.submit' });
    submissions[0]!.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'Error: offline', fieldErrors: {} });
    actor.send({ type: 'review.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('removes the photo the shopper takes out, keeping the others', () => {
    const { actor } = startReview();
    actor.send({ type: 'photos.add', photos: [photo('a.jpg'), photo('b.jpg')] });
    actor.send({ type: 'photos.remove', index: 0 });
    expect(actor.getSnapshot().context.photos.map((picked) => picked.name)).toEqual(['b.jpg']);
  });

  it('fails, keeping what was typed, on a page that was given no way to send', async () => {
    const actor = createActor(reviewFormMachine, { input: { zoneId: 1, productId: 'bottle', values: { name: '王小明', phone: '0912345678', score: 5, message: '很好用。' } } }).start();
    actor.send({ type: 'review.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure?.message).toMatch(/submitReview is provided/);
    expect(actor.getSnapshot().context.values.name).toBe('王小明');
  });
});
