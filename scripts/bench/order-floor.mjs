// The floor of this stack for an order (issue 17, goal 2): how close to the RSA-only ceiling can
// a Node server on these cores come when it does only what no design can leave out? It takes the
// same request as the shop's add-order, sealed by the bench's own code (scripts/bench/seal.ts: a
// phone's headers, ten RSA-1024 blocks of 37 characters), decrypts it with the shop's own decryptor
// and built worker (crypto/payload.ts: Piscina at nice 10), parses the order, checks its signature
// as the shop does (orders.routes.ts), writes one row with two indexes to SQLite (WAL, one
// transaction per turn of the event loop), and answers 1.2 KB of JSON gzipped in one call. No
// framework, no validation, no pricing, no risk, no velocity, no idempotency. If even this stays
// below 0.7, the goal is out of reach of any design on this stack and machine; the gap between it
// and the shop is what the shop's own work costs.
//
//   npm run bench:floor           (builds first, for the worker; BENCH_SECONDS, BENCH_CONCURRENCY as the bench's)
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { requestBytes, runConnection } from './keep-alive-client.mjs';
import { cpuOfStat, rsaSamples } from './measure.mjs';
import { freePort } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const SIGN_KEY = 'floor-sign-key';
/** The shop's built decrypting worker (`npm run build`). */
const WORKER_FILE = fileURLToPath(new URL('../../dist/server/decrypt-worker.js', import.meta.url));

if (process.argv[2] === 'serve') await serve(Number(process.argv[3]), process.argv[4]);
else await measure();

async function serve(port, dataDir) {
  const { createServer } = await import('node:http');
  const { gzipSync } = await import('node:zlib');
  const { default: Database } = await import('better-sqlite3');
  const { module: payload } = await runnerImport('./src/server/crypto/payload.ts');
  const { module: routes } = await runnerImport('./src/server/features/orders/orders.routes.ts');
  const { module: numbers } = await runnerImport('./src/domain/order-number.ts');
  const decryptor = payload.createPayloadDecryptor({ privateKeyPem: readFileSync(join(dataDir, 'key.pem'), 'utf8'), workers: availableParallelism(), workerFile: WORKER_FILE });
  if (decryptor.threads === 0) throw new Error(`no built worker at ${WORKER_FILE}: run npm run build first`);
  const db = new Database(join(dataDir, 'floor.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('create table orders (order_no text primary key, phone text not null, name text not null, address text not null, total integer not null, body text not null, created_at text not null)');
  db.exec('create index orders_phone on orders (phone, created_at); create index orders_created on orders (created_at)');
  const insert = db.prepare('insert into orders values (?, ?, ?, ?, ?, ?, ?)');
  let queued = [];
  const commit = db.transaction((rows) => rows.forEach((row) => insert.run(row)));
  const flush = () => {
    const rows = queued;
    queued = [];
    commit(rows.map((row) => row.values));
    for (const row of rows) row.done();
  };
  const answer = (response, status, object) => {
    const body = gzipSync(JSON.stringify(object), { level: 6 });
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length, vary: 'accept-encoding' });
    response.end(body);
  };
  createServer((request, response) => {
    const parts = [];
    request.on('data', (part) => parts.push(part));
    request.on('end', async () => {
      const { data } = JSON.parse(Buffer.concat(parts).toString('utf8'));
      const text = await decryptor.decrypt(data);
      const order = JSON.parse(text);
      if (!routes.verifySignature(order, request.headers['x-sign'], SIGN_KEY)) return answer(response, 400, { code: 1002, msg: 'bad signature' });
      const orderNo = numbers.createOrderNumber('TW');
      const at = new Date().toISOString();
      if (queued.length === 0) setImmediate(flush);
      await new Promise((done) => queued.push({ values: [orderNo, order.recipient.phone, order.recipient.name, order.recipient.address, order.expectedTotal, text, at], done }));
      // About the shop's answer's size: the order as the shopper sees it.
      answer(response, 200, { code: 0, msg: 'ok', data: { orderNo, status: 'pending', createdAt: at, ...order, lines: Array.from({ length: 10 }, (_, line) => ({ line, ...order.lines[0], name: `${order.recipient.name} ${line}` })) } });
    });
  }).listen(port, '127.0.0.1', () => process.send?.('listening'));
}

async function measure() {
  const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-floor-'));
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  writeFileSync(join(dataDir, 'key.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
  // The keys as a page's bootstrap gives them to the browser.
  const keys = { rsaPublicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), signKey: SIGN_KEY };
  const { module: sealing } = await runnerImport('./scripts/bench/seal.ts');
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), 'serve', String(port), dataDir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  try {
    const requests = [];
    let blocks = 0;
    for (let i = 0; i < 20_000; i++) {
      const order = {
        idempotencyKey: randomBytes(16).toString('base64url'),
        productId: 'aqualite-tw',
        lines: [{ kind: 'sku', id: 'tw-coral-750', quantity: 1 + (i % 3) }],
        recipient: { name: '陳美華', phone: `091${String((i * 7_919 + 1_234_567) % 10_000_000).padStart(7, '0')}`, city: '臺北市', district: '中正區', address: `重慶南路一段${1 + (i % 400)}號`, postalCode: '100', remark: '請在下午三點後送達' },
        deliveryMethod: 'tw_courier',
        paymentMethod: 'cod',
        expectedTotal: 1380,
      };
      const sealed = sealing.seal(order, keys);
      blocks = sealed.body.split(',').length;
      requests.push(
        requestBytes({
          method: 'POST',
          path: '/api/consumer/order/add-order',
          host: `127.0.0.1:${port}`,
          headers: {
            'content-type': 'application/json',
            'x-sign': sealed.signature,
            'accept-encoding': 'gzip, deflate, br, zstd',
            'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
            cookie: 'ds_shopper=abcdefghijklmnop; _fbp=fb.1.1732700000000.123456789; _ga=GA1.1.123456789.1732700000',
          },
          body: sealed.body,
        }),
      );
    }
    let next = 0;
    let measuring = false;
    let stop = false;
    let ok = 0;
    let failed = 0;
    const take = () => (stop ? undefined : requests[next++ % requests.length]);
    const done = ({ status }) => {
      if (measuring) status === 200 ? ok++ : failed++;
    };
    const workers = Array.from({ length: CONCURRENCY }, () => runConnection({ port, next: take, done }));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // The server process's CPU, its threads' included.
    const cpu = () => cpuOfStat(readFileSync(`/proc/${child.pid}/stat`, 'utf8'));
    const cpu0 = cpu();
    measuring = true;
    const t0 = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    measuring = false;
    const seconds = (performance.now() - t0) / 1000;
    const cpu1 = cpu();
    stop = true;
    await Promise.all(workers);
    const serverSeconds = cpu1 - cpu0;
    // The best of three one-second samples, as the bench's ceiling.
    const rsa = Math.max(...rsaSamples());
    const ceiling = (rsa * availableParallelism()) / blocks;
    const perSecond = ok / seconds;
    console.log(`floor: ${perSecond.toFixed(0)} orders/s (${failed} failed), ${CONCURRENCY} connections, ${seconds.toFixed(1)} s; server CPU ${((serverSeconds / ok) * 1000).toFixed(2)} ms an order`);
    console.log(`RSA-only ceiling: ${rsa.toFixed(0)} operations/s per core x ${availableParallelism()} / ${blocks} blocks = ${ceiling.toFixed(0)} orders/s`);
    console.log(`floor/ceiling: ${(perSecond / ceiling).toFixed(2)}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
