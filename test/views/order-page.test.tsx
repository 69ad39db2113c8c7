import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { IntlProvider } from 'react-intl';
import { render } from '@testing-library/react';
import OrderPage from '../../src/app/pages/OrderPage';
import { BootstrapProvider } from '../../src/app/bootstrap-context';
import { ServicesProvider, type Services } from '../../src/app/services';
import { createMemoryStore, SESSION_KEYS } from '../../src/app/storage';
import { createToastStore } from '../../src/app/toast';
import type { Bootstrap } from '../../src/app/bootstrap';
import { toProductRecord } from '../../src/domain/product-record';
import { SubmitOrderError, type SubmitOrderInput } from '../../src/domain/submit-order';
import type { OrderView } from '../../src/domain/order';
import { deferred } from '../helpers/deferred';
import { testProduct, VALID_TW_RECIPIENT } from '../helpers/fixtures';
import en from '../../src/i18n/messages/en.json';

afterEach(cleanup);

function renderOrderPage(path = '/productOrder?choice=sku:coral&quantity=2') {
  const product = testProduct();
  const bootstrap: Bootstrap = {
    site: { id: 'site-tw', host: 'tw.localhost', name: 'Shop', zoneId: 1, languageId: 1, theme: 'default', company: { name: 'Co', address: 'Addr', registration: null }, contacts: { serviceEmail: null, whatsapp: null, line: null, facebook: null }, secondaryConsumerBase: null, useSecondaryConsumerBase: false },
    locale: 'en',
    messages: {},
    keys: { rsaPublicKey: '', signKey: '' },
    product: toProductRecord(product, { langId: 1, url: '/', theme: 'default', contacts: { serviceEmail: null, whatsapp: null, line: null, facebook: null }, iconUrl: null, siblings: [] }),
    status: 200,
    path: '/productOrder',
  };
  const submissions: { input: SubmitOrderInput; answer: ReturnType<typeof deferred<OrderView>> }[] = [];
  const session = createMemoryStore();
  const services: Services = {
    api: vi.fn(),
    toasts: createToastStore(),
    session,
    submitOrder: (input) => {
      const answer = deferred<OrderView>();
      submissions.push({ input, answer });
      return answer.promise;
    },
    copyText: vi.fn(),
  };
  const location = memoryLocation({ path, record: true });
  render(
    <IntlProvider locale="en" messages={en}>
      <BootstrapProvider value={bootstrap}>
        <ServicesProvider services={services}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <OrderPage productId={null} />
          </Router>
        </ServicesProvider>
      </BootstrapProvider>
    </IntlProvider>,
  );
  return { submissions, session, location };
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the order page', () => {
  it('starts from the choice in the URL and shows its total', () => {
    renderOrderPage();
    expect(document.querySelector('.chosen__name')!.textContent).toBe('Coral 750 ml');
    expect(document.querySelector('.totals__row--total')!.textContent).toContain('NT$1,580');
    expect(screen.getByRole('button', { name: /Place order · NT\$1,580/ })).toBeTruthy();
  });

  it('shows each missing field’s message after a submit, and submits nothing', () => {
    const { submissions } = renderOrderPage();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(screen.getByText(en.nameTips)).toBeTruthy();
    const phoneError = screen.getByLabelText(en['form.phone']).closest('.field')!.querySelector('.field__error')!;
    expect(phoneError.textContent).toBe(`${en.phonenotempty} ${en['phoneHint.1']}`);
    expect(screen.getByText(en.addressTips)).toBeTruthy();
    expect(screen.getByText(en.cannotEmpty11)).toBeTruthy();
    expect(submissions).toHaveLength(0);
  });

  it('keeps the draft in the session, so a reload loses nothing', () => {
    const { session } = renderOrderPage();
    type(en['form.name'], '王小明');
    expect(session.get<Record<string, string>>(SESSION_KEYS.draft('bottle'))?.name).toBe('王小明');
  });

  it('offers a retry after a network failure, and sends the same idempotency key again', async () => {
    const { submissions } = renderOrderPage();
    type(en['form.name'], VALID_TW_RECIPIENT.name);
    type(en['form.phone'], VALID_TW_RECIPIENT.phone);
    type(/^Address/, VALID_TW_RECIPIENT.address);
    type(en['form.postalCode'], VALID_TW_RECIPIENT.postalCode);
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(screen.getByRole('button', { name: en['checkout.submitting'] })).toBeTruthy();
    await act(async () => submissions[0]!.answer.reject(new SubmitOrderError({ kind: 'network', message: 'timeout' })));
    expect(screen.getByText(en['checkout.networkPoor'])).toBeTruthy();
    expect((screen.getByLabelText(en['form.name']) as HTMLInputElement).value).toBe(VALID_TW_RECIPIENT.name);
    fireEvent.click(screen.getByRole('button', { name: en['checkout.retry'] }));
    expect(submissions).toHaveLength(2);
    expect(submissions[1]!.input.idempotencyKey).toBe(submissions[0]!.input.idempotencyKey);
  });

  it('goes on to the order information page once the order is placed', async () => {
    const { submissions, session, location } = renderOrderPage();
    type(en['form.name'], VALID_TW_RECIPIENT.name);
    type(en['form.phone'], VALID_TW_RECIPIENT.phone);
    type(/^Address/, VALID_TW_RECIPIENT.address);
    type(en['form.postalCode'], VALID_TW_RECIPIENT.postalCode);
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    const order = { orderNo: 'TW0123456789AB' } as OrderView;
    await act(async () => submissions[0]!.answer.resolve(order));
    expect(location.history?.at(-1)).toBe('/orderInfo?orderNo=TW0123456789AB');
    expect(session.get(SESSION_KEYS.lastOrder)).toEqual(order);
    expect(session.get(SESSION_KEYS.draft('bottle'))).toBeNull();
  });
});
