import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { promotionActionsMachine, type PromotionChange } from '../../../machines/promotion-actions.machine';
import { AdminApiError, type Request } from '../../../src/admin/app/api';
import { PromotionsPage } from '../../../src/admin/app/pages/PromotionsPage';
import { adminText, renderAdmin } from '../../helpers/admin-intl';
import { deferred, flush } from '../../helpers/deferred';
import { machinePaths } from '../../helpers/model-paths';
import { settle, viewCoverage } from '../../helpers/view-paths';
import { PROMOTION_EVENTS, PROMOTION_REFUSAL, PROMOTION_SALE, serializePromotion } from '../../helpers/promotion-actions-model';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof promotionActionsMachine>;
type Answer = ReturnType<typeof deferred<unknown>>;
const said = adminText;

const site = { id: 'site-pl', host: 'pl.localhost', name: 'Doorstep PL', zone: 9, currency: 'PLN', language: 'pl' };
const product = { id: 'lampka', title: 'Lampka', price: 4999, skuCount: 1, status: 'active', listedAt: '2026-11-20T10:00:00.000Z' };
const running = { ...PROMOTION_SALE, state: 'running' };
const coupon = { id: 'cp-1', productId: 'lampka', kind: 'percent', value: 15, minOrder: 0, status: 'active', startsAt: null, endsAt: null, totalLimit: null, perShopperLimit: 1, claimed: 3, redeemed: 1, createdAt: '2026-11-24T10:00:00.000Z' };
const soldCount = { productId: 'lampka', mode: 'fixed', fixed: 120, real: 7, shown: 120 };

/** What the server answers each change with when it goes through. */
let started = 0;
const answerTo = (change: PromotionChange['type']) =>
  change === 'sale.start'
    ? { ...PROMOTION_SALE, id: `sale-new-${++started}` }
    : change === 'sale.end'
      ? { ...running, state: 'ended' }
      : change === 'coupon.add'
        ? { ...coupon, id: `cp-new-${++started}` }
        : change === 'coupon.retire'
          ? { ...coupon, status: 'retired' }
          : { ...soldCount, mode: 'real', shown: 7 };
const noticeOf = (change: PromotionChange['type']) =>
  change === 'sale.start'
    ? said('promotions.saleStarted', { percent: PROMOTION_SALE.percentOff })
    : change === 'sale.end'
      ? said('promotions.saleEnded')
      : change === 'coupon.add'
        ? said('promotions.couponAdded')
        : change === 'coupon.retire'
          ? said('promotions.couponRetired')
          : said('promotions.soldCountSaved', { count: 7 });

/** The Promotions page on the one product, with a running sale, an active coupon and a fixed sold count; each change waits for the test to answer it. */
async function renderPromotions() {
  const answers: Answer[] = [];
  const request = (async (method: string, path: string) => {
    if (method === 'GET') {
      if (path === '/sites') return { items: [site] };
      if (path.startsWith('/products?')) return { items: [product] };
      if (path.endsWith('/sales')) return { sales: [running] };
      if (path.startsWith('/coupons?')) return { coupons: [coupon] };
      if (path.endsWith('/sold-count')) return soldCount;
    }
    const answer = deferred<unknown>();
    answers.push(answer);
    return answer.promise;
  }) as Request;
  renderAdmin(<PromotionsPage request={request} csrfToken="csrf" />);
  for (let i = 0; i < 3; i += 1) await act(flush);
  screen.getByTestId('sold-count-shown');
  return answers;
}

const form = (titleId: string) => screen.getByRole('form', { name: said(titleId) });
const button = (name: string) => screen.queryByRole('button', { name });
const alertIn = (element: HTMLElement) => within(element).getAllByRole('alert')[0]!.textContent;
const soldCountForm = () => screen.getByTestId('sold-count-shown').closest('form')!;
/** Where the page shows a refusal of each change: beside its form, or at the top for the table's buttons. */
const refusalShown = (change: PromotionChange['type']) =>
  change === 'sale.start' ? alertIn(form('promotions.startSale')) : change === 'coupon.add' ? alertIn(form('promotions.newCoupon')) : change === 'soldCount.set' ? alertIn(soldCountForm()) : screen.getAllByRole('alert')[0]!.textContent;
