import { describe, expect, it } from 'vitest';
import { showsSellOutWarning } from '../../src/domain/site';

describe('the sell-out warning of the cancel prompt', () => {
  it('is shown outside the EU and EEA and left out inside unless the site decides', () => {
    expect(showsSellOutWarning({ country: 'TW' }, undefined)).toBe(true);
    expect(showsSellOutWarning({ country: 'PL' }, undefined)).toBe(false);
  });

  it('follows the site’s own choice wherever it sells', () => {
    expect(showsSellOutWarning({ country: 'PL' }, true)).toBe(true);
    expect(showsSellOutWarning({ country: 'TW' }, false)).toBe(false);
  });
});
