import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessEventSchema, eventsPushSchema, tiktokPushSchema } from '../../../domain/tracking-schemas';
import { shopperIdOf } from '../../http/cookies';
import { CODES, fail, ok } from '../../http/envelope';
import { localeOf, siteOf } from '../../http/request-context';
import { translate } from '../../i18n';
import type { SiteService } from '../sites/sites.service';
import type { PushResult, RequestFacts, TrackingService } from './tracking.service';

/** A real 1x1 transparent PNG (67 bytes). */
export const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export interface TrackingRouteOptions {
  sites: SiteService;
  tracking: TrackingService;
  /** Visit-log and push calls a client may make per minute (default 240). */
  rateLimit?: { max: number; timeWindow: number };
}

function factsOf(request: FastifyRequest): RequestFacts {
  const agent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null, visitor: shopperIdOf(request) };
}

/**
 * The tracking calls (spec §7): the visit log `r.png`, the events push, the TikTok-shaped channel
 * push and the pixel access. The browser makes them silently; a bad call gets a 4xx all the same.
 */
export async function trackingRoutes(app: FastifyInstance, options: TrackingRouteOptions) {
  const { sites, tracking } = options;
  const config = { rateLimit: options.rateLimit ?? { max: 240, timeWindow: 60_000 } };

  const invalid = async (request: FastifyRequest, reply: FastifyReply) =>
    fail(reply, 400, CODES.INVALID_REQUEST, translate(await localeOf(request, sites), 'error.invalidRequest'));

  const answer = async (request: FastifyRequest, reply: FastifyReply, result: PushResult) => {
    if (result.ok) return ok(reply, { stored: result.stored, forwarded: result.forwarded, withheld: result.withheld });
    return fail(reply, 404, CODES.NOT_FOUND, translate(await localeOf(request, sites), 'error.notFound'), { reason: result.reason });
  };

  app.get('/api/consumer/log/pixel/r.png', { config }, async (request, reply) => {
    const parsed = accessEventSchema.safeParse(request.query);
    if (!parsed.success) return invalid(request, reply);
    await tracking.recordVisit(await siteOf(request, sites), parsed.data, factsOf(request));
    return reply.code(200).header('content-type', 'image/png').header('cache-control', 'no-store').send(PIXEL_PNG);
  });

  app.post('/api/consumer/order/events-push', { config }, async (request, reply) => {
    const parsed = eventsPushSchema.safeParse(request.body);
    if (!parsed.success) return invalid(request, reply);
    return answer(request, reply, await tracking.push(await siteOf(request, sites), parsed.data, factsOf(request)));
  });

  // The ad-channel push of spec §7 ("path not shown"): ours, documented in docs/api.md.
  app.post('/api/consumer/order/tiktok-events-push', { config }, async (request, reply) => {
    const parsed = tiktokPushSchema.safeParse(request.body);
    if (!parsed.success) return invalid(request, reply);
    return answer(request, reply, await tracking.pushTiktok(await siteOf(request, sites), parsed.data, factsOf(request)));
  });

  app.get<{ Querystring: { productId?: string } }>('/api/consumer/site/pixel/access', { config }, async (request, reply) => {
    const productId = typeof request.query.productId === 'string' && request.query.productId.length <= 64 ? request.query.productId : undefined;
    return ok(reply, await tracking.pixelAccess(await siteOf(request, sites), productId));
  });
}
