import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoute } from '../../../domain/api-paths';
import { pixelAccessSchema, pushResultSchema } from '../../../domain/contracts/tracking';
import { pixelAccessQuery } from '../../../domain/contracts/requests';
import { consumerHeaders, failureReplies, replies } from '../../http/contract';
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
export async function trackingRoutes(fastify: FastifyInstance, options: TrackingRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sites, tracking } = options;
  const config = { rateLimit: options.rateLimit ?? { max: 240, timeWindow: 60_000 } };
  const tags = ['tracking'];

  const answer = async (request: FastifyRequest, reply: FastifyReply, result: PushResult) => {
    if (result.ok) return ok(reply, { stored: result.stored, forwarded: result.forwarded, withheld: result.withheld });
    return fail(reply, 404, CODES.NOT_FOUND, translate(await localeOf(request, sites), 'error.notFound'), { reason: result.reason });
  };

  app.get(
    apiRoute('visitLog'),
    {
      config,
      schema: {
        summary: 'The visit log: one page view or shopper action (answers a 1x1 PNG)',
        tags,
        headers: consumerHeaders,
        querystring: accessEventSchema,
        response: { 200: z.any().describe('a 1x1 transparent PNG (image/png)'), ...failureReplies },
      },
    },
    async (request, reply) => {
    await tracking.recordVisit(await siteOf(request, sites), request.query, factsOf(request));
    return reply.code(200).header('content-type', 'image/png').header('cache-control', 'no-store').send(PIXEL_PNG);
  });

  app.post(
    apiRoute('eventsPush'),
    {
      config,
      schema: {
        summary: 'An ad event (view, add to cart, purchase...) for the site’s conversion APIs',
        tags,
        headers: consumerHeaders,
        body: eventsPushSchema,
        response: replies(pushResultSchema),
      },
    },
    async (request, reply) => answer(request, reply, await tracking.push(await siteOf(request, sites), request.body, factsOf(request))),
  );

  // The ad-channel push of spec §7 ("path not shown"): ours, documented in docs/api.md.
  app.post(
    apiRoute('tiktokEventsPush'),
    {
      config,
      schema: {
        summary: 'An ad event in TikTok’s shape, for its Events API',
        tags,
        headers: consumerHeaders,
        body: tiktokPushSchema,
        response: replies(pushResultSchema),
      },
    },
    async (request, reply) => answer(request, reply, await tracking.pushTiktok(await siteOf(request, sites), request.body, factsOf(request))),
  );

  app.get(
    apiRoute('pixelAccess'),
    {
      config,
      schema: {
        summary: 'The ad pixels the page loads for the site and product',
        tags,
        headers: consumerHeaders,
        querystring: pixelAccessQuery,
        response: replies(pixelAccessSchema),
      },
    },
    async (request, reply) => {
      const productId = request.query.productId !== undefined && request.query.productId.length <= 64 ? request.query.productId : undefined;
      return ok(reply, await tracking.pixelAccess(await siteOf(request, sites), productId));
    },
  );
}
