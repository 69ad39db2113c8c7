import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { showsSellOutWarning } from '../../src/domain/site';
import { requireZone } from '../../src/domain/zones';
import type { SnapshotFrom } from 'xstate';
import ReturnPage from '../../src/app/pages/ReturnPage';
import LookupPage from '../../src/app/pages/LookupPage';
import { returnRequestMachine, selectVisibleReturnErrors } from '../../machines/return-request.machine';
import type { ApiResult } from '../../src/api/client';
import type { OrderView } from '../../src/domain/order';
import { deferred, flush } from '../helpers/deferred';
import { deliveredOrder, testProduct, TW_ADDRESS } from '../helpers/fixtures';
import { machinePaths } from '../helpers/model-paths';
import { PathCoverage } from '../helpers/path-coverage';
import { JPEG, stubObjectUrls } from '../helpers/photos';
import { messages, renderPage } from '../helpers/render-page';
import { FILLED, RETURN_EVENTS, serializeReturn } from '../helpers/return-model';

afterEach(cleanup);

stubObjectUrls();


type Answer = ReturnType<typeof deferred<ApiResult<unknown>>>;

function renderReturn(path = '/return?orderNo=TW0123456789AB', lookup?: unknown) {
  const answers: { body: FormData; answer: Answer }[] = [];
  const view = renderPage(<ReturnPage />, {
    product: testProduct(),
    path,
    addressData: { '1': TW_ADDRESS },
    api: (apiPath, request) => {
      if (apiPath === '/consumer/order/lookup' && lookup) return { ok: true, data: lookup };
      if (apiPath !== '/consumer/returns') return undefined;
      const answer = deferred<ApiResult<unknown>>();
      answers.push({ body: (request as { body: FormData }).body, answer });
      return answer.promise;
    },
  });
  return { ...view, answers };
}

const control = (name: string) => document.querySelector<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(`.return-form [name="${name}"]`);
const type = (name: string, value: string) => fireEvent.change(control(name)!, { target: { value } });
const choose = (reason: string) => fireEvent.click(document.querySelector(`.return-form input[name="reason"][value="${reason}"]`)!);
/** A file as a shopper's phone holds it: a JPEG or PNG by its first bytes, or anything else. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
/** Picks files in a photo field; the page reads their first bytes before taking them. */
const pick = (name: string, files: File[]) =>
  act(async () => {
    fireEvent.change(control(name)!, { target: { files } });
    await flush();
  });
const addPhoto = (name = 'box.jpg') => pick('packagePhotos', [new File([JPEG], name, { type: 'image/jpeg' })]);
const submit = () => fireEvent.click(document.querySelector('.return-form button[type="submit"]')!);
/** The fields the page marks invalid, by name. */
const invalidFields = () => [...new Set([...document.querySelectorAll('.return-form .field--invalid [name]')].map((element) => element.getAttribute('name')))].sort();

/** Fills in everything but the reason, as FILLED says, through the page. */
async function fill() {
  await act(flush);
  for (const [name, value] of Object.entries(FILLED)) if (name !== 'orderNo') type(name, value!);
}

