import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { PriceTag } from '../../src/views/PriceTag';
import { renderWithIntl } from '../helpers/intl';
import ja from '../../src/i18n/messages/ja.json';
import ko from '../../src/i18n/messages/ko.json';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import pl from '../../src/i18n/messages/pl.json';
import type { CurrencyCode } from '../../src/domain/money';

afterEach(cleanup);

function fromPrice(locale: string, catalog: Record<string, string> | undefined, amount: number, currency: CurrencyCode) {
  const { container } = renderWithIntl(<PriceTag price={amount} originalPrice={amount} currency={currency} from />, locale, catalog);
  const from = container.querySelector('.price__from')!;
  return { text: from.textContent!.replace(/\u00a0|\u202f/g, ' '), price: from.querySelector('.price__now')!.textContent };
}

describe('a price that differs between choices', () => {
  it('reads "from" before the price in English', () => {
    expect(fromPrice('en', undefined, 69000, 'TWD')).toEqual({ text: 'from NT$690', price: 'NT$690' });
  });

  it('puts から after the price in Japanese, as a Japanese shopper reads it', () => {
    expect(fromPrice('ja', ja, 2682, 'JPY').text).toBe('¥2,682から');
  });

  it('puts 起 after the price in Taiwanese Chinese and 부터 after it in Korean', () => {
    expect(fromPrice('zh-TW', zhTW, 62100, 'TWD').text).toBe('NT$621 起');
    expect(fromPrice('ko', ko, 12000, 'KRW').text).toBe('₩12,000부터');
  });

  it('keeps "od" before the price in Polish', () => {
    expect(fromPrice('pl', pl, 10499, 'PLN').text).toBe('od 104,99 zł');
  });

  it('shows the bare price when every choice costs the same', () => {
    const { container } = renderWithIntl(<PriceTag price={69000} originalPrice={69000} currency="TWD" />);
    expect(container.querySelector('.price__from')).toBeNull();
    expect(container.querySelector('.price__now')!.textContent).toBe('NT$690');
  });
});
