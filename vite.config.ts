import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { parse } from '@formatjs/icu-messageformat-parser';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * The back office's catalogs (src/admin/i18n/messages/*.json) are parsed at build time, as the
 * server parses the shopper's: the browser bundle carries no ICU parser.
 */
const precompileAdminMessages = (): Plugin => ({
  name: 'doorstep:precompile-admin-messages',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/src\/admin\/i18n\/messages\/[^/]+\.json$/.test(id)) return null;
    const messages = JSON.parse(code) as Record<string, string>;
    return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]))), map: null };
  },
});

/**
 * libphonenumber-js publishes its ES modules twice: `es6/`, compiled for old browsers (Babel's
 * class, spread and string helpers in every file), and `es6-modern/`, the same source compiled
 * for browsers that have classes. Its package exports only the first; the browser bundle (ES2022)
 * takes the second: the order form is about 3 KB (gzip) smaller. The server and the tests keep the
 * exported build; test/domain/phone-modern-build.test.ts holds the two to the same readings.
 */
const MODERN_PHONE_LIBRARY = '/libphonenumber-js/es6-modern/';
/**
 * What `PhoneNumber` imports only for methods the browser never calls (`format()`,
 * `formatNational()`, `getURI()`, `getPossibleCountries()`): the browser reads a number's country,
 * national number, E.164 and validity, and formats nothing. Left out, they are 1.0 KB gzip less
 * of the order form; calling one throws, saying so. test/server/features/pages/shopper-bundle.test.ts
 * checks the build leaves them out, and the browser tests read phone numbers through it.
 */
const PHONE_NUMBER_UNUSED = new Map([
  ['./format.js', []],
  ['./helpers/getPossibleCountriesForNumber.js', []],
  // `isPossible()`; parse() calls it only for the legacy API's `extended` option.
  ['./isPossible.js', ['isPossibleNumber']],
]);
const LEFT_OUT = '\0doorstep:left-out:';
const modernPhoneLibrary = (): Plugin => ({
  name: 'doorstep:modern-libphonenumber',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (PHONE_NUMBER_UNUSED.has(source) && /\/es6-modern\/(PhoneNumber|parse)\.js$/.test(importer ?? '')) return LEFT_OUT + source;
    if (!source.includes('libphonenumber-js') && !importer?.includes('/libphonenumber-js/')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved?.id.includes('/libphonenumber-js/es6/')) return null;
    const modern = resolved.id.replace('/libphonenumber-js/es6/', MODERN_PHONE_LIBRARY);
    return existsSync(modern) ? { ...resolved, id: modern } : null;
  },
  load(id) {
    if (!id.startsWith(LEFT_OUT)) return null;
    const module = id.slice(LEFT_OUT.length);
    const named = (PHONE_NUMBER_UNUSED.get(module) ?? []).map((name) => `export { leftOut as ${name} };`).join('');
    return `export default function leftOut() { throw new Error('${module} of libphonenumber-js is left out of the browser bundle (vite.config.ts)'); }${named}`;
  },
});

const NO_ICU_PARSER = [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }];

/**
 * The shopper's pages run React's API on Preact (preact/compat): the same components, hooks and
 * react-intl, in 5 KB instead of React DOM's 60 (issue 17: initial JavaScript <= 80 KB on a slow
 * phone network). The server renders them with Preact too, so the browser hydrates markup from the
 * renderer it runs. The back office keeps React itself (no shopper downloads it); the view tests
 * run on React, the browser tests on what ships.
 */
const SHOPPER_RUNTIME = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // wouter's shim for React 17 (CommonJS, which would require React itself): Preact has the hook.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * The shopper's browser reads phone numbers by its page's zone's numbering plan, which the page
 * carries (src/app/services/page-phone-plan.ts), not by every zone's (src/domain/phone-plans.ts):
 * 1.9 KB gzip less of the order form. The server and the back office keep every zone's.
 */
const PAGE_PHONE_PLAN = [{ find: /^\.\/phone-metadata\.json$/, replacement: fileURLToPath(new URL('./src/app/services/page-phone-plan.ts', import.meta.url)) }];

/** The libraries that call React's hooks: bundled into the server, so they reach Preact as the pages do. */
const SSR_BUNDLED = ['react-intl', '@xstate/react', 'wouter'];

/** The modules the landing page imports statically (src/main.tsx and what it imports, not its lazy pages). */
const landingModules = new Set<string>();
const landingClosure = (): Plugin => ({
  name: 'doorstep:landing-closure',
  buildEnd() {
    landingModules.clear();
    const seen = new Set<string>();
    const stack = [...this.getModuleIds()].filter((id) => id.endsWith('/src/main.tsx'));
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      // The entry and its stylesheet stay index.html's own chunk and CSS.
      if (!id.endsWith('/src/main.tsx') && !id.endsWith('.css')) landingModules.add(id);
    }
  },
});

