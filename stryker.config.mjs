// @ts-check
/**
 * `npm run mutation`: StrykerJS over the machines and the checkout's domain rules (zones,
 * recipient, pricing, checkout), with the vitest runner on the unit and views tests only
 * (stryker.vitest.config.ts). Writes reports/mutation/index.html and mutation.json (score and
 * surviving mutants). Incremental: reports/mutation/incremental.json (gitignored with reports/)
 * lets a second run on the same machine test only the mutants of changed code or changed tests.
 * No TypeScript checker (TypeScript 7 is native; Stryker's checker needs the JS compiler API).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker.vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'machines/**/*.ts',
    'src/domain/zones.ts',
    'src/domain/recipient.ts',
    'src/domain/recipient-fields.ts',
    'src/domain/pricing.ts',
    'src/domain/checkout.ts',
  ],
  ignorePatterns: ['dist', 'data', 'coverage', 'reports', 'test-results', 'demo', '.stryker-tmp', 'test/e2e', 'test/server'],
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { reportMutants: false, reportTests: false },
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  concurrency: 2,
  timeoutMS: 10_000,
  // The first run covers every test once with coverage per test (10,000 tests, most of them generated paths).
  dryRunTimeoutMinutes: 60,
  thresholds: { high: 90, low: 85, break: null },
  // Stryker rewrites tsconfig.json's paths in its sandbox with TypeScript's JS API, which TypeScript 7
  // no longer has; ours needs no rewriting (no extends, no references), so point it at no file.
  tsconfigFile: 'tsconfig.stryker-none.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
