import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { HydrateLater, hydrateLaterAfter, laterParts } from '../../src/views/HydrateLater';

describe('HydrateLater: the part of the page below the first screen waits a turn while the page comes alive', () => {
  it('renders at once when nothing is being hydrated (the server, tests, later renders)', async () => {
    const root = document.createElement('div');
    await act(async () => createRoot(root).render(<HydrateLater><p>reviews</p></HydrateLater>));
    expect(root.textContent).toBe('reviews');
  });

  it('waits for the turn it was given, then renders, and says it has', async () => {
    let turn = () => {};
    let settled = false;
    void hydrateLaterAfter(new Promise<void>((resolve) => (turn = resolve))).then(() => (settled = true));
    const root = document.createElement('div');
    await act(async () => createRoot(root).render(<HydrateLater><p>reviews</p></HydrateLater>));
    expect(root.textContent).toBe('');
    expect(settled).toBe(false);
    await act(async () => turn());
    expect(root.textContent).toBe('reviews');
    // Its element is marked, for the starter to keep taps inside it until now, and marked alive
    // now (the starter keeps no more taps there); and it says it is done.
    expect(root.querySelector('[data-later]')?.textContent).toBe('reviews');
    expect(root.querySelector('[data-later]')?.hasAttribute('data-alive')).toBe(true);
    expect(settled).toBe(true);
  });
});

/**
 * A page rendered while its parts wait for their turns, the browser's turns between parts given by
 * hand: `first()` brings the first turn, `next()` the browser's next one; `settled()` says whether
 * the page has said it is hydrated, `waiting` holds the browser's turns asked for and not given.
 */
async function inTurns(turns: number[], page: ReactNode) {
  let first = () => {};
  const waiting: (() => void)[] = [];
  const between = () => new Promise<void>((resolve) => waiting.push(resolve));
  let settled = false;
  void hydrateLaterAfter(new Promise<void>((resolve) => (first = resolve)), { count: turns.length, turns }, between).then(() => (settled = true));
  const root = document.createElement('div');
  await act(async () => createRoot(root).render(page));
  return { root, waiting, settled: () => settled, first: () => act(async () => first()), next: () => act(async () => waiting.shift()?.()) };
}

describe('HydrateLater in turns: each part of the page below the first screen takes a task of its own', () => {
  it('hydrates the parts one turn each, in their order, and says so once the last is in', async () => {
    const page = await inTurns(
      [1, 2, 3],
      <>
        <p>price</p>
        <HydrateLater turn={1}>
          <p>perks</p>
        </HydrateLater>
        <HydrateLater turn={2}>
          <p>buy</p>
        </HydrateLater>
        <HydrateLater turn={3}>
          <p>reviews</p>
        </HydrateLater>
      </>,
    );
    const { root } = page;
    // Nothing below the first screen before its turn.
    expect(root.textContent).toBe('price');
    // The first turn brings the first part; each next one comes a browser's turn later, not with it.
    await page.first();
    expect(root.textContent).toBe('priceperks');
    await page.next();
    expect(root.textContent).toBe('priceperksbuy');
    expect(page.settled()).toBe(false);
    await page.next();
    expect(root.textContent).toBe('priceperksbuyreviews');
    expect(page.settled()).toBe(true);
  });

  it('reads the parts and the turns they take from the server’s page, in order', () => {
    const page = document.createElement('div');
    page.innerHTML = '<div data-later="9"></div><div data-later="1"></div><div data-later="2"></div><div data-later="2"></div><div data-later="4"></div>';
    expect(laterParts(page)).toEqual({ count: 5, turns: [1, 2, 4, 9] });
    expect(laterParts(document.createElement('div'))).toEqual({ count: 0, turns: [] });
  });

  it('skips the turns no part takes: the header, the page’s first screen and the footer come a browser’s turn apart', async () => {
    const page = await inTurns(
      [1, 2, 9],
      <>
        <HydrateLater turn={1}>
          <p>header</p>
        </HydrateLater>
        <HydrateLater turn={2}>
          <p>price</p>
        </HydrateLater>
        <HydrateLater turn={9}>
          <p>footer</p>
        </HydrateLater>
      </>,
    );
    const { root } = page;
    expect(root.textContent).toBe('');
    await page.first();
    expect(root.textContent).toBe('header');
    await page.next();
    expect(root.textContent).toBe('headerprice');
    // The footer's turn is the next one: the six in between are taken by no part here.
    await page.next();
    expect(root.textContent).toBe('headerpricefooter');
    expect(page.waiting).toEqual([]);
    expect(page.settled()).toBe(true);
  });

  it('settles at once for a page with no part hydrated later', async () => {
    let settled = false;
    await hydrateLaterAfter(Promise.resolve(), { count: 0, turns: [] }).then(() => (settled = true));
    expect(settled).toBe(true);
  });
});
