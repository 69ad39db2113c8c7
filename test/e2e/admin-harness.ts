import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The back office's end-to-end helpers: operators added by the CLI, and axe-core's audit. */
export const ADMIN_PASSWORD = 'a long enough password';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Adds an operator with the shop's own CLI (`npm run operators -- add`), as a shop owner would. */
export function addOperator(dataDir: string, email: string, role: 'owner' | 'support', password = ADMIN_PASSWORD) {
  const result = spawnSync(process.execPath, [join(process.cwd(), 'dist', 'server', 'cli.js'), 'operators', 'add', email, role], {
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`could not add ${email}: ${result.stderr}${result.stdout}`);
}

/** Every axe-core WCAG 2.1 A/AA finding on the page as it is. */
export async function audit(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
