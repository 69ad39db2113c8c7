import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { promotionActionsMachine, type PromotionActionsEvent, type PromotionAnswer, type PromotionChange } from '../../machines/promotion-actions.machine';
import type { AdminSale } from '../../src/domain/contracts/admin-promotions';
import { deferred, flush } from '../helpers/deferred';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { PROMOTION_EVENTS, PROMOTION_SALE, START_SALE, serializePromotion } from '../helpers/promotion-actions-model';

const sale = PROMOTION_SALE;
const startSale = START_SALE;

type Answer = ReturnType<typeof deferred<PromotionAnswer>>;

function startPage() {
  const calls: { input: PromotionChange; answer: Answer }[] = [];
  const reported: (PromotionAnswer)[] = [];
  const page = createActor(
    promotionActionsMachine.provide({
      actors: {
        applyChange: fromPromise<PromotionAnswer, PromotionChange>(({ input }) => {
          const answer = deferred<PromotionAnswer>();
          calls.push({ input, answer });
          return answer.promise;
        }),
      },
      actions: { reportChange: ({ context }) => void reported.push(context.answer!) },
    }),
  );
  page.start();
  return { page, calls, reported };
}

describe('the promotions page’s changes', () => {
  it('sends a sale and reports it as the server answers it', async () => {
    const { page, calls, reported } = startPage();
    page.send(startSale);
    expect(page.getSnapshot().value).toBe('acting');
    expect(calls[0]!.input).toEqual(startSale);
    calls[0]!.answer.resolve(sale);
    await flush();
    expect(page.getSnapshot().value).toBe('done');
    expect(reported).toEqual([sale]);
  });

  it('keeps the change and the server’s message on a refusal, and sends it again', async () => {
    const { page, calls } = startPage();
    page.send(startSale);
    calls[0]!.answer.reject(new Error('Another sale overlaps.'));
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(page.getSnapshot().context).toMatchObject({ change: startSale, message: 'Another sale overlaps.' });
    page.send(startSale);
    expect(page.getSnapshot().context.message).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('ignores another change while one is being sent', () => {
    const { page, calls } = startPage();
    page.send(startSale);
    page.send({ type: 'coupon.retire', couponId: 'cp-1' });
    expect(calls).toHaveLength(1);
    expect(page.getSnapshot().context.change).toEqual(startSale);
  });
});

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
