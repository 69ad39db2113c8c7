import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { showsSellOutWarning } from '../../src/domain/site';
import { requireZone } from '../../src/domain/zones';
import LookupPage from '../../src/app/pages/LookupPage';
import type { ApiResult } from '../../src/api/client';
import type { OrderView } from '../../src/domain/order';
import { flush } from '../helpers/deferred';
import { deliveredOrder, testProduct } from '../helpers/fixtures';
import { JPEG, stubObjectUrls } from '../helpers/photos';
import { messages, renderPage } from '../helpers/render-page';
import { FILLED } from '../helpers/return-model';
import { addPhoto, choose, control, fill, invalidFields, pick, PNG, renderReturn, submit, type } from '../helpers/return-page';

afterEach(cleanup);

stubObjectUrls();

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

  it('shows the delivery address line by line, as its country writes it', async () => {
    const polish = { ...order, recipient: { ...order.recipient, address: 'mazowieckie Warszawa ul. Puławska 12 m. 5', postalCode: '02-515', addressLines: ['ul. Puławska 12 m. 5', '02-515 Warszawa'] } };
    renderLookup(polish);
    await act(async () => {
      fireEvent.submit(document.querySelector<HTMLInputElement>('input[name="orderNo"]')!.form!);
      await flush();
    });
    const lines = [...screen.getByTestId('recipient-address').querySelectorAll('.recipient__line')].map((line) => line.textContent);
    expect(lines).toEqual(['ul. Puławska 12 m. 5', '02-515 Warszawa']);
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

  it('says out for delivery, in its status and its timeline, once the courier has taken the parcel out; shipped before that', async () => {
    const inTransit = { ...order, paymentStatus: 'WAITING', deliveredAt: null, history: order.history.slice(0, 2), allowed: { cancel: false, return: false }, returnUntil: null, returns: [] } as OrderView;
    renderLookup(inTransit);
    await act(flush);
    expect(screen.getByTestId('order-status').textContent).toBe(messages['status.ALREADY_DELIVER']);
    cleanup();
    renderLookup({ ...inTransit, history: [...inTransit.history, { status: 'ALREADY_DELIVER', paymentStatus: 'WAITING', cause: 'order.outForDelivery', at: '2026-11-12T07:00:00.000Z', detail: null }] });
    await act(flush);
    expect(screen.getByTestId('order-status').textContent).toBe(messages['status.outForDelivery']);
    expect([...screen.getByTestId('order-timeline').querySelectorAll('.timeline__what')].at(-1)!.textContent).toBe(messages['history.outForDelivery']);
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
