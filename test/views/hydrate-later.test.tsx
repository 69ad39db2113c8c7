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

  it('waits for the turn it was given, then renders', async () => {
    let turn = () => {};
    hydrateLaterAfter(new Promise<void>((resolve) => (turn = resolve)));
    const root = document.createElement('div');
    await act(async () => createRoot(root).render(<HydrateLater><p>reviews</p></HydrateLater>));
    expect(root.textContent).toBe('');
    await act(async () => turn());
    expect(root.textContent).toBe('reviews');
  });
});
