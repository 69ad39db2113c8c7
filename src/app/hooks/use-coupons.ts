import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductCoupon } from '../../domain/product';
import type { CouponView } from '../../views/CouponList';
import { useOptionalServices } from '../providers/services';
import { fetchShopperCoupons } from '../../api/coupons';

/**
 * The landing page's coupons: listed from the product (server-rendered as obtainable), marked
 * received once the server says which this shopper has; a tap claims one through its coupon
 * claim machine (loaded on the first tap). The server's answer shows as a toast.
 */
export function useCoupons(productId: string, coupons: readonly ProductCoupon[]): { views: CouponView[]; claim: (id: string) => void } {
  const services = useOptionalServices();
  const intl = useIntl();
  const [states, setStates] = useState<Record<string, CouponView['state']>>({});
  const actors = useRef(new Map<string, { stop(): void }>());

  useEffect(() => {
    if (!services || coupons.length === 0) return;
    let live = true;
    void fetchShopperCoupons(services.api, productId).then((theirs) => {
      if (!live || !theirs) return;
      setStates((current) => ({ ...Object.fromEntries(theirs.filter((coupon) => coupon.received).map((coupon) => [coupon.id, 'received' as const])), ...current }));
    });
    const running = actors.current;
    return () => {
      live = false;
      for (const actor of running.values()) actor.stop();
      running.clear();
    };
  }, [services, productId, coupons.length]);

  const claim = useCallback(
    (id: string) => {
      if (!services || actors.current.has(id) && states[id] !== 'failed') return;
      void import('../actors/coupon-actor').then(({ startCouponClaim }) => {
        let actor = actors.current.get(id) as ReturnType<typeof startCouponClaim> | undefined;
        if (!actor) {
          actor = startCouponClaim(services.api, id);
          actors.current.set(id, actor);
          actor.subscribe((snapshot) => {
            const state = snapshot.value === 'start' ? 'obtainable' : (snapshot.value as CouponView['state']);
            setStates((current) => ({ ...current, [id]: state }));
            const notice = snapshot.context.notice;
            if (notice) {
              services.toasts.show(intl.formatMessage({ id: notice === 'failed' ? 'coupon.failed' : notice === 'received' ? 'coupon.received' : 'coupon.alreadyReceived' }));
              actor!.send({ type: 'notice.dismiss' });
            }
          });
        }
        actor.send({ type: 'coupon.claim' });
      });
    },
    [services, states, intl],
  );

  return { views: coupons.map((coupon) => ({ ...coupon, state: states[coupon.id] ?? 'obtainable' })), claim };
}