/**
 * What a lazy import preloads beside itself: its own imports, not the chunk it imports. Vite would
 * put a `<link rel="modulepreload">` in the page for the chunk too, in the task that asks for it;
 * the `import()` that follows fetches it at the same moment anyway. The landing page's effects
 * asked for four chunks at once (consent, countdown, page stay, tracking): with XState, five links
 * inserted into the head, about 5 ms of that task, 20 under Lighthouse's 4x. A chunk's own imports
 * (XState) still come in parallel with it.
 */
const withoutSelfPreload: ResolveModulePreloadDependenciesFn = (file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => dep !== file) : deps);

/**
 * One config for the three builds and the tests:
 * - `vite build`: the browser bundle (dist/client), with the ICU message parser replaced by its
 *   no-parser stub: the server sends messages already parsed;
 * - `vite build --ssr`: the server (dist/server/main.js, with the SSR renderer bundled in), its
 *   cluster starter (dist/server/cluster.js), the operator CLI and the
 *   decrypt worker (dist/server/decrypt-worker.js);
 * - `vite build --mode admin`: the back office (admin.html, src/admin/main.tsx) into dist/client too,
 *   with its own chunks and manifest; the shopper's pages never load it;
 * - vitest: unit, server, views (happy-dom) and end-to-end (Chromium) projects.
 */
export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [react(), precompileAdminMessages(), landingClosure(), ...(command === 'build' && !isSsrBuild ? [modernPhoneLibrary()] : [])],
  resolve:
    command !== 'build'
      ? {}
      : isSsrBuild
        ? { alias: SHOPPER_RUNTIME }
        : mode === 'admin'
          ? { alias: NO_ICU_PARSER }
          : { alias: [...NO_ICU_PARSER, ...PAGE_PHONE_PLAN, ...SHOPPER_RUNTIME] },
  ssr: isSsrBuild ? { noExternal: SSR_BUNDLED } : undefined,
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rolldownOptions: {
          input: { main: 'src/server/main.ts', cluster: 'src/server/cluster.ts', cli: 'src/server/cli/main.ts', 'decrypt-worker': 'src/server/crypto/decrypt-worker.ts' },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : mode === 'admin'
      ? {
          // The back office, built after the shopper's bundle into the same folder, with its own
          // manifest: one build with both entries would move React and react-intl out of the
          // landing page's chunk into shared ones, and the landing page would download more.
          outDir: 'dist/client',
          emptyOutDir: false,
          manifest: '.vite/admin-manifest.json',
          target: 'es2022',
          cssCodeSplit: true,
          modulePreload: { polyfill: false },
          rolldownOptions: { input: { admin: 'admin.html' } as Record<string, string> },
        }
      : {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          target: 'es2022',
          cssCodeSplit: true,
          modulePreload: { polyfill: false, resolveDependencies: withoutSelfPreload },
          rolldownOptions: {
            input: { index: 'index.html' } as Record<string, string>,
            // Everything the landing page runs at once in one file: a phone on a slow network
            // opens one more connection per file (rolldown would leave each module the lazy pages
            // share with it in a small chunk of its own: twelve files for 43 KB).
            output: { codeSplitting: { groups: [{ name: 'landing', test: (id: string) => landingModules.has(id) }] } },
          },
        },
  test: {
    // One test file per core, not vitest's default of one less: the browser tests spend most of
    // their time waiting on Chromium and the server they started, and the unit and server files
    // fill that time. (On the two-core CI runner the default is a single worker: every file in turn.)
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/domain/**/*.test.ts', 'test/machines/**/*.test.ts', 'test/api/**/*.test.ts', 'test/i18n/**/*.test.ts', 'test/architecture/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        // Not isolated: each worker evaluates the app's modules (Fastify, the schemas, 21 catalogs) once, not once a file.
        // The pages render on Preact, as the built server renders them.
        resolve: { alias: SHOPPER_RUNTIME },
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          exclude: ['test/server/plugins/openapi.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
          server: { deps: { inline: SSR_BUNDLED } },
        },
      },
      {
        extends: true,
        // Isolated: the API document is built from zod's global registry of named schemas, which
        // the other server files (sharing a worker's modules) would add to, in whatever order they ran.
        test: { name: 'openapi', include: ['test/server/plugins/openapi.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        // Not isolated either: React, react-intl and the catalogs load once a worker (71 s instead of 122 s).
        // 20 s a test: a long generated walk replays in under a second on a quiet machine, several on a busy one.
        test: { name: 'views', include: ['test/views/**/*.test.tsx'], environment: 'happy-dom', isolate: false, testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One browser file at a time, after the others: two at once made some flaky on two cores.
          fileParallelism: false,
        },
      },
    ],
  },
}));
