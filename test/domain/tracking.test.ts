import { describe, expect, it } from 'vitest';
import {
  accessEvent,
  channelOf,
  clickIds,
  consentRequired,
  deobfuscate,
  obfuscate,
  OBFUSCATION_PREFIX,
  purchaseTrackingData,
} from '../../src/domain/tracking';
import { ZONES } from '../../src/domain/zones';

describe('the obfuscated visit-log values', () => {
  it.each(['王小明', 'Anna Kowalska', '+886912345678', 'Zoë O’Brien 🌸', 'محمد', ''])('come back as they went: %s', (value) => {
    const sent = obfuscate(value);
    expect(sent.startsWith(OBFUSCATION_PREFIX)).toBe(true);
    expect(sent.slice(OBFUSCATION_PREFIX.length)).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(deobfuscate(sent)).toBe(value);
  });

  it('never look the same twice, and never show the value', () => {
    const first = obfuscate('+886912345678');
    const second = obfuscate('+886912345678');
    expect(first).not.toBe(second);
    expect(first).not.toContain('912345678');
    expect(encodeURIComponent(first)).toBe(first);
  });

  it('are refused when they were not made by the shop', () => {
    expect(deobfuscate('王小明')).toBeNull();
    expect(deobfuscate(`${OBFUSCATION_PREFIX}***`)).toBeNull();
    expect(deobfuscate(`${OBFUSCATION_PREFIX}AAA`)).toBeNull();
    expect(deobfuscate('other.' + obfuscate('x').slice(OBFUSCATION_PREFIX.length))).toBeNull();
  });

  it('are used for names and contacts only', () => {
    expect(accessEvent('NAME_FIELD', '王小明', 'https://tw.shop/order').accessResult).not.toBe('王小明');
    expect(deobfuscate(accessEvent('COPY_CONTACT', '@doorstep', 'https://tw.shop/').accessResult!)).toBe('@doorstep');
    expect(accessEvent('STAY_DURATION', '60', 'https://tw.shop/')).toEqual({ accessAction: 'STAY_DURATION', accessType: 'PAGE', accessResult: '60', url: 'https://tw.shop/' });
  });
});

describe('the fbclid rule of the events push', () => {
  it('marks the push FACEBOOK when the URL has an fbclid', () => {
    expect(channelOf('https://tw.shop/aqualite?fbclid=IwAR0abc')).toBe('FACEBOOK');
    expect(channelOf('https://tw.shop/?utm_source=fb&fbclid=x#reviews')).toBe('FACEBOOK');
  });

  it('leaves it unmarked without one, with an empty one, or with the word elsewhere in the URL', () => {
    expect(channelOf('https://tw.shop/aqualite')).toBeUndefined();
    expect(channelOf('https://tw.shop/aqualite?fbclid=')).toBeUndefined();
    expect(channelOf('https://tw.shop/fbclid/aqualite?ref=fbclid')).toBeUndefined();
    expect(channelOf('not a url')).toBeUndefined();
  });

  it('reads TikTok’s click id as well', () => {
    expect(clickIds('https://tw.shop/?ttclid=E.C.P.abc')).toEqual({ fbclid: null, ttclid: 'E.C.P.abc' });
  });
});

describe('consent', () => {
  it('is asked in every EU zone, and outside the EU only when the site says so', () => {
    const eu = ZONES.filter((zone) => consentRequired(zone)).map((zone) => zone.country).sort();
    expect(eu).toEqual(['CZ', 'DE', 'ES', 'GR', 'HR', 'HU', 'IT', 'PL', 'PT', 'RO', 'SK']);
    const taiwan = ZONES.find((zone) => zone.country === 'TW')!;
    expect(consentRequired(taiwan)).toBe(false);
    expect(consentRequired(taiwan, true)).toBe(true);
  });
});

describe('the purchase tracking data', () => {
  it('gives the order’s amount in major units, its currency, title, product and quantity', () => {
    const order = { currency: 'PLN' as const, total: 24_999, productId: 'aqualite-pl', title: '', introductoryTitle: 'Butelka termiczna', items: [{ quantity: 2 }, { quantity: 1 }] };
    expect(purchaseTrackingData(order)).toEqual({ orderAmount: 249.99, currencyCode: 'PLN', title: 'Butelka termiczna', eventContentId: 'aqualite-pl', qty: 3 });
  });
});
