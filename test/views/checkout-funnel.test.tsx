import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import OrderPage from '../../src/app/pages/OrderPage';
import type { FunnelBatch } from '../../src/domain/funnel';
import { flush } from '../helpers/deferred';
import { testProduct } from '../helpers/fixtures';
import { messages, renderPage } from '../helpers/render-page';

afterEach(cleanup);

/** The beacons the page sends: their address and the report in them. */
function stubBeacon() {
  const sent: { url: string; body: Blob }[] = [];
  return { sent, beacon: (url: string, body: Blob) => (sent.push({ url, body }), true) };
}

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
};

async function toPayment() {
  fireEvent.click(document.querySelector('input[name="delivery"][value="tw_courier"]')!);
  fireEvent.click(within(screen.getByTestId('step-delivery')).getByRole('button', { name: messages['checkout.continue'] }));
  await act(flush);
}

describe('the order page’s checkout funnel', () => {
  it('sends the steps taken with a beacon when the shopper switches away, where no consent is asked, those taken before its code came too', async () => {
    const { sent, beacon } = stubBeacon();
    renderPage(<OrderPage productId={null} />, { product: testProduct(), path: '/productOrder?choice=sku:coral&quantity=2', beacon });
    await toPayment();
    // The counter's code is fetched once the page is open (it is not part of the form's).
    await act(() => vi.dynamicImportSettled());
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/consumer/funnel');
    const batch = JSON.parse(await sent[0]!.body.text()) as FunnelBatch;
    expect(batch.first).toBe(true);
    expect(batch.states).toEqual(expect.arrayContaining(['editing.delivery', 'editing.payment']));
    expect(batch.transitions).toContainEqual({ source: 'editing.delivery', event: 'delivery.confirm', target: 'editing.payment', count: 1 });
  });

  it('sends nothing where consent is asked and the shopper refused it', async () => {
    const { sent, beacon } = stubBeacon();
    const { unmount } = renderPage(<OrderPage productId={null} />, { product: testProduct(), path: '/productOrder?choice=sku:coral&quantity=2', consent: 'denied', beacon });
    await act(flush);
    await toPayment();
    hide();
    unmount();
    expect(sent).toEqual([]);
  });

  it('sends once it may, when the shopper consented', async () => {
    const { sent, beacon } = stubBeacon();
    const { unmount } = renderPage(<OrderPage productId={null} />, { product: testProduct(), path: '/productOrder?choice=sku:coral&quantity=2', consent: 'granted', beacon });
    await act(flush);
    await toPayment();
    unmount();
    expect(sent).toHaveLength(1);
  });
});
