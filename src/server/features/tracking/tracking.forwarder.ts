import type { FastifyBaseLogger } from 'fastify';
import type { EventContent } from '../../../domain/tracking';
import { amountToMajor } from '../../../domain/money';
import type { ConversionAdapter, OutgoingEvent } from './tracking.adapters';
import type { AdEventRow, DeliveryRow, TrackingRepository } from './tracking.repository';

export interface ForwarderOptions {
  repository: TrackingRepository;
  /** The adapter for a site and network, as the site is configured now (null: not configured). */
  adapterFor: (siteId: string, network: 'meta' | 'tiktok') => Promise<ConversionAdapter | null>;
  /** The value a network reports for a purchase when the site fixes it (the spec's 30 USD). */
  purchaseValueFor?: (siteId: string, network: 'meta' | 'tiktok') => Promise<{ value: number; currency: string } | null>;
  clock?: () => Date;
  /** The first retry's wait; each next one doubles it (default 2 s), up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Attempts in all before a delivery is given up (default 8). */
  maxAttempts?: number;
  /** How long one attempt may hold a delivery before another may take it (default 60 s). */
  leaseMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/**
 * Sends stored ad events on to the networks. Each delivery (an event for one network's pixel) is
 * taken by one worker at a time (compare and set), tried, and then sent, retried later with
 * exponential backoff, or failed for good (a refusal, or too many attempts).
 */
export function createForwarder(options: ForwarderOptions) {
  const clock = options.clock ?? (() => new Date());
  const baseDelay = options.baseDelayMs ?? 2000;
  const maxDelay = options.maxDelayMs ?? 15 * 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const lease = options.leaseMs ?? 60_000;
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function attempt(delivery: DeliveryRow): Promise<boolean> {
    const now = clock();
    if (!(await options.repository.claim(delivery, now.toISOString(), new Date(now.getTime() + lease).toISOString()))) return false;
    const attempts = delivery.attempts + 1;
    const network = delivery.network as 'meta' | 'tiktok';
    const row = await options.repository.adEvent(delivery.ad_event_id);
    const adapter = row ? await options.adapterFor(row.site_id, network) : null;
    if (!row || !adapter || row.withheld) {
      await options.repository.settle(delivery.id, { status: 'failed', error: row?.withheld ? `withheld: ${row.withheld}` : 'not configured' }, clock().toISOString());
      return true;
    }
    const event = await outgoing(row, network);
    const result = await adapter.send(event, delivery.pixel_id).catch((error: unknown) => ({ ok: false as const, retry: true, error: String(error) }));
    const at = clock();
    if (result.ok) {
      await options.repository.settle(delivery.id, { status: 'sent', error: null }, at.toISOString());
    } else if (result.retry && attempts < maxAttempts) {
      const wait = Math.min(maxDelay, baseDelay * 2 ** (attempts - 1));
      await options.repository.settle(delivery.id, { status: 'pending', nextAttemptAt: new Date(at.getTime() + wait).toISOString(), error: result.error }, at.toISOString());
      options.log?.info({ network, event: row.event_id, attempts, wait }, 'ad event delivery will be retried');
    } else {
      await options.repository.settle(delivery.id, { status: 'failed', error: result.error }, at.toISOString());
      options.log?.warn({ network, event: row.event_id, attempts, error: result.error }, 'ad event delivery failed');
    }
    return true;
  }

  async function outgoing(row: AdEventRow, network: 'meta' | 'tiktok'): Promise<OutgoingEvent> {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    const dto = (payload.tiktokEventsPushDTO ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    const fixed = row.code === 'Purchase' ? await options.purchaseValueFor?.(row.site_id, network) : null;
    const currency = fixed?.currency ?? row.currency;
    return {
      eventId: row.event_id,
      name: row.code as OutgoingEvent['name'],
      time: Math.floor(Date.parse(row.created_at) / 1000),
      sourceUrl: row.source_url,
      referrer: text(dto.referrer),
      ip: row.client_ip,
      userAgent: row.user_agent,
      fbc: text(payload.fbc),
      fbp: text(payload.fbp),
      ttclid: text(dto.ttclid),
      ttp: text(dto.ttp),
      value: fixed ? fixed.value : row.value === null || currency === null ? null : amountToMajor(row.value, currency),
      currency,
      contents: (JSON.parse(row.contents) as EventContent[]).map((content) => ({ ...content, price: row.currency ? amountToMajor(content.price, row.currency) : content.price })),
      orderId: row.order_no,
    };
  }

  /** Tries every delivery due now; answers how many it took. Calls during a run add one more run. */
  function flush(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let taken = 0;
      do {
        again = false;
        for (const delivery of await options.repository.due(clock().toISOString(), 100)) if (await attempt(delivery)) taken += 1;
      } while (again);
      return taken;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    flush,
    /** Sweeps for due retries every `intervalMs` until stopped. */
    start(intervalMs = 5000): void {
      timer ??= setInterval(() => void flush().catch((error: unknown) => options.log?.warn({ err: error }, 'ad event sweep failed')), intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}

export type Forwarder = ReturnType<typeof createForwarder>;
