import type { ApiClient } from '../../../api/client';
import { accessEvent, channelOf, clickIds, type PixelAccess } from '../../../domain/tracking';
import { afterInteractive, firePixels, startPixels } from './pixels';
import type { TrackingJob, TrackingRuntime } from './tracker';
import { API_PATHS } from '../../../domain/api-paths';

function cookie(name: string): string | undefined {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
}

/**
 * Sends what the tracker lets through: visit-log calls (`r.png`), events pushes (and TikTok's
 * push where the product has a TikTok pixel) and the browser pixels, all silent.
 */
export function createTrackingRuntime(api: ApiClient): TrackingRuntime {
  const access = new Map<string, Promise<PixelAccess | null>>();
  const started = new Set<string>();
  const ready = new Promise<void>((resolve) => afterInteractive(resolve));

  // `/site/pixel/access` (spec §7): the product's pixels and the site's rules, once per product.
  const pixelAccess = (productId: string) => {
    let found = access.get(productId);
    if (!found) {
      found = api<PixelAccess>(API_PATHS.pixelAccess, { query: { productId }, silent: true }).then((result) => (result.ok ? result.data : null));
      access.set(productId, found);
    }
    return found;
  };

  return {
    async run(job: TrackingJob, consent) {
      if (job.kind === 'visit') {
        await api(API_PATHS.visitLog, { query: { ...accessEvent(job.action, job.result, job.url, job.detail) }, silent: true });
        return;
      }
      const { event } = job;
      const config = await pixelAccess(event.productId);
      const landing = clickIds(event.landingUrl);
      const current = clickIds(event.url);
      const fbclid = current.fbclid ?? landing.fbclid;
      const channel = channelOf(event.url) ?? channelOf(event.landingUrl);
      const fbc = cookie('_fbc') ?? (fbclid ? `fb.1.${Date.now()}.${fbclid}` : undefined);
      await api(API_PATHS.eventsPush, {
        method: 'POST',
        silent: true,
        body: {
          productId: event.productId,
          eventSourceUrl: event.url,
          eventsPushEnumCode: event.code,
          ...(channel ? { channelEnumCode: channel } : {}),
          eventId: event.eventId,
          ...(event.orderNo ? { orderNo: event.orderNo } : {}),
          contents: event.contents,
          ...(fbc ? { fbc } : {}),
          ...(cookie('_fbp') ? { fbp: cookie('_fbp') } : {}),
          consent,
        },
      });
      if (!config) return;
      if (config.pixels.tiktokPixelIds.length > 0) {
        const ttclid = current.ttclid ?? landing.ttclid;
        const ttp = cookie('_ttp');
        await api(API_PATHS.tiktokEventsPush, {
          method: 'POST',
          silent: true,
          body: {
            productId: event.productId,
            eventSourceUrl: event.url,
            channelEnumCode: 'TIKTOK',
            eventsPushEnumCode: event.code,
            consent,
            tiktokEventsPushDTO: {
              event_id: event.eventId,
              ...(event.referrer ? { referrer: event.referrer.slice(0, 2000) } : {}),
              url: event.url,
              ...(ttclid ? { ttclid } : {}),
              ...(ttp ? { ttp } : {}),
              eventSourceId: config.pixels.tiktokPixelIds[0],
              contentType: 'product',
              currency: event.currency,
              value: event.value,
              contents: event.contents,
              ...(event.orderNo ? { orderId: event.orderNo } : {}),
            },
          },
        });
      }
      await ready;
      startPixels(config.pixels, started);
      firePixels(config.pixels, event, config.fixedPurchaseValue);
    },
  };
}
