import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addOperatorRequest, auditPageSchema, auditQuery, operatorEmailParams, operatorListSchema, operatorSummarySchema, operatorViewSchema, resetPasswordRequest, signInRequest } from '../../../domain/contracts/admin';
import { CODES, fail, ok } from '../../http/envelope';
import { failureReplies, replies } from '../../http/contract';
import { ADMIN_COOKIE } from '../../plugins/admin-access';
import type { Actor, AuditRepository } from '../audit/audit.repository';
import { adminMessage } from './admin-messages';
import { viewOf, type OperatorResult, type OperatorService } from './operators.service';

export const ADMIN_API = '/admin/api';

const actorOf = (request: FastifyRequest): Actor => ({ operatorId: request.operator?.id ?? null, email: request.operator?.email ?? 'unknown' });

function sessionCookie(request: FastifyRequest, value: string, maxAge?: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${ADMIN_COOKIE}=${value}; Path=/admin; HttpOnly; SameSite=Strict${secure}${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}`;
}

/**
 * The back office's sign-in and operators:
 * POST/GET/DELETE /admin/api/session, GET/POST /admin/api/operators,
 * POST /admin/api/operators/:email/password, DELETE /admin/api/operators/:email,
 * GET /admin/api/audit. Access is stated per route and enforced by plugins/admin-access.
 */
export async function operatorRoutes(fastify: FastifyInstance, deps: { operators: OperatorService; audit: AuditRepository; signInRateLimit?: { max: number; timeWindow: number } }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['back office'];
  const answer = (request: FastifyRequest, reply: FastifyReply, result: OperatorResult) => {
    if (result.ok) return ok(reply, result.operator);
    const status = result.problem === 'unknown' ? 404 : result.problem === 'emailTaken' || result.problem === 'lastOwner' ? 409 : 400;
    const code = status === 404 ? CODES.NOT_FOUND : status === 409 ? CODES.FAILED : CODES.INVALID_FIELDS;
    return fail(reply, status, code, adminMessage(request.headers['accept-language'], result.problem));
  };

  app.post(
    `${ADMIN_API}/session`,
    {
      config: { access: 'public', rateLimit: deps.signInRateLimit ?? { max: 10, timeWindow: 60_000 } },
      schema: { summary: 'Sign in: opens a session (HttpOnly cookie) and answers the CSRF token', tags, body: signInRequest, response: replies(operatorViewSchema) },
    },
    async (request, reply) => {
      const agent = request.headers['user-agent'];
      const result = await deps.operators.signIn(request.body.email, request.body.password, { ip: request.ip || null, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null });
      if (!result.ok) {
        if (result.reason === 'limited') return fail(reply, 429, CODES.TOO_MANY_REQUESTS, adminMessage(request.headers['accept-language'], 'tooManyAttempts'));
        return fail(reply, 401, CODES.UNAUTHORIZED, adminMessage(request.headers['accept-language'], 'badCredentials'));
      }
      reply.header('set-cookie', sessionCookie(request, result.signedIn.sessionId)).header('cache-control', 'no-store');
      return ok(reply, result.signedIn.view);
    },
  );

  app.get(
    `${ADMIN_API}/session`,
    { config: { access: 'signedIn' }, schema: { summary: 'Who is signed in, with the CSRF token to send with changes', tags, response: replies(operatorViewSchema) } },
    async (request, reply) => {
      const session = await deps.operators.session(request.adminSessionId!);
      reply.header('cache-control', 'no-store');
      return ok(reply, viewOf(request.operator!, session!.csrfToken));
    },
  );

  app.delete(
    `${ADMIN_API}/session`,
    { config: { access: 'signedIn' }, schema: { summary: 'Sign out', tags, response: replies(z.null()) } },
    async (request, reply) => {
      await deps.operators.signOut(request.adminSessionId!);
      reply.header('set-cookie', sessionCookie(request, '', 0));
      return ok(reply, null, adminMessage(request.headers['accept-language'], 'signedOut'));
    },
  );

  app.get(
    `${ADMIN_API}/operators`,
    { config: { access: 'operators' }, schema: { summary: 'The shop’s operators', tags, response: replies(operatorListSchema) } },
    async (_request, reply) => ok(reply, { items: await deps.operators.list() }),
  );

  app.post(
    `${ADMIN_API}/operators`,
    { config: { access: 'operators' }, schema: { summary: 'Add an operator', tags, body: addOperatorRequest, response: replies(operatorSummarySchema) } },
    async (request, reply) => answer(request, reply, await deps.operators.add(request.body.email, request.body.role, request.body.password, actorOf(request))),
  );

  app.post(
    `${ADMIN_API}/operators/:email/password`,
    { config: { access: 'operators' }, schema: { summary: 'Set an operator’s password (ends their sessions)', tags, params: operatorEmailParams, body: resetPasswordRequest, response: replies(operatorSummarySchema) } },
    async (request, reply) => answer(request, reply, await deps.operators.resetPassword(request.params.email, request.body.password, actorOf(request))),
  );

  app.delete(
    `${ADMIN_API}/operators/:email`,
    { config: { access: 'operators' }, schema: { summary: 'Remove an operator (never the last owner)', tags, params: operatorEmailParams, response: replies(operatorSummarySchema) } },
    async (request, reply) => answer(request, reply, await deps.operators.remove(request.params.email, actorOf(request))),
  );

  app.get(
    `${ADMIN_API}/audit`,
    { config: { access: 'audit' }, schema: { summary: 'The audit log: who changed what, when, before and after', tags, querystring: auditQuery, response: replies(auditPageSchema) } },
    async (request, reply) => ok(reply, { items: await deps.audit.list(request.query) }),
  );

  // Any other back-office path: 401 without a session (as every back-office path), else 404.
  app.all(
    `${ADMIN_API}/*`,
    { config: { access: 'signedIn' }, schema: { hide: true, response: failureReplies } },
    async (request, reply) => fail(reply, 404, CODES.NOT_FOUND, adminMessage(request.headers['accept-language'], 'notFound')),
  );
}
