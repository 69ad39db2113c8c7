import { RETURN_EVENT_FIELDS, type ReturnLifecycleEvent } from '../../../../machines/return-lifecycle.machine';
import type { AdminReturn, AdminReturnQueue, ReturnEventRequest, ReturnTab } from '../../../domain/contracts/admin-returns';
import { RETURN_TABS } from '../../../domain/contracts/admin-returns';
import { normalizeOrderNumber } from '../../../domain/order-number';
import { REFUND_METHODS, refundProblem, type RefundMethod } from '../../../domain/refund';
import { writeAudit, type Actor } from '../audit/audit.repository';
import type { OrderLifecycle } from '../orders/orders.lifecycle';
import type { ReturnRepository, ReturnRequest } from '../returns/returns.repository';
import { allowedReturnEvents, decideReturnMove, isReturnEvent, RETURN_GRAPH } from '../returns/returns.lifecycle';
import type { ImageStore } from '../uploads/uploads.images';

export type ReturnMoveResult =
  | { ok: true; request: AdminReturn }
  | { ok: false; problem: 'unknownReturn' | 'unknownEvent' }
  | { ok: false; problem: 'missingFields'; fields: string[] }
  | { ok: false; problem: 'notAllowed' | 'movedMeanwhile' | 'orderRefused'; state: string; version: number };

export interface ReturnConsoleDeps {
  returns: ReturnRepository;
  /** Receiving a parcel closes its order through the order's lifecycle, in the same transaction. */
  lifecycle: OrderLifecycle;
  /** Where the return photos are kept (never public: the console serves them to its operators). */
  images: Pick<ImageStore, 'read'>;
  clock?: () => Date;
}

/** Thrown inside a move's transaction to roll the request's move back when its order refuses the return. */
class OrderRefused extends Error {}

const photoUrl = (id: string, name: string) => `/admin/api/returns/${encodeURIComponent(id)}/photos/${encodeURIComponent(name)}`;

