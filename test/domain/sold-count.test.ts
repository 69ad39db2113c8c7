import { describe, expect, it } from 'vitest';
import { DEFAULT_SOLD_COUNT, isSoldCountMode, shownSoldCount, soldCountMode } from '../../src/domain/sold-count';

describe('the sold count a product page shows', () => {
  it('is the spec’s 2526, the number typed, or the units really sold, as the owner chose', () => {
    expect(shownSoldCount('default', 40, 7)).toBe(DEFAULT_SOLD_COUNT);
    expect(DEFAULT_SOLD_COUNT).toBe(2526);
    expect(shownSoldCount('fixed', 40, 7)).toBe(40);
    expect(shownSoldCount('real', 40, 7)).toBe(7);
  });

  it('shows the number typed for a mode stored before modes existed', () => {
    expect(soldCountMode('real')).toBe('real');
    expect(soldCountMode('default')).toBe('default');
    expect(soldCountMode('')).toBe('fixed');
    expect(soldCountMode('estimated')).toBe('fixed');
    expect(isSoldCountMode('fixed')).toBe(true);
    expect(isSoldCountMode('Fixed')).toBe(false);
  });
});
