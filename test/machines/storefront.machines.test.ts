import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { countdownMachine, type CountdownEvent } from '../../machines/countdown.machine';
import { couponClaimMachine, type ClaimAnswer, type CouponClaimEvent } from '../../machines/coupon-claim.machine';
import { reviewFormMachine, selectReviewErrors, selectVisibleReviewErrors, SubmitReviewError, type ReviewFormEvent, type SubmitReviewInput } from '../../machines/review-form.machine';
import type { ReviewInput } from '../../src/domain/review';
import { splitDuration } from '../../src/domain/duration';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { FILLED_REVIEW, photo, REVIEW_EVENTS, serializeReview } from '../helpers/review-model';

// ---- countdown --------------------------------------------------------------------------------

describe('the sale countdown machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  const endsAt = Date.parse('2026-11-21T10:00:05.500Z');

  it('counts down to the sale’s real end, a second at a time, and ends there', () => {
    const actor = createActor(countdownMachine, { input: { endsAt } }).start();
    expect(actor.getSnapshot().value).toBe('running');
    expect(splitDuration(actor.getSnapshot().context.remaining)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 6 });
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().context.remaining).toBe(5000);
    vi.advanceTimersByTime(3000);
    expect(actor.getSnapshot().context.remaining).toBe(2000);
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.remaining).toBe(0);
  });

  it('shows the same time left after a reload: it counts to the stored end, not from a fresh start', () => {
    vi.advanceTimersByTime(2000);
    const reloaded = createActor(countdownMachine, { input: { endsAt } }).start();
    expect(reloaded.getSnapshot().context.remaining).toBe(3500);
  });

  it('corrects a browser clock that runs late by the server’s time', () => {
    // The browser thinks it is 10:00:00, the server knows it is 10:00:04.
    const actor = createActor(countdownMachine, { input: { endsAt, offset: 4000 } }).start();
    expect(actor.getSnapshot().context.remaining).toBe(1500);
  });

  it('is over at once for a sale that has already ended', () => {
    const actor = createActor(countdownMachine, { input: { endsAt: Date.now() - 1 } }).start();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('measures again when the page shows after being hidden', () => {
    const actor = createActor(countdownMachine, { input: { endsAt } }).start();
    vi.setSystemTime(Date.now() + 4000);
    actor.send({ type: 'countdown.tick' });
    expect(actor.getSnapshot().context.remaining).toBe(1500);
  });
});

describe('the duration of a countdown', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [999, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [61_000, { days: 0, hours: 0, minutes: 1, seconds: 1 }],
    [2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5000, { days: 2, hours: 3, minutes: 4, seconds: 5 }],
  ])('splits %i ms into days, hours, minutes and seconds', (ms, parts) => {
    expect(splitDuration(ms)).toEqual(parts);
  });
});

type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>;
// The model cannot read a clock: its time-up guard reads the event (a tick after the end says
// so), and the test moves the actor's fake clock to match each step.
const countdownModel = countdownMachine.provide({ guards: { isOver: ({ event }) => (event as { over?: boolean }).over === true } });
const countdownCoverage = new PathCoverage('countdown', countdownModel);

