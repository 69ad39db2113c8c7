import { DEFAULT_LOCALE, localeByCode, type LocaleCode } from '../i18n/locales';
/**
 * Order messages (issue 16): the texts a shopper receives about an order, through the same
 * message provider as the one-time codes. Which are sent, by which channel, and each kind's
 * override text are site settings; the default texts are the shopper catalogs'
 * `orderMessage.<kind>` in the order's language.
 */
export const ORDER_MESSAGE_KINDS = ['confirmation', 'dispatched', 'outForDelivery'] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type OrderMessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What a template may name: the shop, the order's number and lookup link, the carrier and tracking number. */
export const MESSAGE_PLACEHOLDERS = ['shop', 'orderNo', 'link', 'carrier', 'trackingNo'] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

/** A site's order-message settings (stored with the site); anything unset is the default below. */
export interface OrderMessageSettings {
  channel?: OrderMessageChannel;
  /** Whether each kind is sent; unset: DEFAULT_SENT. */
  send?: Partial<Record<OrderMessageKind, boolean>>;
  /** The site's own text of a kind (one text for every language); unset: the catalog's. */
  templates?: Partial<Record<OrderMessageKind, string>>;
}

/** Confirmation and dispatch go out unless the owner turns them off; out-for-delivery when turned on. */
export const DEFAULT_SENT: Record<OrderMessageKind, boolean> = { confirmation: true, dispatched: true, outForDelivery: false };

export function sendsOrderMessage(settings: OrderMessageSettings | undefined, kind: OrderMessageKind): boolean {
  return settings?.send?.[kind] ?? DEFAULT_SENT[kind];
}

/**
 * The message a lifecycle move sends on its own (each as the site's settings say). The
 * confirmation goes once the order stands: when it is placed (cash on delivery, paid at the
 * pickup store), or, for an order placed waiting for its payment (card, online), when that
 * payment succeeds; a payment that failed or never came sends nothing. `status` is the order's
 * status after the move.
 */
export function messageOfMove(move: { event: string; status: string | null }): OrderMessageKind | null {
  switch (move.event) {
    case 'order.place':
      return move.status === 'PENDING_PAYMENT' ? null : 'confirmation';
    case 'payment.succeeded':
      return 'confirmation';
    case 'order.dispatch':
      return 'dispatched';
    case 'order.outForDelivery':
      return 'outForDelivery';
    default:
      return null;
  }
}

export const channelOf = (settings: OrderMessageSettings | undefined): OrderMessageChannel => settings?.channel ?? 'sms';

/** The catalog key of a kind's default text. */
export const orderMessageKey = (kind: OrderMessageKind) => `orderMessage.${kind}`;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * What is wrong with an override text: `placeholder` when it names anything but the placeholders
 * above (or a brace is unmatched), `null` when it is good.
 */
export function templateProblem(template: string): 'placeholder' | null {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!.trim());
  if (names.some((name) => !(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name))) return 'placeholder';
  if (/[{}]/.test(template.replace(PLACEHOLDER, ''))) return 'placeholder';
  return null;
}

/** An override text with its placeholders filled (an unknown one is left as written). */
export function fillTemplate(template: string, values: Partial<Record<MessagePlaceholder, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name.trim() as MessagePlaceholder] ?? whole);
}

/**
 * The shopper's order lookup page on the site's own host, in the message's language (its URL
 * prefix: `/pl/searchOrder`). On this machine's `*.localhost` (http) the server's own port is
 * kept, so a link from a shop tried out on port 3000 opens; a public host is https on its default port.
 */
export function orderLookupLink(host: string, orderNo: string, locale: LocaleCode = DEFAULT_LOCALE, localPort?: number): string {
  const local = host === 'localhost' || host.endsWith('.localhost');
  const origin = local ? `http://${host}${localPort && localPort !== 80 ? `:${localPort}` : ''}` : `https://${host}`;
  const prefix = localeByCode(locale)?.prefix ?? '';
  return `${origin}${prefix ? `/${prefix}` : ''}/searchOrder?orderNo=${encodeURIComponent(orderNo)}`;
}
