// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_START_SCRIPT, APP_TEMPLATE_ID } from '../../src/server/features/pages/app-start';
import { earlyClicks, replayEarlyClicks } from '../../src/app/services/early-input';
import { FIRST_PAINT_TIMING } from '../../src/views/first-paint';
import { INTL_WARM, INTL_WARM_SCRIPT } from '../../src/i18n/load-intl-data';
import { WAITING_SELECTOR } from '../../src/views/HydrateLater';

/** The app's files as the server's page holds them: inert, in a template. (happy-dom would fetch a catalog's preload.) */
const TEMPLATE = `<template id="${APP_TEMPLATE_ID}"><link rel="modulepreload" href="/assets/index.js" data-role="entry" crossorigin><link rel="modulepreload" crossorigin href="/assets/landing.js"></template>`;

const started = () => [...document.head.children].filter((element) => element.localName === 'link').map((link) => link.getAttribute('href'));

describe('the page’s starter, which asks for the app’s code once the page has been shown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = TEMPLATE;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // Every starter made here has started, so none is left listening for a first tap or key on
    // this window: the views' files share it (not isolated), and a later file's key press would
    // start a starter whose page is gone.
    document.head.innerHTML = TEMPLATE;
    window.dispatchEvent(new Event('pointerdown'));
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('waits for the page to be painted: nothing is asked for until a whole frame after it was parsed, then each file once, with its attributes', () => {
    // The test document has been parsed already (a page without a hero image).
    expect(document.readyState).not.toBe('loading');
    new Function(APP_START_SCRIPT)();
    expect(started()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(started()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(['/assets/index.js', '/assets/landing.js']);
    const [entry, module] = [...document.head.querySelectorAll('link')];
    expect([entry?.rel, entry?.dataset.role, entry?.hasAttribute('crossorigin')]).toEqual(['modulepreload', 'entry', true]);
    expect([module?.rel, module?.hasAttribute('crossorigin')]).toEqual(['modulepreload', true]);
    vi.advanceTimersByTime(5000);
    expect(started()).toHaveLength(2);
  });

  it('waits for the hero image (the one fetched first) to load, and a whole frame after it', () => {
    document.body.innerHTML = '<img src="/demo/hero-1-800.webp" fetchpriority="high" alt="">';
    const hero = document.querySelector('img')!;
    Object.defineProperty(hero, 'complete', { value: false });
    new Function(APP_START_SCRIPT)();
    vi.advanceTimersByTime(500);
    expect(started()).toEqual([]);
    hero.dispatchEvent(new Event('load'));
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(started()).toEqual(['/assets/index.js', '/assets/landing.js']);
    document.body.innerHTML = '';
  });

  it('where the browser reports paints (Chromium), waits for the report of the hero’s paint, which comes after its load', () => {
    let report: (entries: { identifier: string }[]) => void = () => {};
    class ReportingObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', ReportingObserver);
    document.body.innerHTML = `<img src="/demo/hero-1-800.webp" fetchpriority="high" elementtiming="${FIRST_PAINT_TIMING}" alt="">`;
    const hero = document.querySelector('img')!;
    Object.defineProperty(hero, 'complete', { value: false });
    new Function(APP_START_SCRIPT)();
    hero.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(started()).toEqual([]);
    report([{ identifier: 'another' }]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual([]);
    report([{ identifier: FIRST_PAINT_TIMING }]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(['/assets/index.js', '/assets/landing.js']);
    document.body.innerHTML = '';
  });

  it('starts half a second after the hero loaded when its paint is never reported (scrolled away)', () => {
    vi.stubGlobal('PerformanceObserver', class { static supportedEntryTypes = ['element']; observe() {} });
    document.body.innerHTML = `<img src="/demo/hero-1-800.webp" fetchpriority="high" elementtiming="${FIRST_PAINT_TIMING}" alt="">`;
    new Function(APP_START_SCRIPT)();
    vi.advanceTimersByTime(400);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(started()).toHaveLength(2);
    document.body.innerHTML = '';
  });

  it('starts at once when the shopper taps or types before that, and only once', () => {
    new Function(APP_START_SCRIPT)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(started()).toEqual(['/assets/index.js', '/assets/landing.js']);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(5000);
    expect(started()).toHaveLength(2);
  });

  it('as it asks for the app, has a worker load the number and date data for the page’s language; the promise left for the app settles on its answer, or on its failure', async () => {
    const workers: { url: string; sent: unknown[]; onmessage: (() => void) | null; onerror: (() => void) | null }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        url: string;
        sent: unknown[] = [];
        onmessage: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(url: string) {
          this.url = url;
          workers.push(this);
        }
        postMessage(message: unknown) {
          this.sent.push(message);
        }
      },
    );
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'th-TH';
    const warming = () => (globalThis as Record<string, unknown>)[INTL_WARM] as Promise<void> | undefined;
    try {
      new Function(APP_START_SCRIPT)();
      expect(workers).toEqual([]);
      window.dispatchEvent(new Event('pointerdown'));
      // The app's code is asked for first; the worker comes in the next task.
      expect(workers).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(workers.map(({ url, sent }) => ({ url, sent }))).toEqual([{ url: INTL_WARM_SCRIPT, sent: ['th-TH'] }]);
      let settled = false;
      void warming()!.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      workers[0]!.onmessage!();
      await vi.waitFor(() => expect(settled).toBe(true));

      // A worker that fails (its script refused, say) settles it too: the app then loads the data itself.
      document.head.innerHTML = TEMPLATE;
      new Function(APP_START_SCRIPT)();
      window.dispatchEvent(new Event('keydown'));
      vi.advanceTimersByTime(0);
      workers[1]!.onerror!();
      await warming();
    } finally {
      delete (globalThis as Record<string, unknown>)[INTL_WARM];
      document.documentElement.lang = lang;
    }
  });

  it('starts within three seconds even when no frame is ever painted (a tab opened in the background)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    new Function(APP_START_SCRIPT)();
    vi.advanceTimersByTime(2999);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toHaveLength(2);
  });

  it('keeps the buttons tapped before the app is alive, but not a submit button, whose form goes to the server; the app takes them and no more are kept', () => {
    document.body.innerHTML = '<button type="button" id="claim"><span>Claim</span></button><form><button id="buy">Buy</button></form><a id="link" href="#">Policy</a>';
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    new Function(APP_START_SCRIPT)();
    tap('#claim span');
    tap('#buy');
    tap('#link');
    tap('#claim');
    const early = earlyClicks();
    expect(early.take().map((button) => button.id)).toEqual(['claim', 'claim']);
    tap('#claim');
    expect(earlyClicks().take()).toEqual([]);
  });

  it('once the first screen is alive, keeps only the taps on the parts not hydrated yet', () => {
    document.body.innerHTML =
      '<button type="button" id="plus">+</button><div data-later="4"><button type="button" id="write">Write a review</button></div><div data-later="5"><button type="button" id="claim">Claim</button></div>';
    new Function(APP_START_SCRIPT)();
    tap('#plus');
    const early = earlyClicks();
    early.keepOnlyWithin(WAITING_SELECTOR);
    tap('#plus');
    tap('#write');
    // The coupons' part comes alive: the app answers a tap there itself, so it is not kept to be tapped again.
    document.querySelector('[data-later="5"]')!.setAttribute('data-alive', '');
    tap('#claim');
    expect(early.take().map((button) => button.id)).toEqual(['plus', 'write']);
  });
});