describe('generated countdown paths (a simulated clock)', () => {
  const start = Date.parse('2026-11-21T10:00:00.000Z');
  const input = { endsAt: start + 10_500, offset: 0 };
  const serializeState = (snapshot: CountdownSnapshot) => JSON.stringify({ value: snapshot.value });
  const events = [
    { type: 'countdown.tick', over: false },
    { type: 'countdown.tick', over: true },
    { type: 'xstate.after.tick.countdown.running' },
  ] as unknown as CountdownEvent[];
  const { model, paths } = machinePaths(countdownModel, { events, input, serializeState, cover: 'transitions' });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(start));
  });
  afterEach(() => vi.useRealTimers());

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actor = createActor(countdownMachine, { input }).start();
    const same = (modelSnapshot: CountdownSnapshot) => expect(serializeState(actor.getSnapshot())).toBe(serializeState(modelSnapshot));
    await model.testPath(path, {
      states: { running: same, ended: same },
      events: {
        'countdown.tick': ({ event }: { event: unknown }) => {
          // The page shows again: a moment later, or after the sale's end.
          if ((event as { over: boolean }).over) vi.setSystemTime(input.endsAt + 1);
          actor.send({ type: 'countdown.tick' });
        },
        'xstate.after.tick.countdown.running': () => void vi.advanceTimersByTime(1000),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') countdownCoverage.recordInitial(step.state);
      else countdownCoverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

// ---- coupon claim -----------------------------------------------------------------------------

function startClaim(received = false) {
  const calls: ReturnType<typeof deferred<ClaimAnswer>>[] = [];
  const actor = createActor(
    couponClaimMachine.provide({
      actors: {
        claimCoupon: fromPromise<ClaimAnswer, { couponId: string }>(() => {
          const answer = deferred<ClaimAnswer>();
          calls.push(answer);
          return answer.promise;
        }),
      },
    }),
    { input: { couponId: 'c1', received } },
  ).start();
  return { actor, calls };
}

describe('the coupon claim machine', () => {
  it('lets the page dismiss a failure’s notice, and still offers the retry', async () => {
    const { actor, calls } = startClaim();
    actor.send({ type: 'coupon.claim' });
    calls[0]!.reject(new Error('offline'));
    await flush();
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().can({ type: 'coupon.claim' })).toBe(true);
  });

  it('is obtainable, then received once the server gives it', async () => {
    const { actor, calls } = startClaim();
    expect(actor.getSnapshot().value).toBe('obtainable');
    actor.send({ type: 'coupon.claim' });
    expect(actor.getSnapshot().value).toBe('claiming');
    actor.send({ type: 'coupon.claim' });
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('received');
    await flush();
    expect(actor.getSnapshot().value).toBe('received');
    expect(actor.getSnapshot().context.notice).toBe('received');
  });

  it('tells "coupon already received" and shows it received when the server says so', async () => {
    const { actor, calls } = startClaim();
    actor.send({ type: 'coupon.claim' });
    calls[0]!.resolve('alreadyReceived');
    await flush();
    expect(actor.getSnapshot().value).toBe('received');
    expect(actor.getSnapshot().context.notice).toBe('alreadyReceived');
    actor.send({ type: 'coupon.claim' });
    expect(calls).toHaveLength(1);
  });

  it('starts received for a coupon the shopper already has, and cannot be claimed again', () => {
    const { actor, calls } = startClaim(true);
    expect(actor.getSnapshot().value).toBe('received');
    actor.send({ type: 'coupon.claim' });
    expect(calls).toHaveLength(0);
  });

  it('lets the shopper try again after a failure', async () => {
    const { actor, calls } = startClaim();
    actor.send({ type: 'coupon.claim' });
    calls[0]!.reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.notice).toBe('failed');
    actor.send({ type: 'coupon.claim' });
    expect(actor.getSnapshot().value).toBe('claiming');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});

type ClaimSnapshot = SnapshotFrom<typeof couponClaimMachine>;
const claimCoverage = new PathCoverage('couponClaim', couponClaimMachine);
const CLAIM_EVENTS = [
  { type: 'coupon.claim' },
  { type: 'notice.dismiss' },
  { type: 'xstate.done.actor.claimCoupon', output: 'received' },
  { type: 'xstate.done.actor.claimCoupon', output: 'alreadyReceived' },
  { type: 'xstate.error.actor.claimCoupon', error: new Error('offline') },
] as unknown as CouponClaimEvent[];
const serializeClaim = (snapshot: ClaimSnapshot) => JSON.stringify({ value: snapshot.value, notice: snapshot.context.notice });

describe.each([false, true])('generated coupon claim paths (received at start: %s)', (received) => {
  const { model, paths } = machinePaths(couponClaimMachine, { events: CLAIM_EVENTS, input: { couponId: 'c1', received }, serializeState: serializeClaim, cover: 'transitions' });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, calls } = startClaim(received);
    const same = (modelSnapshot: ClaimSnapshot) => expect(serializeClaim(actor.getSnapshot())).toBe(serializeClaim(modelSnapshot));
    await model.testPath(path, {
      states: { obtainable: same, claiming: same, received: same, failed: same },
      events: {
        'coupon.claim': () => void actor.send({ type: 'coupon.claim' }),
        'notice.dismiss': () => void actor.send({ type: 'notice.dismiss' }),
        'xstate.done.actor.claimCoupon': async ({ event }: { event: unknown }) => {
          calls.at(-1)!.resolve((event as { output: ClaimAnswer }).output);
          await flush();
        },
        'xstate.error.actor.claimCoupon': async () => {
          calls.at(-1)!.reject(new Error('offline'));
          await flush();
        },
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') claimCoverage.recordInitial(step.state);
      else claimCoverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

// ---- review form ------------------------------------------------------------------------------

function startReview(values?: Partial<ReviewInput>) {
  const submissions: { input: SubmitReviewInput; answer: ReturnType<typeof deferred<void>> }[] = [];
  const actor = createActor(
    reviewFormMachine.provide({
      actors: {
        submitReview: fromPromise<void, SubmitReviewInput>(({ input }) => {
          const answer = deferred<void>();
          submissions.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { zoneId: 1, productId: 'bottle', values } },
  ).start();
  return { actor, submissions };
}

const fillReview = (actor: ReturnType<typeof startReview>['actor']) => {
  actor.send({ type: 'field.change', field: 'name', value: '王小明' });
  actor.send({ type: 'field.change', field: 'phone', value: '0912 345 678' });
  actor.send({ type: 'field.change', field: 'score', value: '5' });
  actor.send({ type: 'field.change', field: 'message', value: '很好用。' });
};

describe('the comment form machine', () => {
  it('shows a field’s error once left, every error after a submit, and sends nothing invalid', () => {
    const { actor, submissions } = startReview();
    actor.send({ type: 'field.blur', field: 'name' });
    expect(Object.keys(selectVisibleReviewErrors(actor.getSnapshot().context))).toEqual(['name']);
    actor.send({ type: 'review.submit' });
    expect(Object.keys(selectVisibleReviewErrors(actor.getSnapshot().context)).sort()).toEqual(['message', 'name', 'phone', 'score']);
    expect(submissions).toHaveLength(0);
  });

  it('sends the review with up to three photos and ends submitted', async () => {
    const { actor, submissions } = startReview();
    fillReview(actor);
    actor.send({ type: 'photos.add', photos: [photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')] });
    expect(actor.getSnapshot().context.photos.map((picked) => picked.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    actor.send({ type: 'photos.remove', index: 1 });
    actor.send({ type: 'review.submit' });
    expect(submissions[0]!.input).toMatchObject({ productId: 'bottle', values: { name: '王小明', score: 5 }, photos: [{ name: 'a.jpg' }, { name: 'c.jpg' }] });
    submissions[0]!.answer.resolve();
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps everything typed and chosen when the server refuses, and shows its reason by the field', async () => {
    const { actor, submissions } = startReview();
    fillReview(actor);
    actor.send({ type: 'photos.add', photos: [photo('cat.jpg')] });
    actor.send({ type: 'review.submit' });
    submissions[0]!.answer.reject(new SubmitReviewError({ images: { key: 'review.image.notAnImage' } }));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toMatchObject({ name: '王小明', message: '很好用。' });
    expect(actor.getSnapshot().context.photos).toHaveLength(1);
    expect(selectReviewErrors(actor.getSnapshot().context).images).toEqual({ key: 'review.image.notAnImage' });
    // Another photo answers the complaint.
    actor.send({ type: 'photos.remove', index: 0 });
    actor.send({ type: 'photos.add', photos: [photo('real.jpg')] });
    expect(selectReviewErrors(actor.getSnapshot().context).images).toBeUndefined();
  });
});

type ReviewSnapshot = SnapshotFrom<typeof reviewFormMachine>;
const reviewCoverage = new PathCoverage('reviewForm', reviewFormMachine);
describe('generated comment form paths', () => {
  // The shopper has filled in everything but the message.
  const filled = FILLED_REVIEW;
  const { model, paths } = machinePaths(reviewFormMachine, { events: REVIEW_EVENTS, input: { zoneId: 1, productId: 'bottle', values: filled }, serializeState: serializeReview, cover: 'transitions' });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { actor, submissions } = startReview(filled);
    const same = (modelSnapshot: ReviewSnapshot) => expect(serializeReview(actor.getSnapshot())).toBe(serializeReview(modelSnapshot));
    await model.testPath(path, {
      states: { editing: same, submitting: same, submitted: same },
      events: {
        'field.change': ({ event }: { event: unknown }) => void actor.send(event as ReviewFormEvent),
        'field.blur': ({ event }: { event: unknown }) => void actor.send(event as ReviewFormEvent),
        'photos.add': ({ event }: { event: unknown }) => void actor.send(event as ReviewFormEvent),
        'photos.remove': ({ event }: { event: unknown }) => void actor.send(event as ReviewFormEvent),
        'review.submit': () => void actor.send({ type: 'review.submit' }),
        'xstate.done.actor.submitReview': async () => {
          submissions.at(-1)!.answer.resolve();
          await flush();
        },
        'xstate.error.actor.submitReview': async () => {
          submissions.at(-1)!.answer.reject(new Error('offline'));
          await flush();
        },
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') reviewCoverage.recordInitial(step.state);
      else reviewCoverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});

afterAll(() => {
  for (const coverage of [countdownCoverage, claimCoverage, reviewCoverage]) {
    const summary = coverage.report();
    expect(summary.missedTransitions, coverage.name).toEqual([]);
    expect(summary.missedStates, coverage.name).toEqual([]);
  }
});
