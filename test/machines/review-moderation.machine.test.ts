import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { reviewModerationMachine, type ReviewModerationEvent } from '../../machines/review-moderation.machine';
import type { AdminReview } from '../../src/domain/contracts/admin-reviews';
import { flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { MODERATION_EVENTS, PENDING_REVIEW, serializeModeration } from '../helpers/review-moderation-model';
import { startItem } from '../helpers/review-moderation-item';

// The generated paths of moderating a review; the actions written by hand are in review-moderation-actions.machine.test.ts.

const pending = PENDING_REVIEW;

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
