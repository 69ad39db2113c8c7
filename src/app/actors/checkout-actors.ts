import { fromCallback, fromPromise } from 'xstate';
import { checkoutMachine, type CheckoutEvent, type CheckoutInput } from '../../../machines/checkout.machine';
import { fetchShopperCoupons } from '../../api/coupons';
import { searchStores } from '../../api/orders';
import { sendCode, verifyCode } from '../../api/verification';
import type { SendCodeInput, VerifyCodeInput } from '../../domain/verification';
import { isUsableCoupon } from '../../domain/coupons';
import type { PickupStore } from '../../domain/order';
import { PICKUP_BRANDS, type PickupBrand } from '../../domain/pickup-brands';
import type { Coupon } from '../../domain/pricing';
import type { Sale } from '../../domain/product';
import type { SubmitOrderInput } from '../../domain/submit-order';
import type { Services } from '../providers/services';
import { SESSION_KEYS } from '../services/storage';
import { followCountdownLater } from './lazy-countdown';
import { leadNotes } from './checkout-lead';

/** The choices of a form, kept with its draft so a reload keeps them too. */
export type DraftChoices = Pick<CheckoutInput, 'deliveryMethod' | 'paymentMethod' | 'store'>;

export interface CheckoutEffects {
  services: Services;
  /** Whose draft: the product's, or the cart's. */
  draftOwner: string;
  /** When the page was rendered (server time, ms): the sale's end is counted on the server's clock. */
  serverTime: number;
  /** The page's query when it opened: back from a store map it names the store (`storeBrand`, `storeId`). */
  search: string;
  /** The page's address without the store map's parameters, once they are read. */
  replaceSearch: (search: string) => void;
  /** The shopper's message when the store picked on the map is not found. */
  mapFailedMessage: () => string;
  /** Whether consent allows an abandoned-form lead now (src/domain/leads.ts `leadsAllowed`). */
  leadsAllowed: () => boolean;
}

/** The store a chain's map sent the shopper back with (`?storeBrand=&storeId=`), if the page's query names one. */
function storePickedOnMap(search: string): { brand: PickupBrand; id: string } | null {
  const params = new URLSearchParams(search);
  const brand = params.get('storeBrand') as PickupBrand | null;
  const id = params.get('storeId');
  return brand && id && PICKUP_BRANDS.includes(brand) ? { brand, id } : null;
}

/** Whether the page opened back from a chain's store map (its delivery step shows the store picked there). */
export const isBackFromStoreMap = (search: string): boolean => storePickedOnMap(search) !== null;

/** The draft a checkout starts from: what was typed and chosen before a reload. */
export function restoredDraft(services: Services, draftOwner: string): Pick<CheckoutInput, 'recipient' | keyof DraftChoices> {
  return {
    recipient: services.session.get<CheckoutInput['recipient']>(SESSION_KEYS.draft(draftOwner)) ?? undefined,
    ...services.session.get<DraftChoices>(SESSION_KEYS.draftChoices(draftOwner)),
  };
}

/** The checkout machine with the browser's effects: HTTP, the session's draft, the sale's countdown, the URL. */
export function checkoutWithEffects({ services, draftOwner, serverTime, search, replaceSearch, mapFailedMessage, leadsAllowed }: CheckoutEffects) {
  const draftKey = SESSION_KEYS.draft(draftOwner);
  const leads = leadNotes(services, leadsAllowed);
  const choicesKey = SESSION_KEYS.draftChoices(draftOwner);
  return checkoutMachine.provide({
    actors: {
      // The link the shopper came in by (`/{token}/{id}`) goes with the order: its attribution.
      submitOrder: fromPromise(({ input }: { input: SubmitOrderInput }) => services.submitOrder({ ...input, attribution: services.session.get<string>(SESSION_KEYS.attribution) })),
      loadCoupons: fromPromise(async ({ input }: { input: { productIds: readonly string[] } }): Promise<readonly Coupon[]> => {
        const lists = await Promise.all(input.productIds.map((id) => fetchShopperCoupons(services.api, id)));
        return lists.flatMap((list) => list ?? []).filter(isUsableCoupon).map(({ id, threshold, amount, percentOff }) => ({ id, threshold, amount, ...(percentOff === undefined ? {} : { percentOff }) }));
      }),
      watchSaleEnd: fromCallback<CheckoutEvent, { productId: string; sale: Sale | null }>(({ input, sendBack }) => watchSaleEnd(input, serverTime, () => sendBack({ type: 'sale.end', productId: input.productId }))),
      findStoreFromMap: fromPromise(({ signal }) => findStoreFromMap(services, search, signal, replaceSearch)),
      sendCode: fromPromise(({ input }: { input: SendCodeInput }) => sendCode(services.api, input)),
      verifyCode: fromPromise(({ input }: { input: VerifyCodeInput }) => verifyCode(services.api, input)),
    },
    actions: {
      saveDraft: ({ context }) => {
        services.session.set(draftKey, context.recipient);
        const { deliveryMethod, paymentMethod, store } = context;
        services.session.set(choicesKey, { deliveryMethod, paymentMethod, store } satisfies DraftChoices);
      },
      clearDraft: () => {
        services.session.remove(draftKey);
        services.session.remove(choicesKey);
      },
      reportMapFailure: () => services.toasts.show(mapFailedMessage()),
      noteLead: ({ context }) => leads.note(context),
      dropLead: () => leads.drop(),
    },
  });
}

/** Calls `ended` once the sale is over: at once when it ended before the page was made, else when its countdown reaches the end. */
function watchSaleEnd({ sale }: { sale: Sale | null }, serverTime: number, ended: () => void): (() => void) | undefined {
  const endsAt = sale ? Date.parse(sale.endsAt) : Number.NaN;
  if (endsAt <= serverTime) ended();
  else if (sale) return followCountdownLater(endsAt, serverTime, () => {}, ended);
  return undefined;
}

/**
 * Back from a logistics provider's store map (`?storeBrand=&storeId=`): the store picked there, or
 * null when the page did not come from a map. The address loses the parameters (a reload must not
 * choose the store again over a later choice). Fails when the store is not found.
 */
async function findStoreFromMap(services: Services, search: string, signal: AbortSignal, replaceSearch: (search: string) => void): Promise<PickupStore | null> {
  const picked = storePickedOnMap(search);
  if (!picked) return null;
  const { brand, id } = picked;
  const params = new URLSearchParams(search);
  const result = await searchStores(services.api, brand, { id });
  if (signal.aborted) return null;
  params.delete('storeBrand');
  params.delete('storeId');
  replaceSearch(params.size > 0 ? `?${params}` : '');
  const store = result.ok ? result.data.stores[0] : undefined;
  if (!store) throw new Error(`store ${brand} ${id} not found`);
  return { brand, id: store.id, name: store.name, address: store.address };
}
