import { randomUUID } from 'node:crypto';
import type { Product } from '../../../domain/product';
import { lowestPrice } from '../../../domain/product';
import {
  consentRequired,
  deobfuscate,
  isObfuscatedAction,
  NO_PIXELS,
  type AccessEvent,
  type EventContent,
  type EventsPush,
  type PixelAccess,
  type TiktokPush,
} from '../../../domain/tracking';
import { requireZone } from '../../../domain/zones';
import type { ProductService } from '../products/products.service';
import type { Site } from '../sites/sites.repository';
import type { Forwarder } from './tracking.forwarder';
import type { NewDelivery, TrackingRepository } from './tracking.repository';

export interface RequestFacts {
  ip: string | null;
  userAgent: string | null;
  /** The shopper's first-party id cookie, if the visit has one. */
  visitor: string | null;
}

export type PushResult =
  | { ok: true; stored: boolean; forwarded: number; withheld: string | null }
  | { ok: false; reason: 'productNotFound' | 'orderNotFound' | 'contentNotFound' };

export function createTrackingService(deps: { repository: TrackingRepository; products: ProductService; forwarder: Forwarder; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  const askConsent = (site: Site) => consentRequired(requireZone(site.zoneId), site.settings.tracking?.askConsentOutsideEu);

  /** Consent where asked, and an order that may be reported: otherwise stored, never forwarded. */
  function withheldBy(site: Site, consent: EventsPush['consent']): string | null {
    return askConsent(site) && consent !== 'granted' ? 'noConsent' : null;
  }

  /** The value and contents the server reports, from its own data: never the browser's prices. */
  async function measure(site: Site, product: Product, code: EventsPush['eventsPushEnumCode'], orderNo: string | undefined, contents: EventContent[] | undefined) {
    if (code === 'Purchase') {
      const order = orderNo ? await deps.repository.order(site.id, orderNo) : undefined;
      if (!order || order.product_id !== product.id) return { ok: false as const, reason: 'orderNotFound' as const };
      return {
        ok: true as const,
        value: order.total,
        currency: order.currency,
        orderNo: order.order_no,
        flag: order.report_flag,
        contents: order.items.map((item) => ({ contentId: item.ref_id, contentName: item.name, price: item.unit_price, quantity: item.quantity })),
      };
    }
    if (code === 'AddToCart' && contents?.length) {
      const choices = new Map([...product.skus, ...product.combos].map((choice) => [choice.id, choice]));
      const priced: EventContent[] = [];
      for (const content of contents) {
        const choice = choices.get(content.contentId);
        if (!choice) return { ok: false as const, reason: 'contentNotFound' as const };
        priced.push({ contentId: choice.id, contentName: choice.name, price: choice.price, quantity: content.quantity });
      }
      return { ok: true as const, value: priced.reduce((sum, content) => sum + content.price * content.quantity, 0), currency: requireZone(product.zoneId).currency, orderNo: null, flag: null, contents: priced };
    }
    const price = lowestPrice(product)?.price ?? 0;
    return {
      ok: true as const,
      value: price,
      currency: requireZone(product.zoneId).currency,
      orderNo: null,
      flag: null,
      contents: [{ contentId: product.id, contentName: product.title, price, quantity: 1 }],
    };
  }

  async function store(
    site: Site,
    input: { channel: 'FACEBOOK' | 'TIKTOK' | 'NONE'; eventId: string; code: EventsPush['eventsPushEnumCode']; productId: string; sourceUrl: string; orderNo?: string; contents?: EventContent[]; consent: EventsPush['consent']; pixelHint?: string },
    payload: unknown,
    facts: RequestFacts,
  ): Promise<PushResult> {
    const product = await deps.products.find(site, input.productId);
    if (!product) return { ok: false, reason: 'productNotFound' };
    const measured = await measure(site, product, input.code, input.orderNo, input.contents);
    if (!measured.ok) return measured;
    const withheld = withheldBy(site, input.consent) ?? measured.flag;
    const pixels = product.pixels ?? NO_PIXELS;
    const tracking = site.settings.tracking;
    const targets: { network: 'meta' | 'tiktok'; pixelId: string }[] = withheld
      ? []
      : input.channel === 'FACEBOOK' && tracking?.meta
        ? pixels.facebookPixelIds.map((pixelId) => ({ network: 'meta', pixelId }))
        : input.channel === 'TIKTOK' && tracking?.tiktok
          ? (input.pixelHint && pixels.tiktokPixelIds.includes(input.pixelHint) ? [input.pixelHint] : pixels.tiktokPixelIds).map((pixelId) => ({ network: 'tiktok', pixelId }))
          : [];
    const now = clock().toISOString();
    const id = randomUUID();
    const deliveries: NewDelivery[] = targets.map((target) => ({ id: randomUUID(), network: target.network, pixelId: target.pixelId }));
    const stored = await deps.repository.insertAdEvent(
      {
        id,
        siteId: site.id,
        eventId: input.eventId,
        channel: input.channel,
        code: input.code,
        productId: product.id,
        orderNo: measured.orderNo,
        sourceUrl: input.sourceUrl,
        payload,
        value: measured.value,
        currency: measured.currency,
        contents: measured.contents,
        clientIp: facts.ip,
        userAgent: facts.userAgent,
        withheld,
        createdAt: now,
      },
      deliveries,
    );
    if (stored && deliveries.length > 0) void deps.forwarder.flush().catch(() => 0);
    return { ok: true, stored, forwarded: stored ? deliveries.length : 0, withheld };
  }

  return {
    askConsent,

    /** The visit log: stores the event; personal values arrive obfuscated and are kept decoded. */
    async recordVisit(site: Site, event: AccessEvent, facts: RequestFacts): Promise<void> {
      const decoded = event.accessResult !== undefined && isObfuscatedAction(event.accessAction) ? deobfuscate(event.accessResult) : null;
      await deps.repository.insertAccessEvent({
        id: randomUUID(),
        siteId: site.id,
        action: event.accessAction,
        type: event.accessType ?? null,
        result: decoded ?? event.accessResult ?? null,
        resultDetail: event.accessResultDetail ?? null,
        url: event.url ?? null,
        decoded: decoded !== null,
        visitor: facts.visitor,
        createdAt: clock().toISOString(),
      });
    },

    async push(site: Site, body: EventsPush, facts: RequestFacts): Promise<PushResult> {
      return store(
        site,
        { channel: body.channelEnumCode ?? 'NONE', eventId: body.eventId, code: body.eventsPushEnumCode, productId: body.productId, sourceUrl: body.eventSourceUrl, orderNo: body.orderNo, contents: body.contents, consent: body.consent },
        body,
        facts,
      );
    },

    async pushTiktok(site: Site, body: TiktokPush, facts: RequestFacts): Promise<PushResult> {
      const dto = body.tiktokEventsPushDTO;
      return store(
        site,
        { channel: 'TIKTOK', eventId: dto.event_id, code: body.eventsPushEnumCode, productId: body.productId, sourceUrl: body.eventSourceUrl, orderNo: dto.orderId, contents: dto.contents, consent: body.consent, pixelHint: dto.eventSourceId },
        body,
        facts,
      );
    },

    async pixelAccess(site: Site, productId: string | undefined): Promise<PixelAccess> {
      const product = productId ? await deps.products.find(site, productId) : await deps.products.findDefault(site);
      return {
        askConsent: askConsent(site),
        pixels: product?.pixels ?? NO_PIXELS,
        fixedPurchaseValue: site.settings.tracking?.fixedPurchaseValue ?? null,
      };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
