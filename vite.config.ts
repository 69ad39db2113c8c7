import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One config for the three builds and the tests:
 * - `vite build`: the browser bundle (dist/client), with the ICU message parser replaced by its
 *   no-parser stub: the server sends messages already parsed;
 * - `vite build --ssr`: the server (dist/server/main.js, with the SSR renderer bundled in) and the
 *   decrypt worker (dist/server/decrypt-worker.js);
 * - vitest: unit, server, views (happy-dom) and end-to-end (Chromium) projects.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  resolve:
    command !== 'build' || isSsrBuild
      ? {}
      : { alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' } },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rolldownOptions: {
          input: { main: 'src/server/main.ts', cli: 'src/server/cli/main.ts', 'decrypt-worker': 'src/server/crypto/decrypt-worker.ts' },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        cssCodeSplit: true,
        modulePreload: { polyfill: false },
      },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/domain/**/*.test.ts', 'test/machines/**/*.test.ts', 'test/api/**/*.test.ts', 'test/i18n/**/*.test.ts', 'test/architecture/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'server', include: ['test/server/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'views', include: ['test/views/**/*.test.tsx'], environment: 'happy-dom' },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
