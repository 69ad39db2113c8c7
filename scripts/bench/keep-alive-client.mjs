// The bench's load generator for add-order: HTTP/1.1 keep-alive connections over plain sockets,
// each request's bytes written once in advance. The generator shares the machine's cores with
// the server it measures; undici's pool cost about 0.2 ms of CPU an order (0.13 cores at 670
// orders/s), which the server then lacked. This one parses only what a load generator must: the
// status line, Content-Length and the body (whole, so every answer is read), one request at a
// time per connection.
import { connect } from 'node:net';

/** A whole HTTP/1.1 request, as bytes. */
export function requestBytes({ method, path, host, headers, body }) {
  const payload = Buffer.from(body ?? '', 'utf8');
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`, `content-length: ${payload.length}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * Reads answers from a byte stream: feed it what arrives, get each whole answer (status and
 * body) once its last byte is in. Answers must carry Content-Length (Fastify's do); a chunked one
 * is reported as status -1 rather than misread.
 */
export function createResponseReader() {
  let pending = Buffer.alloc(0);
  return function feed(bytes) {
    pending = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
    const answers = [];
    for (;;) {
      const headEnd = pending.indexOf(HEAD_END);
      if (headEnd === -1) break;
      const head = pending.toString('latin1', 0, headEnd);
      const status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length) {
        answers.push({ status: -1, body: '' });
        pending = Buffer.alloc(0);
        break;
      }
      const end = headEnd + 4 + Number(length[1]);
      if (pending.length < end) break;
      answers.push({ status, body: pending.toString('utf8', headEnd + 4, end) });
      pending = pending.subarray(end);
    }
    return answers;
  };
}

/**
 * One keep-alive connection sending `next()`'s requests one after another until it returns
 * undefined; `done(answer, ms)` hears each answer. Resolves when the connection is through.
 */
export function runConnection({ port, host = '127.0.0.1', next, done }) {
  return new Promise((resolve) => {
    const socket = connect({ port, host, noDelay: true });
    const feed = createResponseReader();
    let started = 0n;
    const send = () => {
      const request = next();
      if (!request) {
        socket.end();
        return;
      }
      started = process.hrtime.bigint();
      socket.write(request);
    };
    socket.on('connect', send);
    socket.on('data', (bytes) => {
      for (const answer of feed(bytes)) {
        done(answer, Number(process.hrtime.bigint() - started) / 1e6);
        send();
      }
    });
    socket.on('error', () => {
      done({ status: 0, body: '' }, 0);
      resolve();
    });
    socket.on('close', () => resolve());
  });
}

/**
 * Keep-alive connections that each carry one request at a time: `send(bytes)` goes out on the
 * first idle one (or waits for one) and resolves with the answer. For an open-loop load, where
 * requests are sent on a schedule whatever the answers, not when the previous one is answered.
 */
export async function openConnections({ port, host = '127.0.0.1', count }) {
  const idle = [];
  const waiting = [];
  /** Each busy socket's caller. */
  const pending = new Map();
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const socket = connect({ port, host, noDelay: true }, () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  for (const socket of sockets) {
    const feed = createResponseReader();
    socket.on('data', (bytes) => {
      for (const answer of feed(bytes)) {
        const settle = pending.get(socket);
        pending.delete(socket);
        settle(answer);
        release(socket);
      }
    });
    socket.on('error', () => pending.get(socket)?.({ status: 0, body: '' }));
    idle.push(socket);
  }
  function release(socket) {
    const next = waiting.shift();
    if (next) dispatch(socket, next);
    else idle.push(socket);
  }
  function dispatch(socket, job) {
    pending.set(socket, job.resolve);
    socket.write(job.bytes);
  }
  return {
    send: (bytes) =>
      new Promise((resolve) => {
        const job = { bytes, resolve };
        const socket = idle.pop();
        if (socket) dispatch(socket, job);
        else waiting.push(job);
      }),
    close: () => Promise.all(sockets.map((socket) => new Promise((resolve) => socket.end(resolve)))),
  };
}
