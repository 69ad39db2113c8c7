import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { couponClaimMachine, type ClaimAnswer } from '../../machines/coupon-claim.machine';
import { deferred, flush } from '../helpers/deferred';

/**
 * What the shopper notices of a coupon claim, hand-written and apart from the generated paths of
 * storefront.machines.test.ts (generated at load from the machine itself: a mutated machine that
 * cannot be walked fails that whole file before any test runs).
 */
function startClaim() {
  const calls: ReturnType<typeof deferred<ClaimAnswer>>[] = [];
  const inputs: { couponId: string }[] = [];
  const actor = createActor(
    couponClaimMachine.provide({
      actors: {
        claimCoupon: fromPromise<ClaimAnswer, { couponId: string }>(({ input }) => {
          inputs.push(input);
          calls.push(deferred<ClaimAnswer>());
          return calls.at(-1)!.promise;
        }),
      },
    }),
    { input: { couponId: 'c1', received: false } },
  ).start();
  return { actor, calls, inputs };
}

describe('claiming a coupon', () => {
  it('claims the coupon the page shows, with no notice before the server answers', () => {
    const { actor, inputs } = startClaim();
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'coupon.claim' });
    expect(inputs).toEqual([{ couponId: 'c1' }]);
    expect(actor.getSnapshot().children.claimCoupon, 'the claim runs under its name').toBeDefined();
  });

  it('lets the page dismiss the "received" notice, and the coupon stays received', async () => {
    const { actor, calls } = startClaim();
    actor.send({ type: 'coupon.claim' });
    calls[0]!.resolve('received');
    await flush();
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().value).toBe('received');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('tells the claim failed, never received, when the page was given no way to claim', async () => {
    const actor = createActor(couponClaimMachine, { input: { couponId: 'c1', received: false } }).start();
    actor.send({ type: 'coupon.claim' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.notice).toBe('failed');
  });
});