describe('the return page', () => {
  it('fills in the order number from the order page’s link, and offers the zone’s couriers and regions', async () => {
    renderReturn();
    await act(flush);
    expect(control('orderNo')!.value).toBe('TW0123456789AB');
    const couriers = [...control('carrier')!.options].map((option) => option.textContent);
    expect(couriers).toContain('黑貓宅急便');
    expect(couriers.at(-1)).toBe(messages['return.carrierOther']);
    expect([...control('region')!.options].map((option) => option.value).filter(Boolean)).toEqual(['Taipei', 'Penghu']);
    expect(screen.getByText(messages['return.intro']!.replace('{days}', '7'))).toBeTruthy();
  });

  it('shows every rule’s message by its field after a submit, and sends nothing', async () => {
    const { answers } = renderReturn('/return');
    await act(flush);
    submit();
    expect(invalidFields()).toEqual(['address', 'carrier', 'orderNo', 'packagePhotos', 'pickerName', 'pickerPhone', 'reason', 'region', 'trackingNo']);
    for (const key of ['return.reasonTips', 'return.regionTips', 'return.carrierTips', 'return.trackingTips', 'return.orderNoTips', 'return.pickerNameTips', 'return.addressTips', 'return.photoTips']) {
      expect(screen.getByText(messages[key]!)).toBeTruthy();
    }
    expect(answers).toHaveLength(0);
  });

  it('asks for the remark when the reason is "other"', async () => {
    renderReturn();
    await fill();
    choose('other');
    await addPhoto();
    submit();
    expect(invalidFields()).toEqual(['remark']);
    expect(screen.getByText(messages['return.remarkTips']!)).toBeTruthy();
  });

  it('sends the form with its photos, then points to the order page', async () => {
    const { answers } = renderReturn();
    await fill();
    choose('emptyPackage');
    await addPhoto('box.jpg');
    await pick('screenshot', [new File([PNG], 'done.png', { type: 'image/png' })]);
    submit();
    expect(screen.getByRole('button', { name: messages['return.sending'] })).toBeTruthy();
    const body = answers[0]!.body;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toMatchObject({ ...FILLED, reason: 'emptyPackage', remark: '' });
    expect((body.getAll('packagePhotos') as File[]).map((file) => file.name)).toEqual(['box.jpg']);
    expect((body.getAll('screenshot') as File[]).map((file) => file.name)).toEqual(['done.png']);
    await act(async () => {
      answers[0]!.answer.resolve({ ok: true, data: { id: 'r1', status: 'SUBMITTED' } });
      await flush();
    });
    expect(screen.getByTestId('return-submitted').textContent).toContain(messages['return.thanks']);
    expect(screen.getByRole('link', { name: messages['return.followOrder'] }).getAttribute('href')).toBe('/searchOrder?orderNo=TW0123456789AB');
  });

  it.each([
    ['not delivered yet', { reason: 'notDelivered', days: 7 }],
    ['already being returned', { reason: 'alreadyRequested', days: 7 }],
  ])('says at once, before any typing, that an order %s cannot be returned, and offers no form', async (_case, refusal) => {
    const { answers } = renderReturn('/return?orderNo=TW0123456789AB', { orderNo: 'TW0123456789AB', allowed: { cancel: false, return: false, returnRefusal: refusal } });
    await act(flush);
    expect(screen.getByTestId('return-refused').textContent).toContain(messages[`return.${refusal.reason}`]!.replace('{days}', '7'));
    expect(document.querySelector('.return-form')).toBeNull();
    expect(answers).toHaveLength(0);
  });

  it('refuses a text file named fake.png the moment it is picked, saying why by its name, and keeps it out of the photos', async () => {
    renderReturn();
    await act(flush);
    await pick('packagePhotos', [new File(['just some text'], 'fake.png', { type: 'image/png' }), new File([JPEG], 'box.jpg', { type: 'image/jpeg' })]);
    expect([...document.querySelectorAll('.photo-picker__photos img')].map((img) => img.getAttribute('alt'))).toEqual(['box.jpg']);
    const refused = screen.getByTestId('packagePhotos-refused');
    expect(refused.getAttribute('role')).toBe('alert');
    expect(refused.textContent).toBe(messages['photo.notAnImage']!.replace('{name}', 'fake.png'));
    const huge = new File([JPEG], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 9 * 1024 * 1024 });
    await pick('screenshot', [huge]);
    expect(screen.getByTestId('screenshot-refused').textContent).toBe(messages['photo.tooLarge']!.replace('{name}', 'huge.jpg').replace('{max}', '8'));
  });

  it('keeps everything when the order is not found, asks to confirm the number, and puts the cursor there', async () => {
    const { answers } = renderReturn();
    await fill();
    choose('quality');
    await addPhoto();
    submit();
    await act(async () => {
      answers[0]!.answer.resolve({ ok: false, reason: 'business', status: 404, code: 1404, message: messages['return.orderNotFound']!, data: { fieldErrors: { orderNo: { key: 'return.orderNotFound' } } } });
      await flush();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(invalidFields()).toEqual(['orderNo']);
    expect(screen.getByText(messages['return.orderNotFound']!)).toBeTruthy();
    expect(document.activeElement).toBe(control('orderNo'));
    expect(control('pickerName')!.value).toBe(FILLED.pickerName);
    expect(document.querySelectorAll('.photo-picker__photos img')).toHaveLength(1);
  });
});

describe('the order page after the order', () => {
  const order: OrderView = deliveredOrder;


  const renderLookup = (found: OrderView, cancelAnswer?: ApiResult<unknown>) =>
    renderPage(<LookupPage />, {
      product: testProduct(),
      path: `/searchOrder?orderNo=${found.orderNo}`,
      api: (path) => (path === '/consumer/order/lookup' ? { ok: true, data: found } : path === '/consumer/order/cancel' ? cancelAnswer : undefined),
    });

  it('takes "order not found" off the screen once the shopper changes or clears the wrong number', async () => {
    renderPage(<LookupPage />, { product: testProduct(), path: '/searchOrder', api: (path) => (path === '/consumer/order/lookup' ? { ok: false, reason: 'business', status: 404, code: 1404, message: 'not found', data: null } : undefined) });
    const number = document.querySelector<HTMLInputElement>('input[name="orderNo"]')!;
    fireEvent.change(number, { target: { value: 'TW0000000000XX' } });
    await act(async () => {
      fireEvent.submit(number.form!);
      await flush();
    });
    expect(screen.getByText(messages['lookup.notFound']!)).toBeTruthy();
    fireEvent.change(number, { target: { value: '' } });
    expect(screen.queryByText(messages['lookup.notFound']!)).toBeNull();
  });

  it('says delivered, as its history does, once the parcel has arrived; a cancelled order has nothing to pay', async () => {
    renderLookup(order);
    await act(flush);
    expect(screen.getByTestId('order-status').textContent).toBe(messages['status.delivered']);
    cleanup();
    renderLookup({ ...order, status: 'ORDER_CLOSE', paymentStatus: 'WAITING', deliveredAt: null, shipment: null, returns: [] });
    await act(flush);
    expect(screen.getByTestId('order-status').textContent).toBe(messages['status.ORDER_CLOSE']);
    expect(screen.getByTestId('payment-status').textContent).toBe(messages['paymentStatus.none']);
  });

  it('shows everything of the order: number to copy, shipment, items with unit prices, amounts, the return and a timeline with causes', async () => {
    const { services } = renderLookup(order);
    await act(flush);
    expect(screen.getByTestId('order-number').textContent).toBe('TW0123456789AB');
    fireEvent.click(screen.getByRole('button', { name: messages['order.copy'] }));
    expect(services.copyText).toHaveBeenCalledWith('TW0123456789AB');
    expect(screen.getByTestId('order-carrier').textContent).toBe('黑貓宅急便');
    expect(screen.getByTestId('order-tracking').textContent).toBe('630012345678');
    expect(screen.getByTestId('payment-status').textContent).toBe(messages['paymentStatus.SUCCESS']);
    const totals = document.querySelector('.totals')!.textContent!;
    for (const text of ['Coral 750 ml', '790', '× 2', messages['totals.closingAmount'], messages['totals.paidAmount'], messages['totals.freeShipping']]) expect(totals).toContain(text);
    expect(screen.getByTestId('return-status').textContent).toContain(messages['returnStatus.ACCEPTED']);
    expect(screen.getByTestId('return-status').textContent).toContain('Please send it back with T-Cat.');
    const timeline = [...screen.getByTestId('order-timeline').querySelectorAll('.timeline__what')].map((entry) => entry.textContent);
    expect(timeline).toEqual([messages['history.placed'], 'Dispatched with 黑貓宅急便, tracking number 630012345678', messages['history.delivered']]);
    expect(screen.getByTestId('request-return').getAttribute('href')).toBe('/return?orderNo=TW0123456789AB');
    expect(screen.queryByTestId('cancel-order')).toBeNull();
  });

  it('asks a shopper on an EU site whether to cancel without the sell-out pressure (a site setting, off by default in the EU)', async () => {
    const open = { ...order, zoneId: 10, currency: 'PLN', status: 'PENDING_DELIVER', paymentStatus: 'WAITING', shipment: null, deliveredAt: null, returns: [], allowed: { cancel: true, return: false } } as OrderView;
    renderPage(<LookupPage />, { product: testProduct({ zoneId: 10, currency: 'PLN' }), path: `/searchOrder?orderNo=${open.orderNo}`, api: (path) => (path === '/consumer/order/lookup' ? { ok: true, data: open } : undefined) });
    await act(flush);
    fireEvent.click(screen.getByTestId('cancel-order'));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(messages['checkout.leaveTextPlain']!)).toBeTruthy();
    expect(within(dialog).queryByText(messages['checkout.leaveText']!)).toBeNull();
    expect(showsSellOutWarning(requireZone(10), undefined)).toBe(false);
    expect(showsSellOutWarning(requireZone(10), true)).toBe(true);
    expect(showsSellOutWarning(requireZone(1), undefined)).toBe(true);
  });

  it('cancels an order not yet dispatched after the sell-out prompt, and shows it cancelled', async () => {
    const open = { ...order, status: 'PENDING_DELIVER', paymentStatus: 'WAITING', shipment: null, deliveredAt: null, history: order.history.slice(0, 1), returns: [], allowed: { cancel: true, return: false }, returnUntil: null } as OrderView;
    const cancelled = { ...open, status: 'ORDER_CLOSE', allowed: { cancel: false, return: false }, history: [...open.history, { status: 'ORDER_CLOSE', paymentStatus: 'WAITING', cause: 'order.cancel', at: '2026-11-10T09:00:00.000Z', detail: { by: 'shopper' } }] } as OrderView;
    renderLookup(open, { ok: true, data: cancelled });
    await act(flush);
    fireEvent.click(screen.getByTestId('cancel-order'));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(messages['checkout.leaveText']!)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: messages['order.keep'] }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByTestId('cancel-order'));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: messages['checkout.leaveConfirm'] }));
      await flush();
    });
    expect(screen.getByTestId('order-status').textContent).toBe(messages['status.ORDER_CLOSE']);
    expect([...screen.getByTestId('order-timeline').querySelectorAll('.timeline__what')].at(-1)!.textContent).toBe(messages['history.cancelledByYou']);
    expect(screen.queryByTestId('cancel-order')).toBeNull();
  });

  it('says so and keeps the order shown when the cancellation is refused', async () => {
    const open = { ...order, status: 'PENDING_DELIVER', shipment: null, deliveredAt: null, returns: [], allowed: { cancel: true, return: false }, returnUntil: null } as OrderView;
    renderLookup(open, { ok: false, reason: 'business', status: 409, code: 1011, message: messages['order.cannotCancel']!, data: null });
    await act(flush);
    fireEvent.click(screen.getByTestId('cancel-order'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: messages['checkout.leaveConfirm'] }));
      await flush();
    });
    expect(screen.getByTestId('cancel-failed').textContent).toBe(messages['order.cancelFailed']);
    expect(screen.getByTestId('order-status').textContent).toBe(messages['status.PENDING_DELIVER']);
  });
});

