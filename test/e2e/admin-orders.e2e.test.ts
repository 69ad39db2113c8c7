import { describe, expect, it } from 'vitest';
import zhTW from '../../src/i18n/messages/zh-TW.json';
import { axeFindings, OPERATOR_PASSWORD, useBackOffice } from './back-office';
import { phoneContext, placeTaiwanOrder, requireChrome, textOf, visible } from './harness';

const run = requireChrome();
const t = zhTW as Record<string, string>;

describe.runIf(run)('the support console in the back office (1280 x 800), from a caller’s phone number to the shopper’s lookup', () => {
  const office = useBackOffice([['helpdesk@shop.test', 'support']]);
  const { problems, watch } = office;

  it('an agent finds an order by a phone typed with spaces, records the confirming call, dispatches it with a tracking number, and the shopper’s lookup shows it', async () => {
    // A shopper places a cash-on-delivery order on the Taiwanese site (phone typed 0912-345-678).
    const shopper = await phoneContext(office.browser);
    const shop = await shopper.newPage();
    watch(shop, 'shop');
    await shop.goto(office.server.origin('tw.localhost') + '/');
    const orderNo = await placeTaiwanOrder(shop);

    // Support signs in, opens Orders and types the number as the caller says it.
    const desk = await office.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await desk.newPage();
    watch(page, 'back office');
    await page.goto(office.server.origin() + '/admin');
    await page.getByLabel('Email').fill('helpdesk@shop.test');
    await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(/\/admin\/orders$/);
    const search = page.getByRole('search', { name: 'Find orders' });
    await search.getByLabel('Order number, phone, name or tracking number').fill('0912 345 678');
    await search.getByRole('button', { name: 'Find' }).click();
    await textOf(page.getByTestId('orders-count')).toBe('1 order matches.');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('link', { name: orderNo }).click();
    await page.waitForURL(new RegExp(`/admin/orders/${orderNo}$`));

    // The order on its lifecycle diagram: not yet shipped, with only the moves it allows now.
    await visible(page.getByRole('img', { name: /it is now in Not yet shipped/ }));
    await textOf(page.locator('.order-state')).toContain('Now: Not yet shipped');
    const moves = page.locator('.order-moves');
    expect(await moves.getByRole('button').allTextContents()).toEqual(['Cancel the order', 'Dispatch']);
    expect(await axeFindings(page)).toEqual([]);

    // The call: confirmed.
    const recorder = page.getByRole('form', { name: 'Record the call' });
    await recorder.getByLabel('Confirmed').check();
    await recorder.getByLabel('Note').fill('Deliver after 6 pm');
    await recorder.getByRole('button', { name: 'Record the call' }).click();
    await visible(page.getByText(/Confirmed, by helpdesk@shop.test/));

    // Dispatch with T-cat and a tracking number.
    const dispatch = page.getByRole('form', { name: 'Dispatch' });
    await dispatch.getByLabel('Carrier').selectOption('tcat');
    await dispatch.getByLabel('Tracking number').fill('630012345678');
    await dispatch.getByRole('button', { name: 'Dispatch' }).click();
    await textOf(page.getByRole('status').filter({ hasText: 'Done' })).toBe('Done: Dispatch.');
    await textOf(page.locator('.order-state')).toContain('Now: In transit');
    expect(await moves.getByRole('button').allTextContents()).toEqual(['Mark delivered', 'Refused at the door']);
    expect(await page.locator('[data-state="ALREADY_DELIVER.inTransit"]').getAttribute('class')).toContain('diagram__node--current');

    // The shopper looks the order up with the phone: dispatched with T-cat and the tracking number.
    await shop.goto(`${office.server.origin('tw.localhost')}/searchOrder?orderNo=${orderNo}`);
    await textOf(shop.getByTestId('order-tracking')).toBe('********5678');
    await shop.getByLabel(new RegExp(t['lookup.phone']!)).fill('0912345678');
    await shop.getByRole('button', { name: t['lookup.submit'] }).click();
    await textOf(shop.getByTestId('order-tracking')).toBe('630012345678');
    await textOf(shop.getByTestId('order-carrier')).toBe('黑貓宅急便');
    expect(problems).toEqual([]);
  });
});
