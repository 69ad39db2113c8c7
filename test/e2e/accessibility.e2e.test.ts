import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { requireChrome, useShopInChromium } from './harness';

const run = requireChrome();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/** axe-core's WCAG 2.1 A/AA checks on the page as it is; serious and critical findings fail. */
async function audit(page: Page): Promise<string[]> {
  // Evaluated through the browser's debugging protocol: the page's own CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

describe.runIf(run)('accessibility (axe-core, WCAG 2.1 AA) at a phone viewport', () => {
  const shop = useShopInChromium();

  it.each([
    ['the landing page', 'tw.localhost', '/zh-tw/'],
    ['the landing page in Arabic', 'sa.localhost', '/ar/'],
    ['the product list', 'tw.localhost', '/zh-tw/products'],
    ['the order lookup', 'pl.localhost', '/pl/searchOrder'],
    ['the policy page', 'de.localhost', '/de/policy'],
    ['the landing page in the EU, with the consent banner', 'pl.localhost', '/pl/'],
  ])('finds nothing serious on %s', async (name, host, path) => {
    const { context, page } = await shop.open(host, path);
    await page.locator('h1').first().waitFor();
    if (name.includes('consent')) await page.getByTestId('consent-banner').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await audit(page)).toEqual([]);
    await context.close();
  });

  it('finds nothing serious on the order form, with its errors showing', async () => {
    const { context, page } = await shop.open('de.localhost', '/de/');
    await page.locator('.buy-bar__button').click();
    await page.getByTestId('step-payment').getByRole('button').last().click();
    await page.locator('.order-form button[type="submit"]').click();
    await page.locator('.field__error').first().waitFor();
    expect(await audit(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ['Chinese', 'tw.localhost', '/zh-tw/return'],
    ['Arabic', 'sa.localhost', '/ar/return'],
  ])('finds nothing serious on the return form in %s, with its errors showing', async (_name, host, path) => {
    const { context, page } = await shop.open(host, path);
    await page.locator('.return-form button[type="submit"]').click();
    await page.locator('.field__error').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await audit(page)).toEqual([]);
    await context.close();
  });
});
