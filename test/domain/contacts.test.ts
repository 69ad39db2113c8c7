import { describe, expect, it } from 'vitest';
import { facebookLink, lineLink, whatsappLink } from '../../src/domain/contacts';

describe('the links to a seller’s chat and social pages', () => {
  it('open WhatsApp at the number’s digits only', () => {
    expect(whatsappLink('+48 512-345 678')).toBe('https://wa.me/48512345678');
  });

  it('open LINE and Facebook at the handle, made safe for an address', () => {
    expect(lineLink('@aqua lite')).toBe('https://line.me/R/ti/p/%40aqua%20lite');
    expect(facebookLink('aqualite.pl/?x=1')).toBe('https://www.facebook.com/aqualite.pl%2F%3Fx%3D1');
  });

  it('are not offered without a handle', () => {
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappLink('')).toBeNull();
    expect(lineLink(null)).toBeNull();
    expect(lineLink('')).toBeNull();
    expect(facebookLink(null)).toBeNull();
    expect(facebookLink('')).toBeNull();
  });
});
