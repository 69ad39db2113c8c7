import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import pl from '../../src/i18n/messages/pl.json';
import { ALL_PIXEL_HOSTS } from '../../src/domain/tracking';
import { placeTaiwanOrder, requireChrome, useShopInChromium, visible } from './harness';

const t = zhTW as Record<string, string>;
const run = requireChrome();
const exec = promisify(execFile);

/**
 * Stand-ins for the networks' scripts (the sandbox has no internet, and tests must not depend on
 * it): each takes over its network's queue as the real script does and reports every call as an
 * image request to the network's collection host, which the test records.
 */
const FAKE_SCRIPTS: Record<string, string> = {
  'connect.facebook.net': `(function(){var f=window.fbq;function h(){var a=[].slice.call(arguments);if(a[0]!=='trackSingle')return;var d=a[3]||{};new Image().src='https://www.facebook.com/tr?id='+a[1]+'&ev='+a[2]+'&cd[value]='+(d.value==null?'':d.value)+'&cd[currency]='+(d.currency||'')+'&eid='+((a[4]||{}).eventID||'')}f.callMethod=h;var q=f.queue||[];f.queue=[];q.forEach(function(a){h.apply(null,a)});document.cookie='_fbp=fb.1.1.42; path=/'})();`,
  'analytics.tiktok.com': `(function(){var t=window.ttq;function h(a){if(a[0]!=='track')return;var d=a[2]||{};new Image().src='https://analytics.tiktok.com/api/v2/pixel?event='+a[1]+'&value='+d.value+'&eid='+((a[3]||{}).event_id||'')}for(var i=0;i<t.length;i++)h(t[i]);t.length=0;t.push=function(a){h(a);return 0}})();`,
};

interface PixelHit {
  host: string;
  url: string;
}

