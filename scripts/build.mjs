// Builds everything `npm start` serves: the browser bundle (dist/client) and the back office's, the server with its
// renderer, decrypt worker and operator CLI (dist/server), the address data files, then Brotli and gzip copies of every compressible
// browser file, which the server sends as-is (no compression work per request).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { build } from 'vite';
import { buildAddressData } from './build-address-data.mjs';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|map)$/;
const MIN_BYTES = 512;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

async function precompress(dir) {
  let count = 0;
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || path.endsWith('index.html')) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    const data = await readFile(path);
    await writeFile(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}

const quiet = process.argv.includes('--quiet');
const logLevel = quiet ? 'warn' : 'info';
await build({ logLevel });
// The back office (admin.html): its own pass, so the shopper's chunks stay as they are.
await build({ logLevel, mode: 'admin' });
await build({ logLevel, build: { ssr: true } });
// The regions' address scripts (spec §7), from the data packages (docs/address-data.md).
const addressFiles = await buildAddressData('dist/client/address');
const count = await precompress('dist/client');
console.log(`built dist/client (with ${addressFiles.length} address files) and dist/server; precompressed ${count} files (br + gzip)`);
