import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { may, type Permission } from '../../domain/operator';
import { readCookie } from '../http/cookies';
import { CODES, fail } from '../http/envelope';
import type { Operator } from '../features/operators/operators.repository';
import type { OperatorService } from '../features/operators/operators.service';
import { adminMessage } from '../features/operators/admin-messages';

/** Who may call a back-office route: anyone (signing in), any operator, or those with a permission. */
export type Access = 'public' | 'signedIn' | Permission;

export const ADMIN_COOKIE = 'ds_admin';
export const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    operator: Operator | null;
    adminSessionId: string | null;
  }
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the request's Origin (when a browser sends one) is the shop's own host. */
export function isOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    // Through URL both sides lose a default port (http://shop:80 is http://shop).
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

/**
 * Every back-office route states its access in `config.access`; this hook enforces it before
 * anything else runs: a change from another origin is refused (403), a route for operators
 * without a session answers 401, a role without the permission 403, and a change without the
 * session's CSRF token 403. Routes without `access` are not back-office routes.
 */
async function adminAccess(app: FastifyInstance, { operators }: { operators: OperatorService }) {
  app.decorateRequest('operator', null);
  app.decorateRequest('adminSessionId', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    const refuse = (status: 401 | 403, code: number, key: Parameters<typeof adminMessage>[1]) => fail(reply, status, code, adminMessage(request.headers['accept-language'], key));

    const change = CHANGES.has(request.method);
    if (change && !isOwnOrigin(request)) return refuse(403, CODES.FORBIDDEN, 'foreignOrigin');
    if (access === 'public') return;

    const sessionId = readCookie(request.headers.cookie, ADMIN_COOKIE);
    const session = sessionId ? await operators.session(sessionId) : null;
    if (!session || !sessionId) return refuse(401, CODES.UNAUTHORIZED, 'signInRequired');
    if (access !== 'signedIn' && !may(session.operator.role, access)) return refuse(403, CODES.FORBIDDEN, 'notAllowed');
    if (change && request.headers[CSRF_HEADER] !== session.csrfToken) return refuse(403, CODES.FORBIDDEN, 'badToken');
    request.operator = session.operator;
    request.adminSessionId = sessionId;
  });
}

export const adminAccessPlugin = fp(adminAccess, { name: 'admin-access' });