/** The button that sends each change, as it reads while the change waits for the server. */
const workingButton = (change: PromotionChange['type']) =>
  change === 'sale.start' ? said('promotions.sending') : change === 'sale.end' ? said('promotions.ending') : change === 'coupon.add' ? said('promotions.sending') : change === 'coupon.retire' ? said('promotions.retiring') : said('promotions.sending');

const coverage = viewCoverage('promotionActions', promotionActionsMachine);

describe('generated promotion change paths, replayed through the Promotions page', () => {
  /** Whether a path sends a change again after the server took it. */
  const again = (path: { steps: { event: { type: string }; state: Snapshot }[] }, type: PromotionChange['type']) => {
    const taken = path.steps.findIndex((step) => step.state.matches('done') && step.state.context.change?.type === type);
    return taken >= 0 && path.steps.slice(taken + 1).some((step) => step.event.type === type);
  };
  const { model, paths } = machinePaths(promotionActionsMachine, {
    events: PROMOTION_EVENTS,
    serializeState: serializePromotion,
    cover: 'states, then every transition',
    // An ended sale has no "End now", a retired coupon no "Retire": the page cannot end or retire them again.
    keep: (path) => !again(path as never, 'sale.end') && !again(path as never, 'coupon.retire'),
  });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(26);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const answers = await renderPromotions();
    const expectState = (modelSnapshot: Snapshot) => {
      const change = modelSnapshot.context.change?.type ?? null;
      const acting = modelSnapshot.matches('acting');
      // Every change's button waits while one is sent, and the one sent says so.
      for (const name of [said('promotions.startSaleSubmit'), said('promotions.newCouponSubmit'), said('promotions.soldCountSubmit')]) {
        const found = button(name);
        if (found) expect(found.hasAttribute('disabled')).toBe(acting);
      }
      if (acting) expect(button(workingButton(change!))).not.toBeNull();
      expect(screen.getAllByRole('status')[0]!.textContent).toBe(modelSnapshot.matches('done') ? noticeOf(change!) : '');
      if (modelSnapshot.matches('failed')) expect(refusalShown(change!)).toBe(modelSnapshot.context.message);
      else for (const type of ['sale.start', 'coupon.add', 'soldCount.set', 'sale.end'] as const) expect(refusalShown(type)).toBe('');
    };
    const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
    await model.testPath(path, {
      states: { idle: expectState, acting: expectState, done: expectState, failed: expectState },
      events: {
        'sale.start': () => {
          const sale = form('promotions.startSale');
          type(within(sale).getByLabelText(said('promotions.percentOff')), '20');
          type(within(sale).getByLabelText(said('promotions.endsAt')), '2030-01-02T00:00');
          fireEvent.click(within(sale).getByRole('button', { name: said('promotions.startSaleSubmit') }));
        },
        'sale.end': () => {
          // A refused end keeps its question open: the owner answers it again.
          // The model's sale is the one the page opened with, the last row: sales started since show above it.
          const ask = screen.queryAllByRole('button', { name: said('promotions.endNow') }).at(-1);
          if (ask) fireEvent.click(ask);
          fireEvent.click(button(said('promotions.endYes'))!);
        },
        'coupon.add': () => {
          const add = form('promotions.newCoupon');
          fireEvent.change(within(add).getByLabelText(said('promotions.kind')), { target: { value: 'percent' } });
          type(within(add).getByLabelText(said('promotions.valuePercent')), '15');
          fireEvent.click(within(add).getByRole('button', { name: said('promotions.newCouponSubmit') }));
        },
        // The model's coupon is the one the page opened with, the last row: coupons added since show above it.
        'coupon.retire': () => fireEvent.click(screen.getAllByRole('button', { name: said('promotions.retire') }).at(-1)!),
        'soldCount.set': () => {
          fireEvent.click(within(soldCountForm()).getByRole('radio', { name: said('promotions.soldCount.real', { count: 7 }) }));
          fireEvent.click(within(soldCountForm()).getByRole('button', { name: said('promotions.soldCountSubmit') }));
        },
        'xstate.done.actor.applyChange': ({ state }: { state: Snapshot }) => settle(() => answers.at(-1)!.resolve(answerTo(state.context.change!.type))),
        'xstate.error.actor.applyChange': () => settle(() => answers.at(-1)!.reject(new AdminApiError(409, PROMOTION_REFUSAL))),
      } as never,
    });
    coverage.recordPath(path);
  });
});