/** A phone whose every request to a pixel host is recorded (and answered by a stand-in). */
async function watchPixels(context: BrowserContext): Promise<PixelHit[]> {
  const hits: PixelHit[] = [];
  await context.route(
    (url) => ALL_PIXEL_HOSTS.includes(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      hits.push({ host: url.hostname, url: url.href });
      const script = FAKE_SCRIPTS[url.hostname];
      if (script && /\.js/.test(url.pathname)) return route.fulfill({ status: 200, contentType: 'text/javascript', body: script });
      return route.fulfill({ status: 200, contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
    },
  );
  return hits;
}

const events = (hits: PixelHit[], host: string, name: string) => hits.filter((hit) => hit.host === host && (hit.url.includes(`ev=${name}&`) || hit.url.includes(`event=${name}&`)));

describe.runIf(run)('tracking and ad pixels with consent, on a phone (Chromium, 412 x 823)', () => {
  const shop = useShopInChromium();
  const cli = (...args: string[]) => exec('node', ['dist/server/cli.js', 'tracking', ...args], { env: { ...process.env, DATA_DIR: shop.server.dataDir, LOG_LEVEL: 'silent' } });
  const stored = <T,>(sql: string, ...params: unknown[]): T[] => {
    const db = new BetterSqlite(join(shop.server.dataDir, 'doorstep.sqlite'), { readonly: true });
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    await cli('pixels', 'aqualite-pl', 'facebook=1111', 'tiktok=CPL01', 'google=AW-22', 'google-type=GoogleADS', 'conversion=AW-22/buy', 'line=line-pl', 'snapchat=snap-pl');
    await cli('pixels', 'aqualite-tw', 'facebook=3333', 'tiktok=CTW01');
    // Taiwan is outside the EU: this site asks all the same, so the whole funnel runs behind the banner.
    await cli('site', 'tw.localhost', 'ask-consent=yes');
    // The server caches sites for 30 s: start it again so it reads the settings now.
    await shop.restart();
  });

  async function openPl(): Promise<{ context: BrowserContext; page: Page; hits: PixelHit[] }> {
    const context = await shop.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
    const hits = await watchPixels(context);
    const page = await context.newPage();
    shop.watch(page, 'pl');
    await page.goto(shop.server.origin('pl.localhost') + '/pl?fbclid=IwAR-test');
    return { context, page, hits };
  }

  it('sends nothing to any pixel host in the EU before the shopper answers, nor after a refusal', async () => {
    const { context, page, hits } = await openPl();
    const banner = page.getByTestId('consent-banner');
    await visible(banner);
    const accept = banner.getByRole('button', { name: pl['consent.accept'] });
    const reject = banner.getByRole('button', { name: pl['consent.reject'] });
    // Equally easy: the same size, side by side.
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.round(a!.width)).toBe(Math.round(r!.width));
    expect(Math.round(a!.height)).toBe(Math.round(r!.height));
    // Buy something while the banner asks: still nothing leaves.
    await page.getByRole('button', { name: pl['product.addToCart'] }).first().click();
    await page.waitForTimeout(2500);
    expect(hits).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => name !== 'i18n_redirected')).toEqual([]);
    expect(stored('select * from ad_events')).toEqual([]);
    expect(stored("select * from access_events where url like '%pl.localhost%'")).toEqual([]);

    await reject.click();
    await expect.poll(() => banner.count()).toBe(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    expect(hits).toEqual([]);
    expect(stored('select * from ad_events')).toEqual([]);
    // Remembered: the banner does not ask again; the footer lets the shopper change their mind.
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    await page.getByRole('button', { name: pl['consent.settings'] }).click();
    await visible(page.getByTestId('consent-banner'));
    await context.close();
  });

  it('loads the pixels after consent in the EU and reports the view once, to every network', async () => {
    const { context, page, hits } = await openPl();
    await page.getByTestId('consent-banner').getByRole('button', { name: pl['consent.accept'] }).click();
    await expect.poll(() => events(hits, 'www.facebook.com', 'ViewContent').length, { timeout: 10_000 }).toBe(1);
    const hosts = new Set(hits.map((hit) => hit.host));
    for (const host of ['connect.facebook.net', 'analytics.tiktok.com', 'www.googletagmanager.com', 'd.line-scdn.net', 'sc-static.net']) expect(hosts, host).toContain(host);
    const view = events(hits, 'www.facebook.com', 'ViewContent')[0]!;
    expect(view.url).toContain('cd[value]=89.99');
    expect(view.url).toContain('cd[currency]=PLN');
    // The server has the same event (same id), with the consent and the fbclid channel.
    const eventId = new URL(view.url).searchParams.get('eid');
    await expect.poll(() => stored<{ code: string; channel: string; value: number }>('select code, channel, value from ad_events where event_id = ?', eventId), { timeout: 5000 }).toEqual([
      { code: 'ViewContent', channel: 'FACEBOOK', value: 8999 },
      { code: 'ViewContent', channel: 'TIKTOK', value: 8999 },
    ]);
    expect(JSON.parse(stored<{ payload: string }>("select payload from ad_events where event_id = ? and channel = 'FACEBOOK'", eventId)[0]!.payload)).toMatchObject({ consent: 'granted', eventSourceUrl: expect.stringContaining('fbclid=IwAR-test') });
    await context.close();
  });

  it('fires view, add to cart and purchase once each with the order’s value, and the server stores what the browser sent', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
    const hits = await watchPixels(context);
    const page = await context.newPage();
    shop.watch(page, 'tw');
    await page.goto(shop.server.origin('tw.localhost') + '/?ttclid=E.C.P.tt');
    await page.getByTestId('consent-banner').getByRole('button', { name: t['consent.accept'] }).click();
    await expect.poll(() => events(hits, 'www.facebook.com', 'ViewContent').length, { timeout: 10_000 }).toBe(1);

    const orderNo = await placeTaiwanOrder(page);
    await expect.poll(() => events(hits, 'www.facebook.com', 'Purchase').length, { timeout: 10_000 }).toBe(1);
    // A reload of the success page does not count the purchase again.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);

    const [total] = stored<{ total: number }>('select total from orders where order_no = ?', orderNo);
    expect(events(hits, 'www.facebook.com', 'ViewContent')).toHaveLength(1);
    expect(events(hits, 'www.facebook.com', 'AddToCart')).toHaveLength(1);
    expect(events(hits, 'www.facebook.com', 'AddToCart')[0]!.url).toContain('cd[value]=790&');
    const purchases = events(hits, 'www.facebook.com', 'Purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.url).toContain(`cd[value]=${total!.total / 100}&cd[currency]=TWD`);
    expect(events(hits, 'analytics.tiktok.com', 'CompletePayment')).toHaveLength(1);

    // The server stored each event as the browser sent it, under the pixels' event ids.
    const rows = stored<{ code: string; channel: string; event_id: string; order_no: string | null; value: number; payload: string }>("select code, channel, event_id, order_no, value, payload from ad_events where product_id = 'aqualite-tw' order by created_at");
    for (const [code, hit] of [['ViewContent', events(hits, 'www.facebook.com', 'ViewContent')[0]!], ['AddToCart', events(hits, 'www.facebook.com', 'AddToCart')[0]!], ['Purchase', purchases[0]!]] as const) {
      const eventId = new URL(hit.url).searchParams.get('eid');
      const same = rows.filter((row) => row.event_id === eventId);
      expect(same.map((row) => [row.code, row.channel]).sort(), code).toEqual([[code, 'NONE'], [code, 'TIKTOK']]);
      const tiktok = JSON.parse(same.find((row) => row.channel === 'TIKTOK')!.payload) as { tiktokEventsPushDTO: { ttclid?: string; event_id: string } };
      expect(tiktok.tiktokEventsPushDTO).toMatchObject({ event_id: eventId, ttclid: 'E.C.P.tt' });
    }
    expect(rows.filter((row) => row.code === 'Purchase').map((row) => [row.order_no, row.value])).toEqual([
      [orderNo, total!.total],
      [orderNo, total!.total],
    ]);
    // The name and phone typed were logged obfuscated, and the server decoded them.
    const fields = stored<{ action: string; result: string; decoded: number }>("select action, result, decoded from access_events where action in ('NAME_FIELD', 'CONTACT_FIELD') order by action");
    expect(fields).toEqual([
      { action: 'CONTACT_FIELD', result: '0912-345-678', decoded: 1 },
      { action: 'NAME_FIELD', result: '王小明', decoded: 1 },
    ]);
    await context.close();
  });

  it('logs exactly ten STAY_DURATION events in ten minutes on the landing page, and no more after', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
    await watchPixels(context);
    await context.clock.install();
    const page = await context.newPage();
    shop.watch(page, 'stay');
    await page.goto(shop.server.origin('tw.localhost') + '/');
    await page.getByTestId('consent-banner').getByRole('button', { name: t['consent.accept'] }).click();
    await page.waitForLoadState('networkidle');
    const before = stored<{ n: number }>("select count(*) as n from access_events where action = 'STAY_DURATION'")[0]!.n;
    const stays = () => stored<{ result: string }>("select result from access_events where action = 'STAY_DURATION' order by created_at, cast(result as integer)").slice(before).map((row) => row.result);
    // A minute at a time, as a shopper's clock runs: each minute's request has real time to
    // arrive before the next (a whole ten minutes at once would let the client's 30 s request
    // timeout, on the same fake clock, cut requests a loaded machine has not finished).
    for (let minute = 1; minute <= 10; minute++) {
      await context.clock.runFor(60_000);
      await expect.poll(() => stays().length, { timeout: 10_000 }).toBe(minute);
    }
    await context.clock.runFor(5 * 60_000);
    await page.waitForLoadState('networkidle');
    expect(stays()).toEqual(['60', '120', '180', '240', '300', '360', '420', '480', '540', '600']);
    await context.close();
  });
});
