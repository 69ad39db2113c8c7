import { TIKTOK_EVENT_NAMES, type AdEvent, type EventContent, type FixedPurchaseValue, type PixelNetwork, type ProductPixels } from '../../../domain/tracking';
import { whenIdle } from '../idle';

/**
 * The ad networks' browser pixels, set up as their official snippets do (a queueing stub, then
 * the network's script, async), but from this module rather than inline scripts, so the page's
 * CSP needs no 'unsafe-inline'. They load after the page is interactive and never block
 * rendering. Each event carries the same id as the server's push, so each network counts the
 * pair once.
 */
type Fn = ((...args: unknown[]) => void) & Record<string, unknown>;
type PixelWindow = Window & { fbq?: Fn; _fbq?: Fn; ttq?: Fn & unknown[]; TiktokAnalyticsObject?: string; dataLayer?: unknown[]; gtag?: Fn; _lt?: Fn; _ltq?: unknown[]; snaptr?: Fn };

export interface PixelEvent {
  code: AdEvent;
  eventId: string;
  value: number;
  currency: string;
  contents: EventContent[];
  orderNo?: string;
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Runs once the page is loaded and the main thread idle: pixels never compete with the page. */
export function afterInteractive(run: () => void): void {
  const idle = () => void whenIdle(run);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const w = () => window as PixelWindow;

const setUp: Record<PixelNetwork, (pixels: ProductPixels, started: Set<string>) => void> = {
  facebook(pixels, started) {
    const win = w();
    if (!win.fbq) {
      const fbq = function (...args: unknown[]) {
        if (fbq.callMethod) (fbq.callMethod as (...a: unknown[]) => void)(...args);
        else (fbq.queue as unknown[]).push(args);
      } as Fn;
      Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
      win.fbq = fbq;
      win._fbq ??= fbq;
      addScript('https://connect.facebook.net/en_US/fbevents.js');
    }
    for (const id of pixels.facebookPixelIds) {
      if (started.has(`facebook:${id}`)) continue;
      started.add(`facebook:${id}`);
      win.fbq!('init', id);
      win.fbq!('trackSingle', id, 'PageView');
    }
  },
  tiktok(pixels, started) {
    const win = w();
    if (!win.ttq) {
      win.TiktokAnalyticsObject = 'ttq';
      const ttq = [] as unknown as Fn & unknown[];
      const methods = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie', 'holdConsent', 'revokeConsent', 'grantConsent'];
      for (const method of methods) ttq[method] = (...args: unknown[]) => void ttq.push([method, ...args]);
      ttq.instance = (id: string) => {
        const instance = ((ttq._i as Record<string, unknown[]>)[id] ?? []) as unknown[] & Record<string, unknown>;
        for (const method of methods) instance[method] = (...args: unknown[]) => void instance.push([method, ...args]);
        return instance;
      };
      ttq.load = (id: string) => {
        const url = 'https://analytics.tiktok.com/i18n/pixel/events.js';
        ttq._i = (ttq._i as Record<string, unknown>) ?? {};
        (ttq._i as Record<string, unknown[] & { _u?: string }>)[id] = Object.assign([], { _u: url });
        ttq._t = (ttq._t as Record<string, number>) ?? {};
        (ttq._t as Record<string, number>)[id] = Date.now();
        ttq._o = (ttq._o as Record<string, unknown>) ?? {};
        (ttq._o as Record<string, unknown>)[id] = {};
        addScript(`${url}?sdkid=${encodeURIComponent(id)}&lib=ttq`);
      };
      win.ttq = ttq;
    }
    for (const id of pixels.tiktokPixelIds) {
      if (started.has(`tiktok:${id}`)) continue;
      started.add(`tiktok:${id}`);
      (win.ttq!.load as (id: string) => void)(id);
    }
    (win.ttq!.page as () => void)();
  },
  google(pixels, started) {
    const win = w();
    const ids = pixels.googlePixelIds;
    if (ids.length === 0) return;
    if (!win.gtag) {
      win.dataLayer ??= [];
      win.gtag = function gtag() {
        // gtag.js reads the Arguments object itself, as its snippet pushes it.
        // eslint-disable-next-line prefer-rest-params
        win.dataLayer!.push(arguments);
      } as Fn;
      win.gtag('js', new Date());
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0]!)}`);
    }
    for (const id of ids) {
      if (started.has(`google:${id}`)) continue;
      started.add(`google:${id}`);
      win.gtag('config', id);
    }
  },
  line(pixels, started) {
    const win = w();
    if (pixels.linePixelIds.length === 0) return;
    if (!win._lt) {
      win._ltq ??= [];
      win._lt = ((...args: unknown[]) => void win._ltq!.push(args)) as Fn;
      addScript('https://d.line-scdn.net/n/line_tag/public/release/v1/lt.js');
    }
    for (const id of pixels.linePixelIds) {
      if (started.has(`line:${id}`)) continue;
      started.add(`line:${id}`);
      win._lt('init', { customerType: 'lap', tagId: id });
      win._lt('send', 'pv', [id]);
    }
  },
  snapchat(pixels, started) {
    const win = w();
    if (pixels.snapchatPixelIds.length === 0) return;
    if (!win.snaptr) {
      const snaptr = function (...args: unknown[]) {
        if (snaptr.handleRequest) (snaptr.handleRequest as (...a: unknown[]) => void)(...args);
        else (snaptr.queue as unknown[]).push(args);
      } as Fn;
      snaptr.queue = [];
      win.snaptr = snaptr;
      addScript('https://sc-static.net/scevent.min.js');
    }
    for (const id of pixels.snapchatPixelIds) {
      if (started.has(`snapchat:${id}`)) continue;
      started.add(`snapchat:${id}`);
      win.snaptr('init', id, {});
      win.snaptr('track', 'PAGE_VIEW');
    }
  },
};

/** The networks a product's pixels use. */
export function networksOf(pixels: ProductPixels): PixelNetwork[] {
  return [
    pixels.facebookPixelIds.length > 0 && 'facebook',
    pixels.googlePixelIds.length > 0 && 'google',
    pixels.tiktokPixelIds.length > 0 && 'tiktok',
    pixels.linePixelIds.length > 0 && 'line',
    pixels.snapchatPixelIds.length > 0 && 'snapchat',
  ].filter((network): network is PixelNetwork => network !== false);
}

/** Sets up the product's pixels (each once per page; each fires its page view). */
export function startPixels(pixels: ProductPixels, started: Set<string>): void {
  for (const network of networksOf(pixels)) setUp[network](pixels, started);
}

const GOOGLE_EVENTS: Record<AdEvent, string> = { ViewContent: 'view_item', AddToCart: 'add_to_cart', Purchase: 'purchase' };
const LINE_EVENTS: Record<AdEvent, string> = { ViewContent: 'ViewItemDetail', AddToCart: 'AddToCart', Purchase: 'Conversion' };
const SNAP_EVENTS: Record<AdEvent, string> = { ViewContent: 'VIEW_CONTENT', AddToCart: 'ADD_CART', Purchase: 'PURCHASE' };

/** Fires one event on every pixel of the product; a fixed purchase value applies to its network only. */
export function firePixels(pixels: ProductPixels, event: PixelEvent, fixed: FixedPurchaseValue | null): void {
  const win = w();
  const valueFor = (network: PixelNetwork) =>
    event.code === 'Purchase' && fixed?.network === network ? { value: fixed.value, currency: fixed.currency } : { value: event.value, currency: event.currency };
  for (const id of pixels.facebookPixelIds) {
    const { value, currency } = valueFor('facebook');
    win.fbq?.(
      'trackSingle',
      id,
      event.code,
      {
        value,
        currency,
        content_type: 'product',
        content_ids: event.contents.map((content) => content.contentId),
        contents: event.contents.map((content) => ({ id: content.contentId, quantity: content.quantity, item_price: content.price })),
        ...(event.orderNo ? { order_id: event.orderNo } : {}),
      },
      { eventID: event.eventId },
    );
  }
  if (pixels.tiktokPixelIds.length > 0 && win.ttq) {
    const { value, currency } = valueFor('tiktok');
    (win.ttq.track as (...args: unknown[]) => void)(
      TIKTOK_EVENT_NAMES[event.code],
      { value, currency, content_type: 'product', contents: event.contents.map((content) => ({ content_id: content.contentId, content_name: content.contentName, price: content.price, quantity: content.quantity })) },
      { event_id: event.eventId },
    );
  }
  if (pixels.googlePixelIds.length > 0 && win.gtag) {
    const { value, currency } = valueFor('google');
    const items = event.contents.map((content) => ({ item_id: content.contentId, item_name: content.contentName, price: content.price, quantity: content.quantity }));
    if (pixels.googlePixelType === 'GoogleADS' && event.code === 'Purchase') {
      for (const { conversionId } of pixels.googleEventList) win.gtag('event', 'conversion', { send_to: conversionId, value, currency, transaction_id: event.orderNo ?? event.eventId });
    } else {
      win.gtag('event', GOOGLE_EVENTS[event.code], { value, currency, items, ...(event.orderNo ? { transaction_id: event.orderNo } : {}), event_id: event.eventId });
    }
  }
  if (pixels.linePixelIds.length > 0 && win._lt) win._lt('send', 'cv', { type: LINE_EVENTS[event.code] }, pixels.linePixelIds);
  if (pixels.snapchatPixelIds.length > 0 && win.snaptr) {
    const { value, currency } = valueFor('snapchat');
    win.snaptr('track', SNAP_EVENTS[event.code], { price: value, currency, item_ids: event.contents.map((content) => content.contentId), client_dedup_id: event.eventId, ...(event.orderNo ? { transaction_id: event.orderNo } : {}) });
  }
}
