import { describe, expect, it } from 'vitest';
import { splitDuration } from '../../src/domain/duration';

describe('the countdown of a sale', () => {
  it('shows days, hours, minutes and seconds of the time left', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(splitDuration(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('rounds a part of a second up, so it never shows zero while time is left', () => {
    expect(splitDuration(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(splitDuration(59_001)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
  });

  it('shows hours below a day and minutes below an hour without carrying them over', () => {
    expect(splitDuration(86_399_000)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(splitDuration(86_400_000)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it('shows zero everywhere once the sale has ended', () => {
    expect(splitDuration(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