/** The console's returns: the queue by tab, one request on its lifecycle machine, its moves. */
export function createReturnConsoleService({ returns, lifecycle, images, clock = () => new Date() }: ReturnConsoleDeps) {
  async function view(request: ReturnRequest): Promise<AdminReturn> {
    const [history, order] = await Promise.all([returns.history(request.id), returns.orderOf(request.orderNo)]);
    const state = { status: request.status, reply: request.reply, refund: request.refund };
    const methods = REFUND_METHODS.map((method) => ({ id: method, name: method }));
    return {
      id: request.id,
      orderNo: request.orderNo,
      createdAt: request.createdAt,
      reason: request.reason as AdminReturn['reason'],
      remark: request.remark,
      carrier: request.carrier,
      trackingNo: request.trackingNo,
      pickerName: request.pickerName,
      pickerPhone: request.pickerPhone,
      address: request.address,
      region: request.region,
      locale: request.locale,
      photos: request.packagePhotos.map((name) => photoUrl(request.id, name)),
      screenshot: request.screenshot ? photoUrl(request.id, request.screenshot) : null,
      reply: request.reply,
      refund: request.refund,
      order: order ?? { orderNo: request.orderNo, status: '', total: 0, currency: '', siteId: '', recipientName: '' },
      lifecycle: {
        state: request.status,
        version: request.version,
        machine: RETURN_GRAPH.id,
        allowedEvents: allowedReturnEvents(state).map((type) => ({ type, fields: RETURN_EVENT_FIELDS[type].map((name) => ({ name, options: name === 'method' ? methods : null })) })),
        history,
      },
    };
  }

  /** The event an agent's request sends, or the fields it lacks. */
  function eventOf(type: ReturnLifecycleEvent['type'], body: ReturnEventRequest, total: number): ReturnLifecycleEvent | string[] {
    switch (type) {
      case 'return.accept':
        return { type, ...(body.reply ? { reply: body.reply } : {}) };
      case 'return.reject':
        return body.reply ? { type, reply: body.reply } : ['reply'];
      case 'return.receive':
        return { type };
      case 'return.refund': {
        const problem = refundProblem({ amount: body.amount ?? 0, method: body.method ?? '', reference: body.reference ?? '' }, total);
        return problem ? [problem] : { type, amount: body.amount!, method: body.method as RefundMethod, reference: body.reference! };
      }
    }
  }

  return {
    async queue(tab: ReturnTab): Promise<AdminReturnQueue> {
      const [requests, counts] = await Promise.all([returns.withStatus(RETURN_TABS[tab]), returns.counts()]);
      return {
        items: await Promise.all(requests.map(view)),
        counts: { open: counts.SUBMITTED ?? 0, waiting: counts.ACCEPTED ?? 0, received: counts.RECEIVED ?? 0 },
      };
    },

    /** Every return request of one order, oldest first, each on its lifecycle (the console's order page); counts by tab of these. */
    async ofOrder(rawOrderNo: string): Promise<AdminReturnQueue> {
      const requests = await returns.ofOrder(normalizeOrderNumber(rawOrderNo));
      const count = (tab: ReturnTab) => requests.filter((request) => (RETURN_TABS[tab] as readonly string[]).includes(request.status)).length;
      return { items: await Promise.all(requests.map(view)), counts: { open: count('open'), waiting: count('waiting'), received: count('received') } };
    },

    async get(id: string): Promise<AdminReturn | undefined> {
      const request = await returns.find(id);
      return request && view(request);
    },

    /**
     * An agent's move: the request's lifecycle machine decides from its state now; the version the
     * agent saw must still be the request's (else 409, nothing written). Receiving the parcel
     * closes the order through its own lifecycle in the same transaction; the move, its history
     * row and its audit row commit together.
     */
    async move(id: string, body: ReturnEventRequest, actor: Actor): Promise<ReturnMoveResult> {
      if (!isReturnEvent(body.type)) return { ok: false, problem: 'unknownEvent' };
      const request = await returns.find(id);
      if (!request) return { ok: false, problem: 'unknownReturn' };
      const refusal = (problem: 'notAllowed' | 'movedMeanwhile' | 'orderRefused', now: ReturnRequest = request) => ({ ok: false as const, problem, state: now.status, version: now.version });
      if (body.version !== undefined && body.version !== request.version) return refusal('movedMeanwhile');
      const state = { status: request.status, reply: request.reply, refund: request.refund };
      if (!allowedReturnEvents(state).includes(body.type)) return refusal('notAllowed');
      const order = await returns.orderOf(request.orderNo);
      const event = eventOf(body.type, body, order?.total ?? 0);
      if (Array.isArray(event)) return { ok: false, problem: 'missingFields', fields: event };
      const next = decideReturnMove(state, event);
      if (!next) return refusal('notAllowed');
      const at = clock().toISOString();
      const { type: _type, ...detail } = event;
      const moved = await returns
        .transaction(async (trx) => {
          const written = await returns.move(id, request.status, next.status, next.reply !== request.reply ? next.reply : undefined, at, trx, {
            event: event.type,
            actor: actor.email,
            detail: Object.keys(detail).length > 0 ? detail : null,
            version: request.version,
            ...(next.refund && event.type === 'return.refund' ? { refund: next.refund } : {}),
          });
          if (!written) return false;
          if (event.type === 'return.receive') {
            const closed = await lifecycle.transition(request.orderNo, { type: 'return.receive', returnId: id }, at, trx, actor.email);
            if (!closed.ok) throw new OrderRefused();
          }
          await writeAudit(trx, actor, { action: event.type, entity: 'return', entityId: id, before: { state: request.status, version: request.version }, after: { state: next.status, ...detail } }, at);
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof OrderRefused) return 'orderRefused' as const;
          throw error;
        });
      if (moved === 'orderRefused') return refusal('orderRefused');
      if (!moved) {
        const now = await returns.find(id);
        return refusal('movedMeanwhile', now ?? request);
      }
      return { ok: true, request: await view((await returns.find(id))!) };
    },

    /** A photo of the request (its parcel or receipt), only by a name the request holds. */
    async photo(id: string, name: string): Promise<Buffer | undefined> {
      const request = await returns.find(id);
      if (!request || (!request.packagePhotos.includes(name) && request.screenshot !== name)) return undefined;
      return images.read(name);
    },
  };
}

export type ReturnConsoleService = ReturnType<typeof createReturnConsoleService>;
