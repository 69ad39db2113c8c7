import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { DateRangeText } from '../../src/views/DateRangeText';
import { renderWithIntl } from '../helpers/intl';
import ja from '../../src/i18n/messages/ja.json';
import pl from '../../src/i18n/messages/pl.json';
import zhTW from '../../src/i18n/messages/zh-TW.json';

const originalTimeZone = process.env.TZ;
afterEach(() => {
  cleanup();
  process.env.TZ = originalTimeZone;
});

function shown(range: string, locale?: string, catalog?: Record<string, string>) {
  const { container } = renderWithIntl(<DateRangeText range={range} />, locale, catalog);
  const text = (node: Element) => node.textContent!.replace(/\u00a0|\u202f/g, ' ');
  return { text: text(container.querySelector('.date-range')!), dates: [...container.querySelectorAll('.date-range__date')].map(text) };
}

describe('a delivery-date range', () => {
  it('reads in English as two dates, each as the order date beside it reads', () => {
    expect(shown('2026-12-14~2026-12-17')).toEqual({ text: 'Dec 14, 2026 – Dec 17, 2026', dates: ['Dec 14, 2026', 'Dec 17, 2026'] });
  });

  it('reads in Polish, Japanese and Taiwanese Chinese as those shoppers write dates', () => {
    expect(shown('2026-12-14~2026-12-17', 'pl', pl).text).toBe('14 gru 2026 – 17 gru 2026');
    expect(shown('2026-12-14~2026-12-17', 'ja', ja).text).toBe('2026/12/14～2026/12/17');
    expect(shown('2026-12-14~2026-12-17', 'zh-TW', zhTW).text).toBe('2026年12月14日至2026年12月17日');
  });

  it('shows the calendar dates it was given, wherever the page is read (no time zone moves them a day)', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      expect(shown('2026-12-31~2027-01-01').dates).toEqual(['Dec 31, 2026', 'Jan 1, 2027']);
      cleanup();
    }
  });

  it('shows text that is no date as it came', () => {
    expect(shown('soon~later').dates).toEqual(['soon', 'later']);
  });
});
