import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { promotionActionsMachine, type PromotionActionsEvent } from '../../machines/promotion-actions.machine';
import type { AdminSale } from '../../src/domain/contracts/admin-promotions';
import { flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { PROMOTION_EVENTS, serializePromotion } from '../helpers/promotion-actions-model';
import { startPage } from '../helpers/promotion-actions-page';

// The generated paths of the promotions page; its changes written by hand are in promotion-actions-changes.machine.test.ts.

type Snapshot = SnapshotFrom<typeof promotionActionsMachine>;

const coverage = new PathCoverage('promotionActions', promotionActionsMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated promotion change paths', () => {
  const { model, paths } = machinePaths(promotionActionsMachine, { events: PROMOTION_EVENTS, serializeState: serializePromotion, cover: 'transitions' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(65);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { page, calls } = startPage();
    const same = (modelSnapshot: Snapshot) => expect(serializePromotion(page.getSnapshot())).toBe(serializePromotion(modelSnapshot));
    const send = ({ event }: { event: unknown }) => void page.send(event as PromotionActionsEvent);
    const settle = async (fn: () => void) => {
      fn();
      await flush();
    };
    await model.testPath(path, {
      states: { idle: same, acting: same, done: same, failed: same },
      events: {
        'sale.start': send,
        'sale.end': send,
        'coupon.add': send,
        'coupon.retire': send,
        'soldCount.set': send,
        'xstate.done.actor.applyChange': ({ event }: { event: unknown }) => settle(() => calls.at(-1)!.answer.resolve((event as { output: AdminSale }).output)),
        'xstate.error.actor.applyChange': () => settle(() => calls.at(-1)!.answer.reject(new Error('Refused.'))),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