type Snapshot = SnapshotFrom<typeof returnRequestMachine>;
const coverage = new PathCoverage('returnRequest (through the views)', returnRequestMachine);
afterAll(() => {
  const summary = coverage.report();
  expect(summary.missedTransitions).toEqual([]);
  expect(summary.missedStates).toEqual([]);
});

describe('generated return request paths, replayed through the return page', () => {
  // The shortest way to every state of the model (the machine's own test takes every transition).
  const { model, paths } = machinePaths(returnRequestMachine, { events: RETURN_EVENTS, input: { zoneId: 1, values: FILLED }, serializeState: serializeReturn, cover: 'states' });

  it('generates the number of paths this model has (a broken model changes it)', () => {
    expect(paths.length).toBe(31);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const { answers } = renderReturn();
    await fill();
    const expectState = (modelSnapshot: Snapshot) => {
      const { context } = modelSnapshot;
      if (modelSnapshot.matches('submitted')) {
        expect(screen.getByTestId('return-submitted')).toBeTruthy();
        return;
      }
      expect(invalidFields()).toEqual(Object.keys(selectVisibleReturnErrors(context)).sort());
      expect(document.querySelectorAll('.photo-picker__photos img').length > 0).toBe(context.packagePhotos.length > 0);
      expect(control('remark')!.value !== '').toBe(context.values.remark !== '');
      const general = context.failure !== null && Object.keys(context.failure.fieldErrors).length === 0;
      expect(screen.queryByTestId('return-failure') !== null).toBe(general && modelSnapshot.matches('editing'));
      const button = document.querySelector('.return-form button[type="submit"]')!;
      expect(button.textContent).toBe(messages[modelSnapshot.matches('submitting') ? 'return.sending' : 'return.send']);
    };
    const settle = async (run: () => void) => {
      await act(async () => {
        run();
        await flush();
      });
    };
    await model.testPath(path, {
      states: { editing: expectState, submitting: expectState, submitted: expectState },
      events: {
        'field.change': ({ event }: { event: unknown }) => {
          const { field, value } = event as { field: string; value: string };
          if (field === 'reason') choose(value);
          else type(field, value);
        },
        'field.blur': ({ event }: { event: unknown }) => fireEvent.blur(control((event as { field: string }).field)!),
        'photos.add': () => addPhoto(),
        'photos.remove': () => {
          // Without a photo there is nothing to take away: the event changes nothing, as in the model.
          const remove = document.querySelector<HTMLButtonElement>('.photo-picker__photos button');
          if (remove) fireEvent.click(remove);
        },
        'return.submit': () => submit(),
        'xstate.done.actor.submitReturn': () => settle(() => answers.at(-1)!.answer.resolve({ ok: true, data: { id: 'r1', status: 'SUBMITTED' } })),
        'xstate.error.actor.submitReturn': ({ event }: { event: unknown }) =>
          settle(() => {
            const error = (event as { error: { fieldErrors?: object } }).error;
            answers
              .at(-1)!
              .answer.resolve(
                error.fieldErrors
                  ? { ok: false, reason: 'business', status: 404, code: 1404, message: 'not found', data: { fieldErrors: error.fieldErrors } }
                  : { ok: false, reason: 'network', message: 'timeout' },
              );
          }),
      } as never,
    });
    path.steps.forEach((step, index) => {
      if ((step.event.type as string) === 'xstate.init') coverage.recordInitial(step.state);
      else coverage.recordStep(path.before[index]!, step.event, step.state);
    });
  });
});
