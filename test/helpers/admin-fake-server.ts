/** A fake `/admin/api` for back-office view tests: answers by method and path, in turn, and keeps the calls. */
export function fakeAdminServer(answers: [string, { status: number; body: unknown }][]) {
  const calls: { method: string; path: string; headers: Record<string, string>; body: unknown }[] = [];
  const queue = [...answers];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = String(input).replace('/admin/api', '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const index = queue.findIndex(([key]) => key === `${method} ${path}`);
    if (index < 0) throw new Error(`unexpected ${method} ${path}`);
    const [[, answer]] = queue.splice(index, 1) as [[string, { status: number; body: unknown }]];
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

export const okAnswer = (data: unknown) => ({ status: 200, body: { code: 1, msg: 'ok', data } });
