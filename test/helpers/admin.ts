import type { LightMyRequestResponse } from 'fastify';
import { createOperatorRepository } from '../../src/server/features/operators/operators.repository';
import { createOperatorService } from '../../src/server/features/operators/operators.service';
import type { OperatorRole } from '../../src/domain/operator';
import { startTestApp, type EngineName, type TestApp } from './server';

/** The shop's own origin as the test app sees it (inject's default host). */
export const OWN_ORIGIN = 'http://localhost:80';
export const PASSWORD = 'a long enough password';

/** Adds an operator through the same service the CLI uses. */
export async function addOperator(test: TestApp, email: string, role: OperatorRole, password = PASSWORD): Promise<void> {
  const result = await createOperatorService(createOperatorRepository(test.database.db)).add(email, role, password, { operatorId: null, email: 'test' });
  if (!result.ok) throw new Error(`could not add ${email}: ${result.problem}`);
}

export interface AdminSession {
  cookie: string;
  csrfToken: string;
}

export async function signIn(test: TestApp, email: string, password = PASSWORD): Promise<AdminSession> {
  const answer = await test.app.inject({ method: 'POST', url: '/admin/api/session', payload: { email, password }, headers: { origin: OWN_ORIGIN } });
  if (answer.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${answer.statusCode}: ${answer.body}`);
  return { cookie: cookieOf(answer), csrfToken: answer.json().data.csrfToken };
}

export function cookieOf(answer: LightMyRequestResponse): string {
  const header = answer.headers['set-cookie'];
  const first = (Array.isArray(header) ? header[0] : header) ?? '';
  return first.split(';')[0]!;
}

/** A back-office call as the back office's pages make it: own origin, session cookie, CSRF token. */
export function adminCall(test: TestApp, session: AdminSession | null, method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return test.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { origin: OWN_ORIGIN, ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrfToken } : {}), ...headers },
  });
}

/** An owner and a support operator of the test app, each signed in (the pair every role test needs). */
export async function ownerAndSupport(test: TestApp): Promise<{ owner: AdminSession; support: AdminSession }> {
  await addOperator(test, 'owner@shop.test', 'owner');
  await addOperator(test, 'support@shop.test', 'support');
  return { owner: await signIn(test, 'owner@shop.test'), support: await signIn(test, 'support@shop.test') };
}

/** A test app with an owner and a support operator, both signed in. */
export async function startWithOwnerAndSupport(engine: EngineName): Promise<{ test: TestApp; owner: AdminSession; support: AdminSession }> {
  const test = await startTestApp(engine);
  return { test, ...(await ownerAndSupport(test)) };
}
