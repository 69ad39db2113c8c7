import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductCoupon } from '../../domain/product';
import type { CouponView } from '../../views/CouponList';
import { useOptionalServices } from '../providers/services';
import { fetchShopperCoupons } from '../../api/coupons';

type ClaimActor = ReturnType<typeof import('../actors/coupon-actor').startCouponClaim>;

/**
 * The landing page's coupons: listed from the product (server-rendered as obtainable); each
 * coupon's state is its coupon claim machine's. The machine (loaded only when needed) starts
 * received for a coupon the server says this shopper has, and obtainable on the first tap of one
 * they have not. The server's answer to a claim shows as a toast.
 */
export function useCoupons(productId: string, coupons: readonly ProductCoupon[]): { views: CouponView[]; claim: (id: string) => void } {
  const services = useOptionalServices();
  const intl = useIntl();
  const [states, setStates] = useState<Record<string, CouponView['state']>>({});
  const actors = useRef(new Map<string, ClaimActor>());
  const live = useRef(true);

  /** The coupon's machine, started once: received when the server said so, else obtainable. */
  const actorFor = useCallback(
    async (id: string, received: boolean): Promise<ClaimActor | null> => {
      if (!services) return null;
      const { startCouponClaim } = await import('../actors/coupon-actor');
      if (!live.current) return null;
      const running = actors.current.get(id);
      if (running) return running;
      const actor = startCouponClaim(services.api, id, received);
      actors.current.set(id, actor);
      actor.subscribe((snapshot) => {
        setStates((current) => ({ ...current, [id]: snapshot.value as CouponView['state'] }));
        const notice = snapshot.context.notice;
        // Dismissed once shown; a notice the machine would not let go is not sent again and again.
        if (notice && snapshot.can({ type: 'notice.dismiss' })) {
          services.toasts.show(intl.formatMessage({ id: notice === 'failed' ? 'coupon.failed' : notice === 'received' ? 'coupon.received' : 'coupon.alreadyReceived' }));
          actor.send({ type: 'notice.dismiss' });
        }
      });
      setStates((current) => ({ ...current, [id]: actor.getSnapshot().value as CouponView['state'] }));
      return actor;
    },
    [services, intl],
  );

  useEffect(() => {
    if (!services || coupons.length === 0) return;
    live.current = true;
    void fetchShopperCoupons(services.api, productId).then((theirs) => {
      if (!live.current || !theirs) return;
      for (const coupon of theirs) if (coupon.received) void actorFor(coupon.id, true);
    });
    const running = actors.current;
    return () => {
      live.current = false;
      for (const actor of running.values()) actor.stop();
      running.clear();
    };
  }, [services, productId, coupons.length, actorFor]);

  // The machine takes a claim only where one is allowed (obtainable, or failed: a retry).
  const claim = useCallback((id: string) => void actorFor(id, false).then((actor) => actor?.send({ type: 'coupon.claim' })), [actorFor]);

  return { views: coupons.map((coupon) => ({ ...coupon, state: states[coupon.id] ?? 'obtainable' })), claim };
}
