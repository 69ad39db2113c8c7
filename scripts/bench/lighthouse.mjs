#!/usr/bin/env node
/**
 * npm run bench:lighthouse: issue 17's goal 3 as Lighthouse sees it on this machine, each page beside
 * its floor.
 *
 * The pages the goal names (the tw, pl and sa landing pages and the catalog) are served by the built
 * shop, and each is also served with nothing to run (./no-script.mjs) by a small proxy in front of
 * the same shop: the same HTML, styles and pictures, compressed as the shop compresses them.
 * Lighthouse 13.5 (mobile: a mid-range phone on slow 4G, main-thread work counted four times) loads
 * each, the page and its floor in turn, LIGHTHOUSE_RUNS times (3 unless set). Lighthouse's fixed 4x
 * makes its performance score depend on the machine; the floor, measured in the same run, says how
 * much of what it finds is the page's script and how much the browser's own work on this machine.
 *
 * Lighthouse comes from npx (`npx -y lighthouse@13.5`, fetched once) unless LIGHTHOUSE names a
 * command; Chromium is CHROME_PATH (/usr/bin/chromium unless set). LIGHTHOUSE_PAGES (`tw,pl,sa,catalog`)
 * runs some of the four pages only.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { withoutScripts } from './no-script.mjs';
import { freePort, startShop } from './server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = (process.env.LIGHTHOUSE ?? 'npx -y lighthouse@13.5').split(' ');
const ALL_PAGES = [
  ['tw landing', 'tw.localhost', '/'],
  ['pl landing', 'pl.localhost', '/'],
  ['sa landing', 'sa.localhost', '/'],
  ['catalog', 'tw.localhost', '/products'],
];
// LIGHTHOUSE_PAGES=tw,catalog: only the pages whose name starts with one of these words.
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((word) => word.trim()).filter(Boolean);
const PAGES = ONLY ? ALL_PAGES.filter(([name]) => ONLY.some((word) => name.startsWith(word))) : ALL_PAGES;
if (PAGES.length === 0) throw new Error(`LIGHTHOUSE_PAGES names none of: ${ALL_PAGES.map(([name]) => name.split(' ')[0]).join(', ')}`);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const decode = { br: brotliDecompressSync, gzip: gunzipSync };
const encode = { br: brotliCompressSync, gzip: gzipSync };

/** A proxy to the shop that answers its HTML pages without their scripts, everything else as it came. */
async function startFloor(shopPort) {
  const port = await freePort();
  const server = createServer((incoming, answer) => {
    const upstream = request({ host: '127.0.0.1', port: shopPort, path: incoming.url, method: incoming.method, headers: incoming.headers }, (response) => {
      if (!String(response.headers['content-type']).startsWith('text/html')) {
        answer.writeHead(response.statusCode, response.headers);
        response.pipe(answer);
        return;
      }
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const coding = response.headers['content-encoding'];
        const html = (decode[coding] ?? ((bytes) => bytes))(Buffer.concat(chunks)).toString('utf8');
        const body = (encode[coding] ?? ((bytes) => bytes))(Buffer.from(withoutScripts(html)));
        // The body is new: its length is given, and its old tag and framing no longer apply.
        const { etag: _etag, 'transfer-encoding': _framing, ...headers } = response.headers;
        answer.writeHead(response.statusCode, { ...headers, 'content-length': body.length });
        answer.end(body);
      });
    });
    upstream.on('error', () => answer.destroy());
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Lighthouse's own failures of a run that another run gets past (its message: "Please run Lighthouse again"). */
const RUN_AGAIN = /Please run Lighthouse again|NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/;
const ATTEMPTS = 3;

/** One Lighthouse run: the four categories' scores, blocking time, LCP and the machine's benchmark index. */
async function lighthouse(url, dir) {
  const output = join(dir, 'report.json');
  const [command, ...args] = LIGHTHOUSE;
  for (let attempt = 1; ; attempt++) {
    try {
      await promisify(execFile)(
        command,
        [...args, url, '--quiet', '--form-factor=mobile', `--only-categories=${CATEGORIES.join(',')}`, '--chrome-flags=--headless=new --no-sandbox', '--output=json', `--output-path=${output}`],
        { env: { ...process.env, CHROME_PATH }, maxBuffer: 1 << 26, timeout: 180_000 },
      );
      break;
    } catch (error) {
      const why = String(error.stderr ?? error.message).match(RUN_AGAIN)?.[0];
      if (!why || attempt === ATTEMPTS) throw error;
      console.log(`  (${url}: Lighthouse failed to record the load, ${why}; run ${attempt + 1} of at most ${ATTEMPTS})`);
    }
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(report.categories[id].score * 100)])),
    blocking: report.audits['total-blocking-time'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

const span = (values, format = String) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(low)}-${format(high)}`;
};
const ms = (value) => `${Math.round(value)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;

const shop = await startShop({ env: { LOG_LEVEL: 'error' } });
const floor = await startFloor(shop.port);
const dir = mkdtempSync(join(tmpdir(), 'doorstep-lighthouse-'));
const benchmarkIndexes = [];
try {
  console.log(`Lighthouse (${LIGHTHOUSE.join(' ')}), mobile, ${RUNS} run${RUNS === 1 ? '' : 's'} a page, each beside the same page with nothing to run; Chromium ${CHROME_PATH}`);
  for (const [name, host, path] of PAGES) {
    const runs = { page: [], floor: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const [which, port] of [['page', shop.port], ['floor', floor.port]]) {
        const result = await lighthouse(`http://${host}:${port}${path}`, dir);
        runs[which].push(result);
        benchmarkIndexes.push(result.benchmarkIndex);
      }
    }
    const line = (results) =>
      `performance ${results.map((result) => result.scores.performance).join('/')}, blocking ${span(results.map((result) => result.blocking), ms)}, LCP ${span(results.map((result) => result.lcp), seconds)}`;
    const others = CATEGORIES.slice(1).map((id) => `${id} ${span(runs.page.map((result) => result.scores[id]))}`).join(', ');
    console.log(`${name} (${host}${path}): ${line(runs.page)}; ${others}`);
    console.log(`${' '.repeat(name.length)}   with nothing to run: ${line(runs.floor)}`);
  }
  console.log(`Lighthouse's benchmark index of this machine: ${span(benchmarkIndexes, (value) => String(Math.round(value)))} (the run's own CPU measure; its 4x slowdown is the same whatever it is)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  await floor.close();
  await shop.stop();
}
