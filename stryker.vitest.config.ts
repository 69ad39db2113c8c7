import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vite.config';

/**
 * The tests `npm run mutation` runs against each mutant: only those that can notice a change in
 * machines/ or in the domain rules (src/domain/), that is the machines' and domain's unit tests
 * and the views replaying the machines. Server, e2e and the rest stay out: they are slow and
 * reach these files only through HTTP. MUTATION_SCOPE=domain keeps the domain's own tests only (a
 * quick look at src/domain/'s score: minutes instead of the hour the machines' 10,000 paths take).
 * MUTATION_TESTS="a.test.ts,b.test.ts" runs just those unit files: the one-file runs that find a
 * file's survivors (README, testing), seconds instead of the views' replays.
 * Instrumented code under a busy machine is slow: a test gets a minute, not vitest's 5 s.
 */
const domainOnly = process.env.MUTATION_SCOPE === 'domain';
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);
const resolved = typeof base === 'function' ? base({ command: 'serve', mode: 'test', isSsrBuild: false, isPreview: false }) : base;
const unit = only ?? (domainOnly ? ['test/domain/**/*.test.ts'] : ['test/domain/**/*.test.ts', 'test/machines/**/*.test.ts']);
const withViews = !only && !domainOnly;

export default mergeConfig({ ...resolved, test: undefined }, defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: unit, environment: 'node', testTimeout: 60_000 } },
      ...(withViews ? [{ extends: true, test: { name: 'views', include: ['test/views/**/*.test.tsx'], environment: 'happy-dom', testTimeout: 60_000 } }] : []),
    ],
  },
}));
