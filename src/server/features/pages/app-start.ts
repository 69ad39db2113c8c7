import { createHash } from 'node:crypto';
import { EARLY_CLICKS } from '../../../app/services/early-input';
import { FIRST_PAINT_TIMING } from '../../../views/first-paint';
import { INTL_WARM, INTL_WARM_SCRIPT } from '../../../i18n/load-intl-data';

/** The inert `<template>` that holds the app's script and preloads until the starter puts them in. */
export const APP_TEMPLATE_ID = 'doorstep-app';

/** Where a page's own preloads (its catalog) go, inside the template. */
export const APP_START_SLOT = '<!--app-start-->';

/**
 * The page's one inline script. The server's page is whole without the app (its first screen, its
 * hero image, its fields), so the app's code is not asked for until that page has been shown: once
 * the page is parsed and its hero image (the one fetched first, `fetchpriority="high"`) has been
 * painted: as Chromium reports it (Element Timing), elsewhere two frames after the image loaded. On
 * a slow phone network the hero then has the bandwidth to itself, instead of sharing it with 40 KB
 * of script and the catalog. (Not `load`: that waits for every image below the first screen too.)
 * A shopper who acts first (a tap, a key) starts it at once. What was typed and chosen, and the
 * buttons tapped (kept here), are replayed once the app is up (app/services/early-input.ts).
 * Whatever happens, the app starts within three seconds. As it does, a worker loads the browser's
 * number and date data for the page's language (public/intl-warm.js), off the main thread, before
 * the app asks for its first format (i18n/load-intl-data.ts). The worker is made in a task of its
 * own, after the app's code is asked for: each half took about 25 ms of a phone's main thread
 * under Lighthouse's 4x CPU, the two together about 50.
 *
 * Each element of the template is made anew rather than cloned: a script from a template's content
 * runs when cloned in some browsers and not in others. Plain ES5, as it runs before anything else.
 */
export const APP_START_SCRIPT = `(function () {
  var early = self.${EARLY_CLICKS} = { clicks: [], within: '' };
  addEventListener('click', function (event) {
    var button = event.target.closest ? event.target.closest('button') : null;
    if (self.${EARLY_CLICKS} !== early || !button || button.type === 'submit') return;
    if (!early.within || button.closest(early.within)) early.clicks.push(button);
  }, true);
  var started = false;
  var intents = ['pointerdown', 'keydown', 'touchstart'];
  function start() {
    if (started) return;
    started = true;
    var parts = document.getElementById('${APP_TEMPLATE_ID}').content.children;
    for (var i = 0; i < parts.length; i++) {
      var part = document.createElement(parts[i].localName);
      for (var j = 0; j < parts[i].attributes.length; j++) part.setAttribute(parts[i].attributes[j].name, parts[i].attributes[j].value);
      document.head.appendChild(part);
    }
    setTimeout(warmIntl, 0);
  }
  function warmIntl() {
    if (!self.Worker || !self.Promise) return;
    try {
      var worker = new Worker('${INTL_WARM_SCRIPT}');
      self.${INTL_WARM} = new Promise(function (done) { worker.onmessage = worker.onerror = function () { done(); }; });
      worker.postMessage(document.documentElement.lang);
    } catch (error) {
      // No worker (a policy, a browser's settings): the app loads the data itself.
    }
  }
  function afterFrames(wait) {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, wait); }); });
  }
  function whenShown() {
    var hero = document.querySelector('img[fetchpriority="high"]');
    if (!hero) return afterFrames(0);
    var reported = hero.getAttribute('elementtiming') === '${FIRST_PAINT_TIMING}' && self.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('element') >= 0;
    if (reported) {
      new PerformanceObserver(function (list) {
        for (var e = list.getEntries(), i = 0; i < e.length; i++) if (e[i].identifier === '${FIRST_PAINT_TIMING}') return setTimeout(start, 0);
      }).observe({ type: 'element', buffered: true });
    }
    // Where the browser does not report paints (or never paints it: scrolled away), frames after it loaded.
    var wait = reported ? 500 : 0;
    if (hero.complete) return afterFrames(wait);
    hero.addEventListener('load', function () { afterFrames(wait); });
    hero.addEventListener('error', function () { afterFrames(0); });
  }
  for (var k = 0; k < intents.length; k++) addEventListener(intents[k], start, { capture: true, passive: true, once: true });
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', whenShown);
  else whenShown();
  setTimeout(start, 3000);
})();`;

/** The starter's CSP source (`'sha256-…'`), for the pages' `script-src`: no 'unsafe-inline'. */
export const APP_START_HASH = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;

const APP_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The built page with its module script and module preloads moved into the template, and the
 * starter in their place. The slot inside the template takes the page's own preloads.
 */
export function deferAppStart(html: string): string {
  const tags = html.match(APP_TAGS) ?? [];
  if (tags.length === 0) return html;
  const withoutTags = html.replace(APP_TAGS, '');
  return withoutTags.replace(
    '</head>',
    `<template id="${APP_TEMPLATE_ID}">${APP_START_SLOT}${tags.join('')}</template><script>${APP_START_SCRIPT}</script></head>`,
  );
}
