import type { FastifyBaseLogger } from 'fastify';
import { carrierName } from '../../../domain/carriers';
import { channelOf, fillTemplate, messageOfMove, orderLookupLink, orderMessageKey, sendsOrderMessage, type OrderMessageKind } from '../../../domain/order-messages';
import { requireZone } from '../../../domain/zones';
import { hasCatalog, siteLocale, translate } from '../../i18n';
import type { Actor } from '../audit/audit.repository';
import type { Site } from '../sites/sites.repository';
import type { OrderFacts, OutboxMessage } from './messages.repository';
import type { MessageService } from './messages.service';

export type OrderMessageResult = { ok: true; message: OutboxMessage } | { ok: false; problem: 'unknownOrder' | 'notDispatched' };

interface OrderMessagesDeps {
  messages: MessageService;
  repository: {
    orderFacts(orderNo: string): Promise<OrderFacts | undefined>;
    audit(actor: Actor, change: { action: string; entity: string; entityId: string; before: unknown; after: unknown }, at: string): Promise<void>;
  };
  siteOf(siteId: string): Promise<Site | undefined>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  clock?: () => Date;
  /** The port this server listens on: links to `*.localhost` sites keep it. */
  localPort?: number;
}

/**
 * A message's text: the site's own for the kind, else the catalog's in the order's language; its
 * link opens the lookup in that language (`localPort`: this server's port, kept for `*.localhost`).
 */
export function orderMessageText(site: Site, order: OrderFacts, kind: OrderMessageKind, localPort?: number): string {
  const locale = hasCatalog(order.locale) ? order.locale : siteLocale(site.languageId);
  const values = {
    shop: site.name,
    orderNo: order.orderNo,
    link: orderLookupLink(site.host, order.orderNo, locale, localPort),
    carrier: order.carrier ? carrierName(requireZone(site.zoneId).country, order.carrier) : '',
    trackingNo: order.trackingNo ?? '',
  };
  const own = site.settings.messages?.templates?.[kind];
  if (own) return fillTemplate(own, values);
  return translate(locale, orderMessageKey(kind), values);
}

/**
 * Order messages (issue 16): a confirmation when an order is placed (a prepaid one: when its
 * payment succeeds; `messageOfMove`), `dispatched` when it is
 * dispatched, `outForDelivery` when the courier takes it out for delivery, each as its site's
 * settings say. `notify` hears the change bus's local moves, which are announced after their write commits, and sends in the background: a slow or refusing
 * provider never holds or fails the order (its refusal is an outbox row with the error).
 */
export function createOrderMessages({ messages, repository, siteOf, log, clock = () => new Date(), localPort }: OrderMessagesDeps) {
  const pending = new Set<Promise<unknown>>();

  async function send(orderNo: string, kind: OrderMessageKind, automatic: boolean, known?: OrderFacts): Promise<OrderMessageResult | null> {
    const order = known ?? (await repository.orderFacts(orderNo));
    const site = order && (await siteOf(order.siteId));
    if (!order || !site) return { ok: false, problem: 'unknownOrder' };
    if (automatic && !sendsOrderMessage(site.settings.messages, kind)) return null;
    if (kind !== 'confirmation' && !order.trackingNo) return { ok: false, problem: 'notDispatched' };
    const message = await messages.send({ siteId: site.id, orderNo, kind, to: order.phone, channel: channelOf(site.settings.messages), text: orderMessageText(site, order, kind, localPort) });
    return { ok: true, message };
  }

  return {
    /**
     * An order placed or moved in this process: its message, if the move sends one, in the
     * background. A new order's change carries its facts (the order service had them): not read back.
     */
    notify(change: { orderNo: string; event: string; status: string | null; facts?: OrderFacts }): void {
      const kind = messageOfMove(change);
      if (!kind) return;
      const job: Promise<unknown> = send(change.orderNo, kind, true, change.facts?.orderNo === change.orderNo ? change.facts : undefined)
        .catch((error: unknown) => log.warn({ err: error, orderNo: change.orderNo, kind }, 'an order message could not be sent or recorded'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },

    /** An operator sends one kind of an order's message (again), whatever the site's settings; audited. */
    async resend(orderNo: string, kind: OrderMessageKind, actor: Actor): Promise<OrderMessageResult> {
      const result = (await send(orderNo, kind, false))!;
      if (result.ok) {
        const { message } = result;
        await repository.audit(actor, { action: 'order.message', entity: 'order', entityId: orderNo, before: null, after: { kind, messageId: message.id, channel: message.channel, status: message.status } }, clock().toISOString());
      }
      return result;
    },

    /** Waits for the messages under way (the app's close, and tests). */
    async idle(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}

export type OrderMessages = ReturnType<typeof createOrderMessages>;
