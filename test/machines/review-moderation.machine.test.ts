import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { reviewModerationMachine, type ReviewModerationEvent } from '../../machines/review-moderation.machine';
import type { AdminReview } from '../../src/domain/contracts/admin-reviews';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { APPROVED_REVIEW, HIDDEN_REVIEW, MODERATION_EVENTS, PENDING_REVIEW, REPLIED_REVIEW, serializeModeration } from '../helpers/review-moderation-model';

const pending = PENDING_REVIEW;
const approved = APPROVED_REVIEW;
const hidden = HIDDEN_REVIEW;
const replied = REPLIED_REVIEW;

type Call = { input: { id: string; text: string }; answer: ReturnType<typeof deferred<AdminReview>> };

function startItem(review: AdminReview = pending) {
  const calls: Record<'approveReview' | 'hideReview' | 'replyToReview', Call[]> = { approveReview: [], hideReview: [], replyToReview: [] };
  const reported: AdminReview[] = [];
  const actor = (name: keyof typeof calls) =>
    fromPromise<AdminReview, { id: string; text: string }>(({ input }) => {
      const answer = deferred<AdminReview>();
      calls[name].push({ input, answer });
      return answer.promise;
    });
  const item = createActor(
    reviewModerationMachine.provide({
      actors: { approveReview: actor('approveReview'), hideReview: actor('hideReview'), replyToReview: actor('replyToReview') },
      actions: { reportReview: ({ context }) => void reported.push(context.review) },
    }),
    { input: { review } },
  );
  item.start();
  return { item, calls, reported };
}

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

type Snapshot = SnapshotFrom<typeof reviewModerationMachine>;

const coverage = new PathCoverage('reviewModeration', reviewModerationMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated review moderation paths', () => {
  const { model, paths } = machinePaths(reviewModerationMachine, { events: MODERATION_EVENTS, input: { review: pending }, serializeState: serializeModeration, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(197);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { item, calls } = startItem();
    const same = (modelSnapshot: Snapshot) => expect(serializeModeration(item.getSnapshot())).toBe(serializeModeration(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void item.send(event as ReviewModerationEvent);
    const settle = async (fn: () => void) => {
      fn();
      await flush();
    };
    const done = (name: keyof typeof calls) => ({ event }: { event: unknown }) => settle(() => calls[name].at(-1)!.answer.resolve((event as { output: AdminReview }).output));
    const error = (name: keyof typeof calls) => () => settle(() => calls[name].at(-1)!.answer.reject(new Error('Not found.')));
    await model.testPath(path, {
      states: { idle: same, 'acting.approve': same, 'acting.hide': same, 'acting.reply': same, done: same, failed: same },
      events: {
        'review.approve': send,
        'review.hide': send,
        'reply.open': send,
        'reply.cancel': send,
        'reply.change': send,
        'review.reply': send,
        'xstate.done.actor.approveReview': done('approveReview'),
        'xstate.error.actor.approveReview': error('approveReview'),
        'xstate.done.actor.hideReview': done('hideReview'),
        'xstate.error.actor.hideReview': error('hideReview'),
        'xstate.done.actor.replyToReview': done('replyToReview'),
        'xstate.error.actor.replyToReview': error('replyToReview'),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
