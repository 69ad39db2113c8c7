import { describe, expect, it } from 'vitest';
import {
  ACCESS_ACTIONS,
  accessEvent,
  ALL_PIXEL_HOSTS,
  channelOf,
  clickIds,
  CONSENT_COOKIE,
  CONSENT_DAYS,
  consentRequired,
  deobfuscate,
  hasPixels,
  isObfuscatedAction,
  newEventId,
  NO_PIXELS,
  obfuscate,
  OBFUSCATION_PREFIX,
  parseConsent,
  PIXEL_HOSTS,
  PIXEL_NETWORKS,
  purchaseTrackingData,
  TIKTOK_EVENT_NAMES,
  withoutAttribution,
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

/** Base64url of raw bytes, to write an obfuscated value by hand. */
const base64Url = (bytes: number[]) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('the visit log', () => {
  it('files page views and stays as pages, buttons as clicks, fields as fields and copies as copies', () => {
    const types = Object.fromEntries(ACCESS_ACTIONS.map((action) => [action, accessEvent(action, 'x', 'https://tw.shop/').accessType]));
    expect(types).toEqual({
      PAGE_VIEW: 'PAGE',
      STAY_DURATION: 'PAGE',
      BUY_NOW: 'CLICK',
      ADD_TO_CART: 'CLICK',
      SUBMIT_ORDER: 'CLICK',
      NAME_FIELD: 'FIELD',
      CONTACT_FIELD: 'FIELD',
      COPY_NAME: 'COPY',
      COPY_CONTACT: 'COPY',
    });
  });

  it('hides the typed and copied names and contacts, and nothing else', () => {
    const hidden = ACCESS_ACTIONS.filter((action) => accessEvent(action, 'Anna', 'https://tw.shop/').accessResult !== 'Anna');
    expect(hidden).toEqual(['NAME_FIELD', 'CONTACT_FIELD', 'COPY_NAME', 'COPY_CONTACT']);
    expect(hidden.every(isObfuscatedAction)).toBe(true);
    expect(isObfuscatedAction('BUY_NOW')).toBe(false);
  });

  it('sends the detail of an event only when there is one', () => {
    expect(accessEvent('BUY_NOW', 'ok', 'https://tw.shop/', 'combo-2')).toEqual({ accessAction: 'BUY_NOW', accessType: 'CLICK', accessResult: 'ok', url: 'https://tw.shop/', accessResultDetail: 'combo-2' });
    expect(accessEvent('BUY_NOW', 'ok', 'https://tw.shop/')).not.toHaveProperty('accessResultDetail');
  });

  it('writes obfuscated values with the prefix the server reads', () => {
    expect(obfuscate('Anna').startsWith('dso1.')).toBe(true);
    const zeroSalt = new Uint8Array(6);
    expect(obfuscate('A', zeroSalt)).toBe(`dso1.${base64Url([0, 0, 0, 0, 0, 0, 65])}`);
  });

  it('refuses a value under another prefix, a cut one, or one that is not UTF-8 text', () => {
    const body = obfuscate('Anna').slice(OBFUSCATION_PREFIX.length);
    expect(deobfuscate(`dso2.${body}`)).toBeNull();
    expect(deobfuscate(`${OBFUSCATION_PREFIX}AAAAA`)).toBeNull();
    expect(deobfuscate(`${OBFUSCATION_PREFIX}${base64Url([0, 0, 0, 0, 0, 0, 0xff])}`)).toBeNull();
    expect(deobfuscate(`${OBFUSCATION_PREFIX}${base64Url([0, 0, 0, 0, 0, 0, 65, 66])}`)).toBe('AB');
  });
});

describe('where a visit came from', () => {
  it('drops the ad click ids and campaign tags from the query, whatever their case, and keeps the rest', () => {
    expect(withoutAttribution('?utm_source=fb&utm_campaign=spring&fbclid=1&gclid=2&UTM_Medium=cpc&ttclid=3&sku=red')).toBe('?sku=red');
    expect(withoutAttribution('?fbclid=1&utm_source=fb')).toBe('');
  });

  it('keeps parameters that only look like one', () => {
    expect(withoutAttribution('?utm_=1&my_fbclid=2&fbclid_x=3&utm_2=4')).toBe('?utm_=1&my_fbclid=2&fbclid_x=3&utm_2=4');
  });

  it('reads no click id from text that is not a URL', () => {
    expect(clickIds('not a url')).toEqual({ fbclid: null, ttclid: null });
  });

  it('gives every ad event an id of its own, shared by the pixel and the server’s push', () => {
    const id = newEventId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(newEventId()).not.toBe(id);
  });

  it('names TikTok’s purchase CompletePayment and its other events as they are', () => {
    expect(TIKTOK_EVENT_NAMES).toEqual({ ViewContent: 'ViewContent', AddToCart: 'AddToCart', Purchase: 'CompletePayment' });
  });

  it('reports an empty title when the order has neither title', () => {
    const order = { currency: 'TWD', total: 1990, productId: 'p', title: '', introductoryTitle: null, items: [{ quantity: 1 }] };
    expect(purchaseTrackingData(order).title).toBe('');
  });
});

describe('the ad pixels of a product', () => {
  it('loads no pixel for a product without any', () => {
    expect(hasPixels(NO_PIXELS)).toBe(false);
    expect(NO_PIXELS.googleEventList).toEqual([]);
    expect(NO_PIXELS.googlePixelType).toBeNull();
  });

  it('loads pixels when any one network has an id', () => {
    for (const key of ['googlePixelIds', 'tiktokPixelIds', 'linePixelIds', 'facebookPixelIds', 'snapchatPixelIds'] as const) {
      expect(hasPixels({ ...NO_PIXELS, [key]: ['id-1'] }), key).toBe(true);
    }
    expect(hasPixels({ ...NO_PIXELS, googlePixelIds: ['a', 'b'], linePixelIds: ['c'] })).toBe(true);
  });

  it('lets the page reach each network’s script host, and only real host names', () => {
    expect(Object.keys(PIXEL_HOSTS)).toEqual([...PIXEL_NETWORKS]);
    expect(PIXEL_HOSTS.facebook).toContain('connect.facebook.net');
    expect(PIXEL_HOSTS.google).toContain('www.googletagmanager.com');
    expect(PIXEL_HOSTS.tiktok).toContain('analytics.tiktok.com');
    expect(PIXEL_HOSTS.line).toContain('d.line-scdn.net');
    expect(PIXEL_HOSTS.snapchat).toContain('sc-static.net');
    for (const network of PIXEL_NETWORKS) {
      expect(PIXEL_HOSTS[network].length, network).toBeGreaterThan(0);
      for (const host of PIXEL_HOSTS[network]) expect(host, network).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    }
    expect(ALL_PIXEL_HOSTS).toEqual(Object.values(PIXEL_HOSTS).flat());
    expect(new Set(ALL_PIXEL_HOSTS).size).toBe(ALL_PIXEL_HOSTS.length);
  });
});

describe('consent across the EEA', () => {
  const EEA = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO'];

  it.each(EEA)('is asked before any pixel in %s', (country) => {
    expect(consentRequired({ country })).toBe(true);
  });

  it.each(['GB', 'CH', 'US', 'TW', 'JP', ''])('is not asked by law in %s', (country) => {
    expect(consentRequired({ country })).toBe(false);
  });

  it('remembers the shopper’s answer, granted or denied, for 180 days in its own cookie', () => {
    expect(CONSENT_COOKIE).toBe('ds_consent');
    expect(CONSENT_DAYS).toBe(180);
    expect(parseConsent('granted')).toBe('granted');
    expect(parseConsent('denied')).toBe('denied');
  });

  it('asks again when the cookie holds anything else', () => {
    for (const value of ['yes', 'GRANTED', '', undefined, null]) expect(parseConsent(value)).toBeNull();
  });
});
