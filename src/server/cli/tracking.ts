import { normalizeOrderNumber } from '../../domain/order-number';
import { PIXEL_NETWORKS, type ProductPixels } from '../../domain/tracking';
import { amountToMajor } from '../../domain/money';
import type { TrackingSettings } from '../../domain/site';
import type { WithShop } from './shop';

export const TRACKING_USAGE = 'usage: npm run tracking -- pixels <product id> <network>=<ids> ... | site <host> <setting>=<value> ... | flag <order no> test|fraud|none | events [host] [limit]';

/** `key=value` arguments; a value that is not `key=value` is refused. */
function settingsOf(args: string[]): Map<string, string> | null {
  const settings = new Map<string, string>();
  for (const arg of args) {
    const at = arg.indexOf('=');
    if (at <= 0) return null;
    settings.set(arg.slice(0, at), arg.slice(at + 1));
  }
  return settings;
}

const list = (value: string) => value.split(',').map((item) => item.trim()).filter(Boolean);

/** Ad pixels, sites' tracking settings, orders not to report, and what was recorded. */
export async function tracking(withShop: WithShop, action: string, args: string[]): Promise<number> {
  return withShop(async ({ services }) => {
    const service = services.tracking();
    if (action === 'pixels' && args[0]) {
      const settings = settingsOf(args.slice(1));
      const keys: Record<string, keyof ProductPixels> = { facebook: 'facebookPixelIds', tiktok: 'tiktokPixelIds', google: 'googlePixelIds', line: 'linePixelIds', snapchat: 'snapchatPixelIds' };
      if (!settings || [...settings.keys()].some((key) => !(key in keys) && key !== 'google-type' && key !== 'conversion')) {
        console.error(TRACKING_USAGE);
        return 2;
      }
      const patch: Partial<ProductPixels> = {};
      for (const [key, value] of settings) {
        if (key === 'google-type') patch.googlePixelType = value === '' ? null : (value as ProductPixels['googlePixelType']);
        else if (key === 'conversion') patch.googleEventList = list(value).map((conversionId) => ({ conversionId }));
        else (patch as Record<string, string[]>)[keys[key]!] = list(value);
      }
      const pixels = await service.setProductPixels(args[0], patch);
      if (!pixels) {
        console.error(`no product ${args[0]}`);
        return 1;
      }
      console.log(JSON.stringify(pixels, null, 2));
      return 0;
    }
    if (action === 'site' && args[0]) {
      const settings = settingsOf(args.slice(1));
      if (!settings) {
        console.error(TRACKING_USAGE);
        return 2;
      }
      const existing = (await service.siteTracking(args[0])) ?? {};
      const patch: Partial<Record<keyof TrackingSettings, unknown>> = {};
      const network = (name: 'meta' | 'tiktok', field: 'accessToken' | 'testEventCode' | 'endpoint', value: string) => {
        const base = { ...((patch[name] as Record<string, string> | undefined) ?? existing[name] ?? {}) } as Record<string, string>;
        if (value === '') delete base[field];
        else base[field] = value;
        patch[name] = base.accessToken ? base : null;
      };
      for (const [key, value] of settings) {
        if (key === 'meta-token') network('meta', 'accessToken', value);
        else if (key === 'meta-test-code') network('meta', 'testEventCode', value);
        else if (key === 'meta-endpoint') network('meta', 'endpoint', value);
        else if (key === 'tiktok-token') network('tiktok', 'accessToken', value);
        else if (key === 'tiktok-test-code') network('tiktok', 'testEventCode', value);
        else if (key === 'tiktok-endpoint') network('tiktok', 'endpoint', value);
        else if (key === 'ask-consent') patch.askConsentOutsideEu = value === 'yes';
        else if (key === 'test-phones') patch.testPhones = list(value);
        else if (key === 'blocked-phones') {
          console.error('blocked phones are a blocklist now: the back office’s Protection page (POST /admin/api/protection/entries)');
          return 2;
        }
        else if (key === 'fixed-purchase') {
          const [net, amount, currency] = value.split(':');
          if (value === 'none' || value === '') patch.fixedPurchaseValue = null;
          else if (net && (PIXEL_NETWORKS as readonly string[]).includes(net) && Number.isFinite(Number(amount)) && /^[A-Z]{3}$/.test(currency ?? '')) patch.fixedPurchaseValue = { network: net, value: Number(amount), currency };
          else {
            console.error('fixed-purchase=<network>:<value>:<currency>, e.g. tiktok:30:USD, or none');
            return 2;
          }
        } else {
          console.error(`unknown setting ${key}\n${TRACKING_USAGE}`);
          return 2;
        }
      }
      const updated = await service.updateSiteTracking(args[0], patch);
      if (!updated) {
        console.error(`no site ${args[0]}`);
        return 1;
      }
      // Tokens are secrets, kept encrypted: only their last 4 characters are shown.
      const shown = (api: { tokenLast4?: string } | null | undefined) => (api ? { ...api, accessToken: api.tokenLast4 ? `set, ending …${api.tokenLast4}` : 'set', tokenLast4: undefined } : api);
      console.log(JSON.stringify({ ...updated, meta: shown(updated.meta), tiktok: shown(updated.tiktok) }, null, 2));
      console.log('The running server picks this up within 30 seconds.');
      return 0;
    }
    if (action === 'flag' && args[0] && ['test', 'fraud', 'none'].includes(args[1] ?? '')) {
      const flag = args[1] === 'none' ? null : (args[1] as 'test' | 'fraud');
      const found = await service.flagOrder(normalizeOrderNumber(args[0]) ?? args[0], flag);
      console.log(found ? `order ${args[0]}: ${flag ?? 'reported normally'}` : `no order ${args[0]}`);
      return found ? 0 : 1;
    }
    if (action === 'events') {
      const host = args[0] && !/^\d+$/.test(args[0]) ? args[0] : null;
      const limit = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 20);
      const { adEvents, visits } = await service.recent(host, limit);
      for (const event of adEvents) {
        const sent = event.deliveries.map((delivery) => `${delivery.network}:${delivery.pixel_id} ${delivery.status} (${delivery.attempts})`).join(', ');
        console.log(`${event.created_at} ${event.code} ${event.channel} ${event.event_id} ${event.product_id}${event.order_no ? ` order ${event.order_no}` : ''} value ${event.value === null || !event.currency ? '-' : amountToMajor(event.value, event.currency)} ${event.currency}${event.withheld ? ` withheld: ${event.withheld}` : ''}${sent ? ` → ${sent}` : ''}`);
      }
      for (const visit of visits) {
        console.log(`${visit.created_at} visit ${visit.action} ${visit.result ?? ''} ${visit.url ?? ''}`);
      }
      return 0;
    }
    console.error(TRACKING_USAGE);
    return 2;
  });
}
