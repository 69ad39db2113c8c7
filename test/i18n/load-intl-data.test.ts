import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIntlData } from '../../src/i18n/load-intl-data';

describe('loadIntlData: the browser loads its number and date data in a task each', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the browser a turn, loads the number formats, a turn, the date formats, and a turn again', async () => {
    const steps: string[] = [];
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locale) => (steps.push(`numbers ${String(locale)}`), []));
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locale) => (steps.push(`dates ${String(locale)}`), []));
    const turns: (() => void)[] = [];
    const turn = () => new Promise<void>((resolve) => turns.push(() => (steps.push('turn'), resolve())));

    let done = false;
    const loading = loadIntlData('zh-TW', turn).then(() => (done = true));
    // Nothing in the caller's task: what came before (the catalog, the address bar) ends it.
    expect(steps).toEqual([]);
    turns.shift()!();
    await vi.waitFor(() => expect(steps).toEqual(['turn', 'numbers zh-TW']));
    turns.shift()!();
    await vi.waitFor(() => expect(steps).toEqual(['turn', 'numbers zh-TW', 'turn', 'dates zh-TW']));
    expect(done).toBe(false);
    turns.shift()!();
    await loading;
    expect(steps).toEqual(['turn', 'numbers zh-TW', 'turn', 'dates zh-TW', 'turn']);
  });
});
