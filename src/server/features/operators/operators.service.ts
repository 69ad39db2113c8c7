import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { checkPassword, normalizeEmail, operatorEmailSchema, permissionsOf, type OperatorRole, type OperatorView, type PasswordProblem } from '../../../domain/operator';
import { randomToken } from '../../../domain/ids';
import type { Actor } from '../audit/audit.repository';
import type { Operator, OperatorRepository } from './operators.repository';
import { createMemoryState } from '../../shared/memory-state';
import { createSignInLimiter, type SignInLimiter } from './sign-in-limiter';

/** A session ends after this long without a request (the owner may set another). */
export const DEFAULT_SESSION_IDLE_MS = 12 * 3_600_000;
/** Only every so often is a session's last activity written (not on every request). */
const TOUCH_EVERY_MS = 60_000;

export type OperatorProblem = 'invalidEmail' | PasswordProblem | 'emailTaken' | 'unknown' | 'lastOwner';
export type OperatorResult = { ok: true; operator: OperatorSummary } | { ok: false; problem: OperatorProblem };

export interface OperatorSummary {
  email: string;
  role: OperatorRole;
  createdAt: string;
  passwordChangedAt: string;
}

export interface SignedIn {
  /** The cookie's value: never stored, only its hash. */
  sessionId: string;
  operator: Operator;
  view: OperatorView;
}

export interface SessionFacts {
  ip: string | null;
  userAgent: string | null;
}

const summary = (operator: Operator): OperatorSummary => ({ email: operator.email, role: operator.role, createdAt: operator.createdAt, passwordChangedAt: operator.passwordChangedAt });
const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

export function viewOf(operator: Operator, csrfToken: string): OperatorView {
  return { email: operator.email, role: operator.role, permissions: permissionsOf(operator.role), csrfToken };
}

/** Failed sign-ins an account may have in a window before it must wait. */
export const SIGN_IN_FAILURES = { max: 5, windowMs: 15 * 60_000 };

/**
 * Operators and their sessions: Argon2id password hashes; server-side sessions named by an
 * opaque random id (only its hash stored) that end after a time without requests and all at once
 * on a password change; every change written to the audit log with who made it.
 */
export function createOperatorService(
  repository: OperatorRepository,
  options: { idleMs?: number; limiter?: SignInLimiter; clock?: () => Date } = {},
) {
  const idleMs = options.idleMs ?? DEFAULT_SESSION_IDLE_MS;
  const limiter = options.limiter ?? createSignInLimiter(createMemoryState(), SIGN_IN_FAILURES);
  const clock = options.clock ?? (() => new Date());
  // An unknown email is checked against this, so it costs the same time as a wrong password.
  const decoy = hash(randomBytes(16).toString('base64'));

  return {
    async add(email: string, role: OperatorRole, password: string, actor: Actor): Promise<OperatorResult> {
      const parsed = operatorEmailSchema.safeParse(email);
      if (!parsed.success) return { ok: false, problem: 'invalidEmail' };
      const problem = checkPassword(password);
      if (problem) return { ok: false, problem };
      const now = clock().toISOString();
      const operator: Operator = { id: randomToken(), email: parsed.data, role, passwordHash: await hash(password), createdAt: now, passwordChangedAt: now };
      const added = await repository.insert(operator, actor, { action: 'operator.add', entity: 'operator', entityId: operator.email, before: null, after: { email: operator.email, role } });
      return added ? { ok: true, operator: summary(operator) } : { ok: false, problem: 'emailTaken' };
    },

    async list(): Promise<OperatorSummary[]> {
      return (await repository.list()).map(summary);
    },

    async remove(email: string, actor: Actor): Promise<OperatorResult> {
      const operator = await repository.findByEmail(normalizeEmail(email));
      if (!operator) return { ok: false, problem: 'unknown' };
      if (operator.role === 'owner' && (await repository.countOwners()) === 1) return { ok: false, problem: 'lastOwner' };
      await repository.remove(operator.id, actor, { action: 'operator.remove', entity: 'operator', entityId: operator.email, before: { email: operator.email, role: operator.role }, after: null }, clock().toISOString());
      return { ok: true, operator: summary(operator) };
    },

    /** A new password; every session of the operator ends. */
    async resetPassword(email: string, password: string, actor: Actor): Promise<OperatorResult> {
      const operator = await repository.findByEmail(normalizeEmail(email));
      if (!operator) return { ok: false, problem: 'unknown' };
      const problem = checkPassword(password);
      if (problem) return { ok: false, problem };
      const at = clock().toISOString();
      await repository.setPassword(operator.id, await hash(password), actor, { action: 'operator.resetPassword', entity: 'operator', entityId: operator.email, before: null, after: null }, at);
      return { ok: true, operator: { ...summary(operator), passwordChangedAt: at } };
    },

    /**
     * Signs in. An unknown email and a wrong password answer alike, after the same work; too many
     * failures for one email (known or not) answer `limited` until the window passes.
     */
    async signIn(email: string, password: string, facts: SessionFacts): Promise<{ ok: true; signedIn: SignedIn } | { ok: false; reason: 'invalid' | 'limited' }> {
      const key = normalizeEmail(email);
      const now = clock();
      if (!(await limiter.allowed(key, now.getTime()))) return { ok: false, reason: 'limited' };
      const operator = await repository.findByEmail(key);
      const matches = await verify(operator?.passwordHash ?? (await decoy), password).catch(() => false);
      if (!operator || !matches) {
        await limiter.failed(key, now.getTime());
        return { ok: false, reason: 'invalid' };
      }
      await limiter.succeeded(key);
      const sessionId = randomBytes(32).toString('base64url');
      const csrfToken = randomBytes(24).toString('base64url');
      await repository.insertSession({
        idHash: hashId(sessionId),
        operatorId: operator.id,
        csrfToken,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + idleMs).toISOString(),
        ip: facts.ip,
        userAgent: facts.userAgent,
      });
      return { ok: true, signedIn: { sessionId, operator, view: viewOf(operator, csrfToken) } };
    },

    /** The session a cookie names, if it is still open; its idle time starts again. */
    async session(sessionId: string): Promise<{ operator: Operator; csrfToken: string } | null> {
      const now = clock();
      const found = await repository.findSession(hashId(sessionId), now.toISOString());
      if (!found) return null;
      if (now.getTime() - Date.parse(found.session.lastSeenAt) > TOUCH_EVERY_MS) {
        await repository.touchSession(found.session.idHash, now.toISOString(), new Date(now.getTime() + idleMs).toISOString());
      }
      return { operator: found.operator, csrfToken: found.session.csrfToken };
    },

    async signOut(sessionId: string): Promise<void> {
      await repository.deleteSession(hashId(sessionId));
    },

    forgetExpiredSessions: () => repository.deleteExpiredSessions(clock().toISOString()),
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
