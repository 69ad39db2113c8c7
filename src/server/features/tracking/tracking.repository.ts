import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AccessEventsTable, AdDeliveriesTable, AdEventsTable, DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';

export type AdEventRow = Selectable<AdEventsTable>;
export type DeliveryRow = Selectable<AdDeliveriesTable>;

/** A visit-log event as recorded: `result` already decoded where it came obfuscated (`decoded`). */
export interface NewVisit {
  id: string;
  siteId: string;
  action: string;
  type: string | null;
  result: string | null;
  resultDetail: string | null;
  url: string | null;
  decoded: boolean;
  visitor: string | null;
  createdAt: string;
}

/** An ad event as stored: the push as it came (`payload`) and the value the server measured. */
export interface NewAdEvent {
  id: string;
  siteId: string;
  eventId: string;
  channel: string;
  code: string;
  productId: string;
  orderNo: string | null;
  sourceUrl: string;
  payload: unknown;
  value: number | null;
  currency: string | null;
  contents: unknown;
  clientIp: string | null;
  userAgent: string | null;
  /** Why it is not forwarded (no consent, a test or fraud order), or null. */
  withheld: string | null;
  createdAt: string;
}

/** One network's pixel an ad event goes to: pending from the event's time, tried at once. */
export interface NewDelivery {
  id: string;
  network: string;
  pixelId: string;
}

export function createTrackingRepository(db: Kysely<DB>) {
  return {
    async insertAccessEvent(visit: NewVisit): Promise<void> {
      const row: Insertable<AccessEventsTable> = {
        id: visit.id,
        site_id: visit.siteId,
        action: visit.action,
        type: visit.type,
        result: visit.result,
        result_detail: visit.resultDetail,
        url: visit.url,
        decoded: visit.decoded ? 1 : 0,
        visitor: visit.visitor,
        created_at: visit.createdAt,
      };
      await db.insertInto('access_events').values(row).execute();
    },

    /**
     * Stores an ad event with its deliveries, once: the same event id (per site and channel) a
     * second time stores nothing and answers false.
     */
    async insertAdEvent(event: NewAdEvent, targets: readonly NewDelivery[]): Promise<boolean> {
      const row: Insertable<AdEventsTable> = {
        id: event.id,
        site_id: event.siteId,
        event_id: event.eventId,
        channel: event.channel,
        code: event.code,
        product_id: event.productId,
        order_no: event.orderNo,
        source_url: event.sourceUrl,
        payload: JSON.stringify(event.payload),
        value: event.value,
        currency: event.currency,
        contents: JSON.stringify(event.contents),
        client_ip: event.clientIp,
        user_agent: event.userAgent,
        withheld: event.withheld,
        created_at: event.createdAt,
      };
      const deliveries: Insertable<AdDeliveriesTable>[] = targets.map((target) => ({
        id: target.id,
        ad_event_id: event.id,
        network: target.network,
        pixel_id: target.pixelId,
        status: 'pending',
        attempts: 0,
        next_attempt_at: event.createdAt,
        updated_at: event.createdAt,
      }));
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('ad_events').values(row).execute();
          if (deliveries.length > 0) await trx.insertInto('ad_deliveries').values(deliveries).execute();
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Deliveries due now: pending, or sending for longer than their lease (a crash mid-send). */
    async due(now: string, limit: number): Promise<DeliveryRow[]> {
      return db
        .selectFrom('ad_deliveries')
        .selectAll()
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
    },

    /** Takes a delivery for one attempt if nobody else took it since it was read (compare and set). */
    async claim(delivery: DeliveryRow, now: string, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('ad_deliveries')
        .set({ status: 'sending', attempts: delivery.attempts + 1, next_attempt_at: leaseUntil, updated_at: now })
        .where('id', '=', delivery.id)
        .where('attempts', '=', delivery.attempts)
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async settle(id: string, change: { status: 'sent' | 'pending' | 'failed'; nextAttemptAt?: string; error?: string | null }, now: string): Promise<void> {
      await db
        .updateTable('ad_deliveries')
        .set({
          status: change.status,
          updated_at: now,
          ...(change.nextAttemptAt ? { next_attempt_at: change.nextAttemptAt } : {}),
          ...(change.error !== undefined ? { last_error: change.error } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    async adEvent(id: string): Promise<AdEventRow | undefined> {
      return db.selectFrom('ad_events').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** An order as the purchase event needs it, if it is one of this site's. */
    async order(siteId: string, orderNo: string) {
      const order = await db
        .selectFrom('orders')
        .select(['order_no', 'product_id', 'currency', 'total', 'report_flag'])
        .where('order_no', '=', orderNo)
        .where('site_id', '=', siteId)
        .executeTakeFirst();
      if (!order) return undefined;
      const items = await db.selectFrom('order_items').select(['ref_id', 'name', 'quantity', 'unit_price']).where('order_no', '=', orderNo).orderBy('line_no').execute();
      return { ...order, items };
    },

    /** Marks an order not to be reported; its purchase events not yet sent are withheld too. */
    async flagOrder(orderNo: string, flag: 'test' | 'fraud' | null, now: string): Promise<boolean> {
      const result = await db.updateTable('orders').set({ report_flag: flag }).where('order_no', '=', orderNo).executeTakeFirst();
      if (flag) {
        const events = db.selectFrom('ad_events').select('id').where('order_no', '=', orderNo);
        await db.updateTable('ad_events').set({ withheld: flag }).where('order_no', '=', orderNo).execute();
        await db
          .updateTable('ad_deliveries')
          .set({ status: 'failed', last_error: `withheld: ${flag} order`, updated_at: now })
          .where('ad_event_id', 'in', events)
          .where('status', 'in', ['pending', 'sending'])
          .execute();
      }
      return result.numUpdatedRows > 0n;
    },

    /**
     * Forgets visits and ad events from before `before` (their names, phone numbers, IP
     * addresses and browsers with them). Answers how many of each went.
     */
    async forgetBefore(before: string): Promise<{ visits: number; adEvents: number }> {
      return db.transaction().execute(async (trx) => {
        const visits = await trx.deleteFrom('access_events').where('created_at', '<', before).executeTakeFirst();
        const old = trx.selectFrom('ad_events').select('id').where('created_at', '<', before);
        await trx.deleteFrom('ad_deliveries').where('ad_event_id', 'in', old).execute();
        const events = await trx.deleteFrom('ad_events').where('created_at', '<', before).executeTakeFirst();
        return { visits: Number(visits.numDeletedRows), adEvents: Number(events.numDeletedRows) };
      });
    },

    async recentAccessEvents(siteId: string | null, limit: number) {
      let query = db.selectFrom('access_events').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit);
      if (siteId) query = query.where('site_id', '=', siteId);
      return query.execute();
    },

    async recentAdEvents(siteId: string | null, limit: number) {
      let query = db.selectFrom('ad_events').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit);
      if (siteId) query = query.where('site_id', '=', siteId);
      const events = await query.execute();
      const ids = events.map((event) => event.id);
      const deliveries = ids.length ? await db.selectFrom('ad_deliveries').selectAll().where('ad_event_id', 'in', ids).execute() : [];
      return events.map((event) => ({ ...event, deliveries: deliveries.filter((delivery) => delivery.ad_event_id === event.id) }));
    },
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