describe('the buttons tapped before the app was alive, tapped again once it is', () => {
  it('taps each in order, one a turn, skipping one gone from the page since, whose old handler is still on it', async () => {
    document.body.innerHTML = '<button id="plus">+</button>';
    const taps: string[] = [];
    document.body.addEventListener('click', (event) => taps.push((event.target as HTMLElement).id));
    const gone = document.createElement('button');
    gone.addEventListener('click', () => taps.push('gone'));
    const replayed = replayEarlyClicks([document.getElementById('plus')!, gone, document.getElementById('plus')!]);
    expect(taps).toEqual([]);
    await replayed;
    expect(taps).toEqual(['plus', 'plus']);
    document.body.innerHTML = '';
  });

  it('taps the button that took a kept one’s place when its part was rendered anew, but not one of several alike', async () => {
    document.body.innerHTML = '<section><button class="link" id="old">撰寫評價</button><button class="claim">領取</button><button class="claim">領取</button></section>';
    const kept = [document.getElementById('old')!, document.querySelector<HTMLElement>('.claim')!];
    // The part is rendered anew: the same buttons, new elements.
    document.body.innerHTML = '<section><button class="link" id="new">撰寫評價</button><button class="claim">領取</button><button class="claim">領取</button></section>';
    const taps: string[] = [];
    document.body.addEventListener('click', (event) => taps.push((event.target as HTMLElement).id || (event.target as HTMLElement).className));
    await replayEarlyClicks(kept);
    expect(taps).toEqual(['new']);
    document.body.innerHTML = '';
  });

  it('takes nothing on a page without the starter, and only elements from a record another script wrote to', () => {
    const bare = {} as Window;
    const none = earlyClicks(bare);
    expect(() => none.keepOnlyWithin('[data-later]')).not.toThrow();
    expect(none.take()).toEqual([]);
    const button = document.createElement('button');
    const written = { doorstepEarlyClicks: { clicks: ['not a button', button], within: '' } } as unknown as Window;
    expect(earlyClicks(written).take()).toEqual([button]);
  });
});

/** A shopper's tap on the element `selector` finds. */
function tap(selector: string) {
  document.querySelector<HTMLElement>(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
