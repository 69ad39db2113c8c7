import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startServer, type RunningServer } from './harness';

/** The password the back office's e2e tests give their operators. */
export const OPERATOR_PASSWORD = 'a long enough password';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Adds an operator with the shop's own CLI (`npm run operators -- add`), as a shop owner would. */
export function addOperatorByCli(dataDir: string, email: string, role: 'owner' | 'support', password = OPERATOR_PASSWORD, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [join(process.cwd(), 'dist', 'server', 'cli.js'), 'operators', 'add', email, role], {
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`could not add ${email}: ${result.stderr}${result.stdout}`);
}

/** Every axe-core WCAG 2.1 A/AA finding on the page as it is. */
export async function axeFindings(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * A built server with these operators (added by the CLI before it starts) and a Chromium, for
 * the tests of one `describe`. `watch(page)` records uncaught errors and console errors (a 4xx
 * refusal the browser logs aside) in `problems`, which a test expects to stay empty.
 */
export function useBackOffice(operators: readonly (readonly [string, 'owner' | 'support'])[]) {
  const office = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    problems: [] as string[],
    watch(page: Page, label: string) {
      page.on('pageerror', (error) => office.problems.push(`${label}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) office.problems.push(`${label} console: ${message.text()}`);
      });
    },
  };
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-admin-'));
    for (const [email, role] of operators) addOperatorByCli(dataDir, email, role);
    office.server = await startServer({ dataDir });
    office.browser = await launchBrowser();
  });
  afterAll(async () => {
    await office.browser?.close();
    await office.server?.stop();
  });
  return office;
}
