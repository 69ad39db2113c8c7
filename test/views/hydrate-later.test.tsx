import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { HydrateLater, hydrateLaterAfter } from '../../src/views/HydrateLater';

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
    // Its element is marked, for the starter to keep taps inside it until now; and it says it is done.
    expect(root.querySelector('[data-later]')?.textContent).toBe('reviews');
    expect(settled).toBe(true);
  });
});
