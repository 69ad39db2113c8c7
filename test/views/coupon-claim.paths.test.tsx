import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { ProductPage } from '../../src/app/pages/ProductPage';
import { couponClaimMachine, type CouponClaimEvent } from '../../machines/coupon-claim.machine';
import { COUPON_RECEIVED_CODE } from '../../src/app/actors/coupon-actor';
import type { ApiResult } from '../../src/api/client';
import { deferred, flush } from '../helpers/deferred';
import { testProduct } from '../helpers/fixtures';
import { machinePaths } from '../helpers/model-paths';
import { messages, renderPage } from '../helpers/render-page';
import { settle, viewCoverage } from '../helpers/view-paths';

afterEach(cleanup);

type Answer = ReturnType<typeof deferred<ApiResult<unknown>>>;
const COUPON = { id: 'c1', threshold: 100000, amount: 10000 };

/** The landing page with one coupon; the server says whether this shopper already has it. */
async function renderLanding(received: boolean) {
  const claims: Answer[] = [];
  const view = renderPage(<ProductPage productId={null} />, {
    product: testProduct({ coupons: [COUPON] }),
    path: '/',
    api: (apiPath) => {
      if (apiPath === '/consumer/coupons') return { ok: true, data: { coupons: [{ ...COUPON, received, redeemed: false }] } };
      if (apiPath !== '/consumer/coupons/claim') return undefined;
      const answer = deferred<ApiResult<unknown>>();
      claims.push(answer);
      return answer.promise;
    },
  });
  // The shopper's coupons answer, and the claim machine (loaded when needed) starts.
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await flush();
  });
  return { ...view, claims };
}

/** A tap loads the claim machine first (a module import): let it and React catch up. */
const tap = () =>
  act(async () => {
    const button = within(screen.getByTestId('coupon-c1')).queryByRole('button');
    if (button) fireEvent.click(button);
    for (let round = 0; round < 5; round += 1) await flush();
  });

type Snapshot = SnapshotFrom<typeof couponClaimMachine>;
const NOTICES = { received: 'coupon.received', alreadyReceived: 'coupon.alreadyReceived', failed: 'coupon.failed' } as const;
const EVENTS = [
  { type: 'coupon.claim' },
  { type: 'notice.dismiss' },
  { type: 'xstate.done.actor.claimCoupon', output: 'received' },
  { type: 'xstate.done.actor.claimCoupon', output: 'alreadyReceived' },
  { type: 'xstate.error.actor.claimCoupon', error: new Error('offline') },
] as unknown as CouponClaimEvent[];
const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, notice: snapshot.context.notice });

const coverage = viewCoverage('couponClaim', couponClaimMachine);

describe.each([false, true])('generated coupon claim paths, replayed on the landing page (the shopper already has it: %s)', (received) => {
  const { model, paths } = machinePaths(couponClaimMachine, { events: EVENTS, input: { couponId: COUPON.id, received }, serializeState: serialize, cover: 'states, then every transition' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(received ? 2 : 8);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { claims, services } = await renderLanding(received);
    const coupon = () => screen.getByTestId('coupon-c1');
    const toasts = () => services.toasts.getSnapshot().map((toast) => toast.message);
    const expectState = (modelSnapshot: Snapshot) => {
      const button = within(coupon()).queryByRole('button');
      if (modelSnapshot.matches('received')) {
        expect(coupon().textContent).toContain(messages['coupon.receivedBadge']);
        expect(button).toBeNull();
      } else {
        expect(button!.textContent).toBe(messages[modelSnapshot.matches('failed') ? 'coupon.retry' : 'coupon.claim']);
        expect(button!.hasAttribute('disabled')).toBe(modelSnapshot.matches('claiming'));
      }
      // The page shows each notice as a toast and dismisses it from the machine at once.
      const { notice } = modelSnapshot.context;
      if (notice) expect(toasts().at(-1)).toBe(messages[NOTICES[notice]]);
      if (modelSnapshot.matches('obtainable')) expect(toasts()).toEqual([]);
    };
    await model.testPath(path, {
      states: { obtainable: expectState, claiming: expectState, received: expectState, failed: expectState },
      events: {
        'coupon.claim': tap,
        // Nothing to do: the page dismissed the notice itself once it showed it.
        'notice.dismiss': () => {},
        'xstate.done.actor.claimCoupon': ({ event }: { event: unknown }) =>
          settle(() =>
            claims.at(-1)!.resolve(
              (event as { output: string }).output === 'received'
                ? { ok: true, data: { received: true } }
                : { ok: false, reason: 'business', code: COUPON_RECEIVED_CODE, status: 409, message: 'already', data: null },
            ),
          ),
        'xstate.error.actor.claimCoupon': () => settle(() => claims.at(-1)!.resolve({ ok: false, reason: 'network', message: 'offline' })),
      } as never,
    });
    coverage.recordPath(path);
  });
});
