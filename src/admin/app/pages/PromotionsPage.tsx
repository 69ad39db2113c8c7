import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { promotionActionsMachine, type PromotionAnswer, type PromotionChange } from '../../../../machines/promotion-actions.machine';
import type { AdminProductSummary } from '../../../domain/contracts/admin-catalog';
import { formatMoney, isCurrencyCode, type CurrencyCode } from '../../../domain/money';
import { parseMajorAmount } from '../../../domain/product-form';
import { PromotionsView, type CouponForm, type SaleForm, type SoldCountForm } from '../../views/PromotionsView';
import { DEFAULT_SOLD_COUNT, MAX_SOLD_COUNT } from '../../../domain/sold-count';
import { MAX_PER_SHOPPER } from '../../../domain/coupons';
import type { Request } from '../api';
import { catalogCalls } from '../catalog-api';
import { failureText } from '../failure';
import { useSites } from '../use-sites';
import { promotionCalls, type AdminCoupon, type AdminSale, type AdminSoldCount } from '../promotions-api';

const emptySale = (): SaleForm => ({ percent: '', startsAt: '', endsAt: '' });
const emptyCoupon = (): CouponForm => ({ kind: 'amount', value: '', minOrder: '', startsAt: '', endsAt: '', totalLimit: '', perShopper: '' });

