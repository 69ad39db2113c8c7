import { createFetch, type $Fetch } from 'ofetch';

/**
 * The browser's API client (spec §7-8). Every call resolves with an `ApiResult`; it never throws.
 * Failures are told to the shopper as a toast, except for calls marked `silent` (the pixel-access
 * and events-push calls):
 *
 * - a body in the `{code, msg, data}` envelope with code != 1: its `msg` (the server localises it);
 * - no envelope and HTTP 400/401/403/404/405/408/500: that status's message;
 * - any other status: `conection` and the status;
 * - no response at all (offline, timed out): `timeout`.
 */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export type ApiFailure =
  | { ok: false; reason: 'business'; code: number; status: number; message: string; data: unknown }
  | { ok: false; reason: 'http'; status: number; message: string }
  | { ok: false; reason: 'network'; message: string };

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export const REQUEST_TIMEOUT_MS = 30_000;
export const STATUS_MESSAGES = [400, 401, 403, 404, 405, 408, 500] as const;

export interface ApiClientOptions {
  /** The primary consumer base, `/api`. */
  baseURL: string;
  /** The second consumer host's base, used when `useSecondary` says so. */
  secondaryBaseURL?: string | null;
  useSecondary?: () => boolean;
  /** The current host name, sent as `x-consumer-domain`. */
  host: () => string;
  locale: () => string;
  translate: (key: string, values?: Record<string, string | number>) => string;
  notify: (message: string) => void;
  fetch?: typeof globalThis.fetch;
  timeout?: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** No toast on failure (pixel access, events push). */
  silent?: boolean;
}

export type ApiClient = <T>(path: string, options?: RequestOptions) => Promise<ApiResult<T>>;

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).code === 'number' && 'msg' in body;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const make = (baseURL: string): $Fetch =>
    createFetch({ fetch: options.fetch ?? globalThis.fetch, defaults: { baseURL, timeout, retry: 0 } });
  const primary = make(options.baseURL);
  const secondary = options.secondaryBaseURL ? make(options.secondaryBaseURL) : null;

  function describe(status: number): string {
    return (STATUS_MESSAGES as readonly number[]).includes(status)
      ? options.translate(`http.${status}`)
      : `${options.translate('conection')} ${status}`;
  }

  return async function request<T>(path: string, request: RequestOptions = {}): Promise<ApiResult<T>> {
    const fetcher = secondary && options.useSecondary?.() ? secondary : primary;
    const fail = (failure: ApiFailure): ApiFailure => {
      if (!request.silent) options.notify(failure.message);
      return failure;
    };
    let response;
    try {
      response = await fetcher.raw(path, {
        method: request.method ?? 'GET',
        query: request.query,
        body: request.body as BodyInit | Record<string, unknown> | undefined,
        headers: {
          'x-consumer-domain': options.host(),
          'accept-language': options.locale(),
          ...request.headers,
        },
        ignoreResponseError: true,
      });
    } catch {
      return fail({ ok: false, reason: 'network', message: options.translate('timeout') });
    }
    const body: unknown = response._data;
    if (isEnvelope(body)) {
      if (body.code === 1) return { ok: true, data: body.data as T };
      return fail({ ok: false, reason: 'business', code: body.code, status: response.status, message: body.msg, data: body.data });
    }
    if (response.status >= 400) {
      return fail({ ok: false, reason: 'http', status: response.status, message: describe(response.status) });
    }
    return { ok: true, data: body as T };
  };
}
