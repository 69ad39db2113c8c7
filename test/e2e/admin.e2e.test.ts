import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeFindings, OPERATOR_PASSWORD, useBackOffice } from './back-office';
import { requireChrome, textOf, visible } from './harness';

const run = requireChrome();
const PASSWORD = OPERATOR_PASSWORD;

describe.runIf(run)('the back office at /admin, on a desktop (1280 x 800)', () => {
  const office = useBackOffice([
    ['owner@shop.test', 'owner'],
    ['helpdesk@shop.test', 'support'],
  ]);
  const { problems } = office;

  async function open(path = '/admin', locale = 'en-US', viewport = { width: 1280, height: 800 }) {
    const context = await office.browser.newContext({ viewport, locale });
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
    page.on('console', (message) => {
      // A refusal (wrong password, a mailbox taken) is a 4xx the browser logs; anything else is a problem.
      if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(`${path} console: ${message.text()}`);
    });
    await page.goto(office.server.origin() + path);
    return { context, page };
  }

  async function signIn(page: Page, email: string, password = PASSWORD) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('shows the sign-in form; a wrong password shows the server’s message and keeps the email; the right one opens the shell', async () => {
    const { context, page } = await open();
    await visible(page.getByRole('heading', { name: 'Sign in' }));
    await signIn(page, 'owner@shop.test', 'not the password at all');
    await textOf(page.getByRole('alert')).toMatch(/email or the password is not right/i);
    expect(await page.getByLabel('Email').inputValue()).toBe('owner@shop.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible(page.getByRole('navigation', { name: 'Back office' }));
    await textOf(page.getByTestId('signed-in-as')).toContain('owner@shop.test');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets an owner add a support operator, and the audit log shows who added whom', async () => {
    const { context, page } = await open();
    await signIn(page, 'owner@shop.test');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Operators' }).click();
    await page.waitForURL(/\/admin\/operators$/);
    await visible(page.getByRole('row', { name: /helpdesk@shop\.test/ }));
    const form = page.getByRole('form', { name: 'Add an operator' });
    await form.getByLabel('Email').fill('newcomer@shop.test');
    await form.getByLabel('Role').selectOption('support');
    await form.getByLabel(/^Password/).fill('another long password');
    await form.getByRole('button', { name: 'Add operator' }).click();
    await textOf(page.getByRole('status')).toContain('newcomer@shop.test was added');
    await visible(page.getByRole('row', { name: /newcomer@shop\.test/ }));

    // Adding the same mailbox again is refused with the server's message, and the form keeps it.
    await form.getByLabel('Email').fill('newcomer@shop.test');
    await form.getByLabel(/^Password/).fill('another long password');
    await form.getByRole('button', { name: 'Add operator' }).click();
    await textOf(page.getByRole('alert')).toMatch(/\S/);

    await nav.getByRole('link', { name: 'Audit log' }).click();
    const newest = page.getByTestId('audit-entry').first();
    await textOf(newest).toContain('owner@shop.test');
    await textOf(newest).toContain('newcomer@shop.test');
    await newest.getByText('Before and after').click();
    await visible(newest.getByText('"role": "support"'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('does not show Operators or the audit log to a support operator', async () => {
    const { context, page } = await open('/admin/operators');
    await signIn(page, 'helpdesk@shop.test');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await visible(nav.getByRole('link', { name: 'Orders' }));
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Orders', 'Returns', 'Abandoned forms', 'Outbox', 'Dashboard', 'Reviews']);
    await visible(page.getByRole('heading', { name: 'Not available' }));
    await nav.getByRole('link', { name: 'Orders' }).click();
    await visible(page.getByRole('search', { name: 'Find orders' }));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('speaks Traditional Chinese to a browser that asks for it, server messages included', async () => {
    const { context, page } = await open('/admin', 'zh-TW');
    await visible(page.getByRole('heading', { name: '登入' }));
    await page.getByLabel('電子郵件').fill('owner@shop.test');
    await page.getByLabel('密碼').fill('still not the password');
    await page.getByRole('button', { name: '登入' }).click();
    await textOf(page.getByRole('alert')).toMatch(/[\u4e00-\u9fff]/);
    await page.getByLabel('語言').selectOption('en');
    await visible(page.getByRole('heading', { name: 'Sign in' }));
    expect(await page.getByLabel('Email').inputValue()).toBe('owner@shop.test');
    await context.close();
  });

  it('stays usable on a tablet held upright: the menu above the page, nothing wider than the screen', async () => {
    const { context, page } = await open('/admin', 'en-US', { width: 820, height: 1180 });
    await signIn(page, 'owner@shop.test');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await visible(page.getByTestId('audit-entry'));
    const navBox = (await nav.boundingBox())!;
    const mainBox = (await page.locator('main').boundingBox())!;
    expect(navBox.y + navBox.height).toBeLessThanOrEqual(mainBox.y + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
    await context.close();
  });

  it('finds no accessibility violations on the sign-in page and the shell', async () => {
    const { context, page } = await open();
    await visible(page.getByRole('heading', { name: 'Sign in' }));
    expect(await axeFindings(page)).toEqual([]);
    await signIn(page, 'owner@shop.test');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Operators' }).click();
    await visible(page.getByRole('row', { name: /owner@shop\.test/ }));
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    await visible(page.getByTestId('audit-entry'));
    expect(await axeFindings(page)).toEqual([]);
    await context.close();
  });
});
