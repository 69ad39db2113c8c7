import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createTracker, type TrackingJob, type TrackingRuntime } from '../../src/app/services/tracking/tracker';
import { createTrackingRuntime } from '../../src/app/services/tracking/runtime';
import { createMemoryStore } from '../../src/app/services/storage';
import { ConsentBanner } from '../../src/views/ConsentBanner';
import { deobfuscate } from '../../src/domain/tracking';
import type { ApiClient, RequestOptions } from '../../src/api/client';
import { renderWithIntl } from '../helpers/intl';
import de from '../../src/i18n/messages/de.json';

function trackerWithRuntime(url = 'https://pl.shop/?fbclid=IwAR1') {
  const sent: { job: TrackingJob; consent: string }[] = [];
  let loads = 0;
  const runtime: TrackingRuntime = { run: async (job, consent) => void sent.push({ job, consent }) };
  const tracker = createTracker({
    session: createMemoryStore(),
    location: () => url,
    referrer: () => 'https://m.facebook.com/',
    loadRuntime: async () => {
      loads += 1;
      return runtime;
    },
  });
  return { tracker, sent, loads: () => loads };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tracking gate in the browser', () => {
  it('sends nothing, and loads no sending code, while the shopper has not answered', async () => {
    const { tracker, sent, loads } = trackerWithRuntime();
    tracker.setConsent('asking');
    tracker.visit('PAGE_VIEW', 'aqualite-pl');
    tracker.ad({ code: 'ViewContent', productId: 'aqualite-pl', contents: [], value: 89.99, currency: 'PLN' });
    await flush();
    expect(sent).toEqual([]);
    expect(loads()).toBe(0);
  });

  it('sends what waited, in order and once, when the shopper accepts', async () => {
    const { tracker, sent } = trackerWithRuntime();
    tracker.setConsent('asking');
    tracker.visit('PAGE_VIEW', 'aqualite-pl');
    const id = tracker.ad({ code: 'ViewContent', productId: 'aqualite-pl', contents: [], value: 89.99, currency: 'PLN' });
    tracker.setConsent('granted');
    tracker.setConsent('granted');
    await flush();
    expect(sent.map(({ job, consent }) => [job.kind, consent])).toEqual([
      ['visit', 'granted'],
      ['ad', 'granted'],
    ]);
    expect(sent[1]!.job).toMatchObject({ kind: 'ad', event: { eventId: id, landingUrl: 'https://pl.shop/?fbclid=IwAR1', referrer: 'https://m.facebook.com/' } });
  });

  it('drops what waited when the shopper rejects, and everything after', async () => {
    const { tracker, sent, loads } = trackerWithRuntime();
    tracker.setConsent('asking');
    tracker.visit('PAGE_VIEW', 'aqualite-pl');
    tracker.setConsent('denied');
    tracker.visit('STAY_DURATION', '60');
    tracker.setConsent('granted');
    await flush();
    expect(sent).toEqual([]);
    expect(loads()).toBe(0);
  });

  it('sends at once where the site asks nothing', async () => {
    const { tracker, sent } = trackerWithRuntime('https://tw.shop/');
    tracker.setConsent('notRequired');
    tracker.visit('STAY_DURATION', '60');
    await flush();
    expect(sent).toMatchObject([{ consent: 'notRequired', job: { kind: 'visit', action: 'STAY_DURATION', result: '60' } }]);
  });
});

describe('the tracking calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  function recordingApi() {
    const calls: { path: string; options: RequestOptions }[] = [];
    const api: ApiClient = async <T,>(path: string, options: RequestOptions = {}) => {
      calls.push({ path, options });
      if (path === '/consumer/site/pixel/access') {
        return { ok: true, data: { askConsent: true, pixels: { googlePixelType: null, googlePixelIds: [], googleEventList: [], tiktokPixelIds: ['CPL01'], linePixelIds: [], facebookPixelIds: [], snapchatPixelIds: [] }, fixedPurchaseValue: null } as T };
      }
      return { ok: true, data: null as T };
    };
    return { api, calls };
  }

  it('are all silent, obfuscate names and contacts, and mark a visit from a Facebook ad', async () => {
    const { api, calls } = recordingApi();
    const runtime = createTrackingRuntime(api);
    await runtime.run({ kind: 'visit', action: 'NAME_FIELD', result: 'Anna Kowalska', url: 'https://pl.shop/productOrder' }, 'granted');
    const push = runtime.run(
      { kind: 'ad', event: { code: 'AddToCart', productId: 'aqualite-pl', contents: [{ contentId: 'pl-coral-750', contentName: 'Koralowa', price: 99.99, quantity: 2 }], value: 199.98, currency: 'PLN', eventId: 'evt_12345678', url: 'https://pl.shop/productOrder', landingUrl: 'https://pl.shop/?fbclid=IwAR1&ttclid=TT1', referrer: '' } },
      'granted',
    );
    // The pixels wait for the page to be idle; the pushes do not.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.every((call) => call.options.silent)).toBe(true);
    const visit = calls.find((call) => call.path === '/consumer/log/pixel/r.png')!;
    expect(visit.options.query).toMatchObject({ accessAction: 'NAME_FIELD', accessType: 'FIELD' });
    expect(deobfuscate(String(visit.options.query!.accessResult))).toBe('Anna Kowalska');
    const facebook = calls.find((call) => call.path === '/consumer/order/events-push')!;
    expect(facebook.options.body).toMatchObject({ productId: 'aqualite-pl', eventsPushEnumCode: 'AddToCart', channelEnumCode: 'FACEBOOK', eventId: 'evt_12345678', consent: 'granted', fbc: expect.stringMatching(/^fb\.1\.\d+\.IwAR1$/) });
    const tiktok = calls.find((call) => call.path === '/consumer/order/tiktok-events-push')!;
    expect(tiktok.options.body).toMatchObject({ channelEnumCode: 'TIKTOK', eventsPushEnumCode: 'AddToCart', tiktokEventsPushDTO: { event_id: 'evt_12345678', ttclid: 'TT1', eventSourceId: 'CPL01', value: 199.98, currency: 'PLN' } });
    void push;
  });

  it('leaves the channel out when the visit did not come from a Facebook ad', async () => {
    const { api, calls } = recordingApi();
    void createTrackingRuntime(api).run({ kind: 'ad', event: { code: 'ViewContent', productId: 'aqualite-pl', contents: [], value: 1, currency: 'PLN', eventId: 'evt_abcdefgh', url: 'https://pl.shop/', landingUrl: 'https://pl.shop/', referrer: '' } }, 'granted');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.find((call) => call.path === '/consumer/order/events-push')!.options.body).not.toHaveProperty('channelEnumCode');
  });
});

describe('the consent banner', () => {
  it('asks in the shopper’s language with two equal buttons, each one tap', () => {
    const accept = vi.fn();
    const reject = vi.fn();
    renderWithIntl(<ConsentBanner onAccept={accept} onReject={reject} />, 'de', de as Record<string, string>);
    const region = screen.getByRole('region', { name: (de as Record<string, string>)['consent.label'] });
    expect(region.textContent).toContain((de as Record<string, string>)['consent.title']);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([(de as Record<string, string>)['consent.reject'], (de as Record<string, string>)['consent.accept']]);
    expect(new Set(buttons.map((button) => button.className)).size).toBe(1);
    fireEvent.click(buttons[0]!);
    expect(reject).toHaveBeenCalledTimes(1);
    fireEvent.click(buttons[1]!);
    expect(accept).toHaveBeenCalledTimes(1);
  });
});
