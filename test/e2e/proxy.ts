import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small reverse proxy, as a deployment puts in front of its processes: each request goes to the
 * next upstream in turn, with the client's address in X-Forwarded-For (the servers run with
 * TRUST_PROXY). `client` is the address it reports, so a test can be a shopper behind it.
 */
export async function startRoundRobinProxy(upstreams: readonly number[], client = '203.0.113.7'): Promise<{ port: number; close(): Promise<void> }> {
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const port = upstreams[next++ % upstreams.length]!;
    const forwarded = request(
      { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, 'x-forwarded-for': client } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One HTTP call with the Host a browser would send (fetch may not set it). */
export function call(
  port: number,
  options: { method?: string; path: string; host?: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; json: () => { code?: number; data?: unknown; message?: string } }> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { host: options.host ?? 'localhost', ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, json: () => JSON.parse(text) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
