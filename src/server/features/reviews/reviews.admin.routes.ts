import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminReviewPageSchema, adminReviewSchema, adminReviewsQuery, reviewIdParams, reviewReplyRequest } from '../../../domain/contracts/admin-reviews';
import { CODES, fail, ok } from '../../http/envelope';
import { replies } from '../../http/contract';
import type { Actor } from '../audit/audit.repository';
import { adminMessage } from '../operators/admin-messages';
import { ADMIN_API } from '../operators/operators.routes';
import type { ModerationAction, ModerationResult, ReviewService } from './reviews.service';

const actorOf = (request: FastifyRequest): Actor => ({ operatorId: request.operator!.id, email: request.operator!.email });

/**
 * The back office's review moderation (owners and support):
 * GET  /admin/api/reviews?status=pending|approved|hidden&siteId=&before=&limit=  newest first
 * POST /admin/api/reviews/:id/approve | /hide | /reply { text }  each answers the review as it is now
 */
export async function reviewAdminRoutes(fastify: FastifyInstance, deps: { reviews: ReviewService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['back office'];
  const answer = (request: FastifyRequest, reply: FastifyReply, result: ModerationResult) => {
    if (result.ok) return ok(reply, result.review);
    const unknown = result.problem === 'unknownReview';
    return fail(reply, unknown ? 404 : 400, unknown ? CODES.NOT_FOUND : CODES.INVALID_FIELDS, adminMessage(request.headers['accept-language'], result.problem));
  };

  app.get(
    `${ADMIN_API}/reviews`,
    { config: { access: 'reviews' }, schema: { summary: 'Reviews to moderate: one status, newest first, with product, site and the phone masked', tags, querystring: adminReviewsQuery, response: replies(adminReviewPageSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, await deps.reviews.moderation(request.query));
    },
  );

  const actions: { path: string; summary: string; action: (request: FastifyRequest) => ModerationAction }[] = [
    { path: 'approve', summary: 'Approve a review: it shows on the product page', action: () => ({ type: 'approve' }) },
    { path: 'hide', summary: 'Hide a review: it leaves the product page (the CLI’s reject)', action: () => ({ type: 'hide' }) },
  ];
  for (const { path, summary, action } of actions) {
    app.post(
      `${ADMIN_API}/reviews/:id/${path}`,
      { config: { access: 'reviews' }, schema: { summary, tags, params: reviewIdParams, response: replies(adminReviewSchema) } },
      async (request, reply) => answer(request, reply, await deps.reviews.moderate(request.params.id, action(request), actorOf(request))),
    );
  }

  app.post(
    `${ADMIN_API}/reviews/:id/reply`,
    { config: { access: 'reviews' }, schema: { summary: 'Reply as the seller (1 to 1000 characters): shown under the review', tags, params: reviewIdParams, body: reviewReplyRequest, response: replies(adminReviewSchema) } },
    async (request, reply) => answer(request, reply, await deps.reviews.moderate(request.params.id, { type: 'reply', text: request.body.text }, actorOf(request))),
  );
}
