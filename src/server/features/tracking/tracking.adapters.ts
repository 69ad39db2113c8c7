import { TIKTOK_EVENT_NAMES, type AdEvent, type EventContent } from '../../../domain/tracking';

/** One ad event as the server reports it, whatever the network. Amounts in major units. */
export interface OutgoingEvent {
  eventId: string;
  name: AdEvent;
  /** Unix seconds. */
  time: number;
  sourceUrl: string;
  referrer: string | null;
  ip: string | null;
  userAgent: string | null;
  fbc: string | null;
  fbp: string | null;
  ttclid: string | null;
  ttp: string | null;
  value: number | null;
  currency: string | null;
  contents: EventContent[];
  orderId: string | null;
}

export type SendResult = { ok: true } | { ok: false; retry: boolean; error: string };

/** A network's server-side conversion API. */
export interface ConversionAdapter {
  network: 'meta' | 'tiktok';
  send(event: OutgoingEvent, pixelId: string): Promise<SendResult>;
}

export interface AdapterConfig {
  accessToken: string;
  testEventCode?: string;
  /** The API's base URL (tests point it at a local fake receiver). */
  endpoint?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export const META_ENDPOINT = 'https://graph.facebook.com/v21.0';
export const TIKTOK_ENDPOINT = 'https://business-api.tiktok.com/open_api/v1.3';

/** Sends JSON; a network failure, a timeout, 429 and 5xx may be retried, other answers not. */
async function post(config: AdapterConfig, url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ result: SendResult; json: unknown }> {
  let response: Response;
  try {
    response = await (config.fetch ?? globalThis.fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return { result: { ok: false, retry: true, error: `no answer: ${(error as Error).message}` }, json: null };
  }
  const text = await response.text().catch(() => '');
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the status says enough.
  }
  if (response.ok) return { result: { ok: true }, json };
  const retry = response.status === 429 || response.status >= 500;
  return { result: { ok: false, retry, error: `HTTP ${response.status}: ${text.slice(0, 300)}` }, json };
}

/**
 * Meta's Conversions API: POST {endpoint}/{pixel id}/events. `event_id` matches the browser
 * pixel's `eventID`, so Meta counts the pair once.
 */
export function createMetaAdapter(config: AdapterConfig): ConversionAdapter {
  const endpoint = (config.endpoint ?? META_ENDPOINT).replace(/\/$/, '');
  return {
    network: 'meta',
    async send(event, pixelId) {
      const body = {
        data: [
          {
            event_name: event.name,
            event_time: event.time,
            event_id: event.eventId,
            event_source_url: event.sourceUrl,
            action_source: 'website',
            user_data: compact({
              client_ip_address: event.ip,
              client_user_agent: event.userAgent,
              fbc: event.fbc,
              fbp: event.fbp,
            }),
            custom_data: compact({
              currency: event.currency,
              value: event.value,
              content_type: 'product',
              content_ids: event.contents.map((content) => content.contentId),
              contents: event.contents.map((content) => ({ id: content.contentId, quantity: content.quantity, item_price: content.price })),
              num_items: event.contents.reduce((sum, content) => sum + content.quantity, 0),
              order_id: event.orderId,
            }),
          },
        ],
        ...(config.testEventCode ? { test_event_code: config.testEventCode } : {}),
        access_token: config.accessToken,
      };
      return (await post(config, `${endpoint}/${encodeURIComponent(pixelId)}/events`, body)).result;
    },
  };
}

/**
 * TikTok's Events API 2.0: POST {endpoint}/event/track/ with the access token in a header.
 * TikTok answers 200 with `code` 0 on success; any other code is a refusal.
 */
export function createTiktokAdapter(config: AdapterConfig): ConversionAdapter {
  const endpoint = (config.endpoint ?? TIKTOK_ENDPOINT).replace(/\/$/, '');
  return {
    network: 'tiktok',
    async send(event, pixelId) {
      const body = {
        event_source: 'web',
        event_source_id: pixelId,
        ...(config.testEventCode ? { test_event_code: config.testEventCode } : {}),
        data: [
          {
            event: TIKTOK_EVENT_NAMES[event.name],
            event_time: event.time,
            event_id: event.eventId,
            user: compact({ ttclid: event.ttclid, ttp: event.ttp, ip: event.ip, user_agent: event.userAgent }),
            page: compact({ url: event.sourceUrl, referrer: event.referrer }),
            properties: compact({
              currency: event.currency,
              value: event.value,
              content_type: 'product',
              contents: event.contents.map((content) => ({ content_id: content.contentId, content_name: content.contentName, price: content.price, quantity: content.quantity })),
              order_id: event.orderId,
            }),
          },
        ],
      };
      const { result, json } = await post(config, `${endpoint}/event/track/`, body, { 'Access-Token': config.accessToken });
      if (!result.ok) return result;
      const code = (json as { code?: unknown } | null)?.code;
      if (code === 0) return { ok: true };
      return { ok: false, retry: false, error: `TikTok refused: ${JSON.stringify(json).slice(0, 300)}` };
    },
  };
}

function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== null && entry !== undefined)) as Partial<T>;
}
