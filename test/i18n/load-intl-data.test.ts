import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARM_WAIT_MS, loadIntlData } from '../../src/i18n/load-intl-data';

describe('loadIntlData: the browser loads its number and date data in a task each', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the browser a turn, loads the number formats, a turn, the date formats, and a turn again', async () => {
    const steps: string[] = [];
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locale) => (steps.push(`numbers ${String(locale)}`), []));
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locale) => (steps.push(`dates ${String(locale)}`), []));
    const turns: (() => void)[] = [];
    const turn = () => new Promise<void>((resolve) => turns.push(() => (steps.push('turn'), resolve())));

    let done = false;
    const loading = loadIntlData('zh-TW', turn, undefined).then(() => (done = true));
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

  it('waits for the worker that loads the same data off the main thread, then asks for it (at no cost by then)', async () => {
    const steps: string[] = [];
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locale) => (steps.push(`numbers ${String(locale)}`), []));
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locale) => (steps.push(`dates ${String(locale)}`), []));
    let warmed: () => void = () => {};
    const warm = new Promise<void>((resolve) => (warmed = resolve));
    const loading = loadIntlData('pl-PL', async () => {}, warm);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual([]);
    warmed();
    await loading;
    expect(steps).toEqual(['numbers pl-PL', 'dates pl-PL']);
  });

  it('loads the data itself when the worker has not answered within its time', async () => {
    vi.useFakeTimers();
    try {
      const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockReturnValue([]);
      vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
      const loading = loadIntlData('ar-SA', async () => {}, new Promise(() => {}));
      await vi.advanceTimersByTimeAsync(INTL_WARM_WAIT_MS - 1);
      expect(numbers).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await loading;
      expect(numbers).toHaveBeenCalledWith('ar-SA');
    } finally {
      vi.useRealTimers();
    }
  });
});
