import type { z } from 'zod';
import type { SignInAnswer } from '../../../machines/admin-session.machine';
import type { auditEntrySchema, operatorSummarySchema } from '../../domain/contracts/admin';
import type { AdminLead, LeadStatus } from '../../domain/contracts/leads';
import type { OperatorRole, OperatorView } from '../../domain/operator';

export type OperatorSummary = z.infer<typeof operatorSummarySchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type Lead = AdminLead;

/** A refused or failed call: the HTTP status (0 when the network failed) and the server's message. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string | null,
    /** What the server sent with its refusal (`issues` for a form), or null. */
    readonly data: unknown = null,
  ) {
    super(message ?? '');
  }
  /** The server's own (localised) message, if it sent one. */
  get serverMessage(): string | null {
    return this.message === '' ? null : this.message;
  }
}

interface Envelope<T> {
  code: number;
  msg?: string;
  data?: T;
}

export type Request = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: { body?: unknown; csrfToken?: string }) => Promise<T>;

/**
 * The back office's HTTP calls to `/admin/api`: same-origin (the session cookie goes by itself),
 * answers in the operator's language, the CSRF token on every change.
 */
export function createRequest(locale: () => string, fetcher: typeof fetch = (...args) => fetch(...args)): Request {
  return async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: { body?: unknown; csrfToken?: string } = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale() };
    // A FormData body (an upload) sets its own multipart content type.
    const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
    if (options.csrfToken) headers['x-csrf-token'] = options.csrfToken;
    let response: Response;
    try {
      response = await fetcher(`/admin/api${path}`, { method, headers, credentials: 'same-origin', body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body) });
    } catch {
      throw new AdminApiError(0, null);
    }
    let envelope: Envelope<T> | null = null;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      // Not JSON: a proxy's error page; the status says enough.
    }
    if (!response.ok || envelope?.code !== 1) throw new AdminApiError(response.status, envelope?.msg ?? null, envelope?.data ?? null);
    return envelope.data as T;
  };
}

/** The calls of the session machine (machines/admin-session.machine.ts). */
export function sessionCalls(request: Request) {
  return {
    async checkSession(): Promise<OperatorView | null> {
      try {
        return await request<OperatorView>('GET', '/session');
      } catch (error) {
        if (error instanceof AdminApiError && error.status === 401) return null;
        throw error;
      }
    },
    async signIn(credentials: { email: string; password: string }): Promise<SignInAnswer> {
      try {
        return { ok: true, operator: await request<OperatorView>('POST', '/session', { body: credentials }) };
      } catch (error) {
        if (error instanceof AdminApiError && (error.status === 401 || error.status === 429)) {
          return { ok: false, reason: error.status === 429 ? 'limited' : 'refused', message: error.message };
        }
        throw error;
      }
    },
    async signOut(csrfToken: string): Promise<void> {
      await request('DELETE', '/session', { csrfToken });
    },
  };
}

/** The calls of the signed-in pages; `request` carries the CSRF token and reports a 401. */
export function backOfficeCalls(request: Request, csrfToken: string) {
  return {
    operators: async () => (await request<{ items: OperatorSummary[] }>('GET', '/operators')).items,
    addOperator: (input: { email: string; role: OperatorRole; password: string }) => request<OperatorSummary>('POST', '/operators', { body: input, csrfToken }),
    resetPassword: (email: string, password: string) => request<OperatorSummary>('POST', `/operators/${encodeURIComponent(email)}/password`, { body: { password }, csrfToken }),
    removeOperator: (email: string) => request<OperatorSummary>('DELETE', `/operators/${encodeURIComponent(email)}`, { csrfToken }),
    audit: async (query: { limit: number; before?: string }) => {
      const search = new URLSearchParams({ limit: String(query.limit), ...(query.before ? { before: query.before } : {}) });
      return (await request<{ items: AuditEntry[] }>('GET', `/audit?${search}`)).items;
    },
    leads: async (query: { status: LeadStatus }) => (await request<{ items: AdminLead[] }>('GET', `/leads?status=${query.status}`)).items,
  };
}

export type BackOfficeCalls = ReturnType<typeof backOfficeCalls>;
