import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the bench, without types.
import { createResponseReader, openConnections, requestBytes, runConnection } from '../../../scripts/bench/keep-alive-client.mjs';

type Answer = { status: number; body: string };

describe("the bench's keep-alive load generator", () => {
  it('reads an answer whose bytes arrive in pieces only once its body is whole', () => {
    const feed = createResponseReader();
    const bytes = Buffer.from('HTTP/1.1 409 Conflict\r\nContent-Length: 11\r\n\r\n{"code":42}HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok');
    const answers: Answer[] = [];
    for (let at = 0; at < bytes.length; at += 7) answers.push(...feed(bytes.subarray(at, Math.min(bytes.length, at + 7))));
    expect(answers).toEqual([
      { status: 409, body: '{"code":42}' },
      { status: 200, body: 'ok' },
    ]);
  });

  it('reports an answer without a length as unreadable rather than guessing where it ends', () => {
    const feed = createResponseReader();
    expect(feed(Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n'))).toEqual([{ status: -1, body: '' }]);
  });

  it('sends every prepared request over one connection and hears every answer, with its body', async () => {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push(`${request.method} ${request.url} ${request.headers['x-sign']} ${body}`);
        // With its length, as Fastify answers.
        const json = JSON.stringify({ echoed: body });
        response.writeHead(body === 'bad' ? 400 : 200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
        response.end(json);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const requests = ['一', 'bad', 'three'].map((body, index) => requestBytes({ method: 'POST', path: '/orders', host: `127.0.0.1:${port}`, headers: { 'x-sign': `s${index}` }, body }));
    const answers: Answer[] = [];
    await runConnection({ port, next: () => requests.shift(), done: (answer: Answer) => answers.push(answer) });
    server.close();
    expect(seen).toEqual(['POST /orders s0 一', 'POST /orders s1 bad', 'POST /orders s2 three']);
    expect(answers).toEqual([
      { status: 200, body: '{"echoed":"一"}' },
      { status: 400, body: '{"echoed":"bad"}' },
      { status: 200, body: '{"echoed":"three"}' },
    ]);
  });

  it('answers each of many requests sent at once over fewer connections with its own answer', async () => {
    const server = createServer((request, response) => {
      // The later the request, the sooner its answer: answers must still reach their own caller.
      const delay = 20 - Number(request.url!.slice(1));
      setTimeout(() => {
        const body = `answer to ${request.url}`;
        response.writeHead(200, { 'content-length': Buffer.byteLength(body) });
        response.end(body);
      }, delay);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const connections = await openConnections({ port, count: 3 });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => connections.send(requestBytes({ method: 'GET', path: `/${index}`, host: 'x', headers: {} }))));
    await connections.close();
    server.close();
    expect(answers.map((answer: Answer) => answer.body)).toEqual(Array.from({ length: 10 }, (_, index) => `answer to /${index}`));
  });
});