/** A `datetime-local` value (the operator's own clock) as ISO 8601, or undefined when empty or not a time. */
function isoOf(local: string): string | undefined {
  if (!local) return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

const soldCountFormOf = (count: AdminSoldCount): SoldCountForm => ({ mode: count.mode, fixed: String(count.fixed) });

const wholeIn = (typed: string, min: number, max: number) => (/^\d+$/.test(typed.trim()) && Number(typed) >= min && Number(typed) <= max ? Number(typed) : null);

/**
 * The Promotions section (owners): pick a site and a product, see its flash sales and coupons,
 * start or end a sale, add or retire a coupon, choose the sold count its page shows. A refusal shows the server's message and keeps the form.
 */
export function PromotionsPage({ request, csrfToken }: { request: Request; csrfToken: string }) {
  const intl = useIntl();
  const catalog = useMemo(() => catalogCalls(request, csrfToken), [request, csrfToken]);
  const calls = useMemo(() => promotionCalls(request, csrfToken), [request, csrfToken]);
  const { sites, siteId, setSiteId, error, setError } = useSites(catalog);
  const [products, setProducts] = useState<AdminProductSummary[] | null>(null);
  const [productId, setProductId] = useState<string | null>(null);
  const [sales, setSales] = useState<AdminSale[] | null>(null);
  const [coupons, setCoupons] = useState<AdminCoupon[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saleForm, setSaleForm] = useState(emptySale);
  const [saleError, setSaleError] = useState<string | null>(null);
  const [couponForm, setCouponForm] = useState(emptyCoupon);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [confirmEnd, setConfirmEnd] = useState<string | null>(null);
  const [soldCount, setSoldCount] = useState<AdminSoldCount | null>(null);
  const [soldCountForm, setSoldCountForm] = useState<SoldCountForm>({ mode: 'fixed', fixed: '' });
  const [soldCountError, setSoldCountError] = useState<string | null>(null);

  useEffect(() => {
    if (!siteId) return;
    let current = true;
    setProducts(null);
    setProductId(null);
    catalog
      .products(siteId)
      .then((items) => {
        if (!current) return;
        setProducts(items);
        setProductId(items[0]?.id ?? null);
      })
      .catch((failure: unknown) => {
        if (!current) return;
        setProducts([]);
        setError(failureText(intl, failure));
      });
    return () => {
      current = false;
    };
  }, [catalog, intl, siteId]);

  useEffect(() => {
    if (!productId) return;
    let current = true;
    setSales(null);
    setCoupons(null);
    setSoldCount(null);
    setSoldCountError(null);
    Promise.all([calls.sales(productId), calls.coupons(productId), calls.soldCount(productId)])
      .then(([foundSales, foundCoupons, foundSoldCount]) => {
        if (!current) return;
        setSales(foundSales);
        setCoupons(foundCoupons);
        setSoldCount(foundSoldCount);
        setSoldCountForm(soldCountFormOf(foundSoldCount));
      })
      .catch((failure: unknown) => {
        if (!current) return;
        setSales([]);
        setCoupons([]);
        setError(failureText(intl, failure));
      });
    return () => {
      current = false;
    };
  }, [calls, intl, productId]);

  const site = sites?.find((candidate) => candidate.id === siteId) ?? null;
  const currency: CurrencyCode | null = site && isCurrencyCode(site.currency) ? site.currency : null;
  const money = (minor: number) => (currency ? formatMoney(minor, currency, site!.language) : String(minor));

  // The change being sent, and its answer, are the promotion-actions machine's; the forms stay here.
  const reportRef = useRef<(change: PromotionChange, answer: PromotionAnswer) => void>(() => {});
  const changes = useActorRef(
    promotionActionsMachine.provide({
      actors: {
        applyChange: fromPromise(async ({ input }: { input: PromotionChange }): Promise<PromotionAnswer> => {
          try {
            if (input.type === 'soldCount.set') return await calls.setSoldCount(input.productId, input.choice);
            if (input.type === 'sale.start') return await calls.startSale(input.productId, input.sale);
            if (input.type === 'sale.end') return await calls.endSale(input.productId, input.saleId);
            if (input.type === 'coupon.add') return await calls.addCoupon(input.coupon);
            return await calls.retireCoupon(input.couponId);
          } catch (failure) {
            throw new Error(failureText(intl, failure));
          }
        }),
      },
      actions: { reportChange: ({ context }) => reportRef.current(context.change!, context.answer!) },
    }),
  );
  const machine = useSelector(
    changes,
    (snapshot) => ({
      acting: snapshot.matches('acting') ? snapshot.context.change : null,
      failed: snapshot.matches('failed') ? { type: snapshot.context.change!.type, message: snapshot.context.message ?? intl.formatMessage({ id: 'error.network' }) } : null,
    }),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  reportRef.current = (change, answer) => {
    if (change.type === 'sale.start') {
      const sale = answer as AdminSale;
      setSales((shown) => [sale, ...(shown ?? [])]);
      setSaleForm(emptySale());
      setNotice(intl.formatMessage({ id: 'promotions.saleStarted' }, { percent: sale.percentOff }));
    } else if (change.type === 'sale.end') {
      const ended = answer as AdminSale;
      setSales((shown) => shown?.map((sale) => (sale.id === ended.id ? ended : sale)) ?? null);
      setConfirmEnd(null);
      setNotice(intl.formatMessage({ id: 'promotions.saleEnded' }));
    } else if (change.type === 'coupon.add') {
      setCoupons((shown) => [answer as AdminCoupon, ...(shown ?? [])]);
      setCouponForm(emptyCoupon());
      setNotice(intl.formatMessage({ id: 'promotions.couponAdded' }));
    } else if (change.type === 'soldCount.set') {
      const saved = answer as AdminSoldCount;
      setSoldCount(saved);
      setSoldCountForm(soldCountFormOf(saved));
      setNotice(intl.formatMessage({ id: 'promotions.soldCountSaved' }, { count: saved.shown }));
    } else {
      const retired = answer as AdminCoupon;
      setCoupons((shown) => shown?.map((coupon) => (coupon.id === retired.id ? retired : coupon)) ?? null);
      setNotice(intl.formatMessage({ id: 'promotions.couponRetired' }));
    }
  };
  const send = (change: PromotionChange) => {
    setNotice(null);
    setError(null);
    changes.send(change);
  };
  const acting = machine.acting;
  const busy = !acting
    ? null
    : acting.type === 'sale.start'
      ? 'sale'
      : acting.type === 'coupon.add'
        ? 'coupon'
        : acting.type === 'soldCount.set'
          ? 'soldCount'
          : acting.type === 'sale.end'
            ? acting.saleId
            : acting.couponId;
  const failedOn = (types: readonly PromotionChange['type'][]) => (machine.failed && types.includes(machine.failed.type) ? machine.failed.message : null);

  const startSale = () => {
    if (!productId) return;
    const percentOff = wholeIn(saleForm.percent, 1, 99);
    const endsAt = isoOf(saleForm.endsAt);
    const startsAt = isoOf(saleForm.startsAt);
    if (percentOff === null) return setSaleError(intl.formatMessage({ id: 'promotions.invalidPercent' }));
    if (!endsAt || (saleForm.startsAt && !startsAt)) return setSaleError(intl.formatMessage({ id: 'promotions.invalidEnd' }));
    if (startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) return setSaleError(intl.formatMessage({ id: 'promotions.invalidEnd' }));
    setSaleError(null);
    send({ type: 'sale.start', productId, sale: { percentOff, endsAt, ...(startsAt ? { startsAt } : {}) } });
  };

  const endSale = (saleId: string) => {
    if (!productId) return;
    send({ type: 'sale.end', productId, saleId });
  };

  const addCoupon = () => {
    if (!productId || !currency) return;
    const value = couponForm.kind === 'percent' ? wholeIn(couponForm.value, 1, 99) : parseMajorAmount(couponForm.value, currency);
    const minOrder = couponForm.minOrder.trim() === '' ? 0 : parseMajorAmount(couponForm.minOrder, currency);
    const totalLimit = couponForm.totalLimit.trim() === '' ? undefined : wholeIn(couponForm.totalLimit, 1, 100_000_000);
    const perShopperLimit = couponForm.perShopper.trim() === '' ? undefined : wholeIn(couponForm.perShopper, 1, MAX_PER_SHOPPER);
    const startsAt = isoOf(couponForm.startsAt);
    const endsAt = isoOf(couponForm.endsAt);
    const invalid = (id: string) => setCouponError(intl.formatMessage({ id }));
    if (value === null || value < 1) return invalid(couponForm.kind === 'percent' ? 'promotions.invalidPercent' : 'promotions.invalidAmount');
    if (minOrder === null) return invalid('promotions.invalidAmount');
    if (couponForm.kind === 'amount' && minOrder > 0 && value >= minOrder) return invalid('promotions.invalidAmountOver');
    if (totalLimit === null) return invalid('promotions.invalidLimit');
    if (perShopperLimit === null) return invalid('promotions.invalidPerShopper');
    if ((couponForm.startsAt && !startsAt) || (couponForm.endsAt && !endsAt) || (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))) return invalid('promotions.invalidEnd');
    setCouponError(null);
    send({ type: 'coupon.add', coupon: { productId, kind: couponForm.kind, value, minOrder, ...(startsAt ? { startsAt } : {}), ...(endsAt ? { endsAt } : {}), ...(totalLimit ? { totalLimit } : {}), ...(perShopperLimit ? { perShopperLimit } : {}) } });
  };

  const retire = (couponId: string) => send({ type: 'coupon.retire', couponId });

  const saveSoldCount = () => {
    if (!productId) return;
    if (soldCountForm.mode !== 'fixed') {
      setSoldCountError(null);
      return send({ type: 'soldCount.set', productId, choice: { mode: soldCountForm.mode } });
    }
    const fixed = wholeIn(soldCountForm.fixed, 0, MAX_SOLD_COUNT);
    if (fixed === null) return setSoldCountError(intl.formatMessage({ id: 'promotions.invalidSoldCount' }));
    setSoldCountError(null);
    send({ type: 'soldCount.set', productId, choice: { mode: 'fixed', fixed } });
  };

  return (
    <PromotionsView
      sites={sites?.map((candidate) => ({ id: candidate.id, label: `${candidate.name} · ${candidate.host} · ${candidate.currency}` })) ?? null}
      siteId={siteId}
      products={products?.map((product) => ({ id: product.id, label: `${product.title} · /${product.id}` })) ?? null}
      productId={productId}
      currency={currency}
      sales={sales}
      coupons={
        coupons?.map((coupon) => ({
          id: coupon.id,
          kind: coupon.kind,
          value: coupon.kind === 'percent' ? `${coupon.value}%` : money(coupon.value),
          minOrder: money(coupon.minOrder),
          startsAt: coupon.startsAt,
          endsAt: coupon.endsAt,
          totalLimit: coupon.totalLimit,
          perShopperLimit: coupon.perShopperLimit,
          claimed: coupon.claimed,
          status: coupon.status,
        })) ?? null
      }
      soldCount={soldCount && { mode: soldCount.mode, real: soldCount.real, shown: soldCount.shown, standard: DEFAULT_SOLD_COUNT }}
      soldCountForm={soldCountForm}
      soldCountError={soldCountError ?? failedOn(['soldCount.set'])}
      error={error ?? failedOn(['sale.end', 'coupon.retire'])}
      notice={notice}
      busy={busy}
      saleForm={saleForm}
      saleError={saleError ?? failedOn(['sale.start'])}
      couponForm={couponForm}
      couponError={couponError ?? failedOn(['coupon.add'])}
      confirmEnd={confirmEnd}
      onSite={(id) => {
        setError(null);
        setNotice(null);
        setSiteId(id);
      }}
      onProduct={(id) => {
        setError(null);
        setNotice(null);
        setConfirmEnd(null);
        setProductId(id);
      }}
      onSaleForm={setSaleForm}
      onStartSale={startSale}
      onEndAsk={setConfirmEnd}
      onEndSale={endSale}
      onCouponForm={setCouponForm}
      onAddCoupon={addCoupon}
      onRetire={retire}
      onSoldCountForm={setSoldCountForm}
      onSaveSoldCount={saveSoldCount}
    />
  );
}
