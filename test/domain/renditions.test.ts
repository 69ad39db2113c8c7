import { describe, expect, it } from 'vitest';
import { fittingRendition, rendition, renditionSrcset, withRenditions, RENDITION_NAME } from '../../src/domain/renditions';

const upload = '/uploads/AbCdEfGhIjKlMnOpQrSt_-.webp';

describe('renditions: a phone is sent the copy of an uploaded image that fits where it is shown', () => {
  it('names an uploaded image’s rendition after the image and the width', () => {
    expect(rendition(upload, 160)).toBe('/uploads/AbCdEfGhIjKlMnOpQrSt_--160.webp');
    expect(rendition(upload, 480)).toBe('/uploads/AbCdEfGhIjKlMnOpQrSt_--480.webp');
    expect(RENDITION_NAME.exec('AbCdEfGhIjKlMnOpQrSt_--480.webp')?.slice(1)).toEqual(['AbCdEfGhIjKlMnOpQrSt_-', '480']);
  });

  it('leaves any other image as it is: the demo’s files, an outside address, a name the store never makes', () => {
    for (const src of ['/demo/sku-blue-500.webp', 'https://cdn.example.com/a.webp', '/uploads/short.webp', '/uploads/AbCdEfGhIjKlMnOpQrSt_--480.webp']) {
      expect(rendition(src, 160)).toBe(src);
      expect(renditionSrcset(src, 2000)).toBe('');
    }
  });

  it('lists in srcset every rendition narrower than the image, then the image at its own width', () => {
    expect(renditionSrcset(upload, 2000)).toBe(
      '/uploads/AbCdEfGhIjKlMnOpQrSt_--160.webp 160w, /uploads/AbCdEfGhIjKlMnOpQrSt_--480.webp 480w, /uploads/AbCdEfGhIjKlMnOpQrSt_--800.webp 800w, /uploads/AbCdEfGhIjKlMnOpQrSt_--1200.webp 1200w, /uploads/AbCdEfGhIjKlMnOpQrSt_-.webp 2000w',
    );
    expect(renditionSrcset(upload, 800)).toBe('/uploads/AbCdEfGhIjKlMnOpQrSt_--160.webp 160w, /uploads/AbCdEfGhIjKlMnOpQrSt_--480.webp 480w, /uploads/AbCdEfGhIjKlMnOpQrSt_-.webp 800w');
    expect(renditionSrcset(upload, 120)).toBe('/uploads/AbCdEfGhIjKlMnOpQrSt_-.webp 120w');
  });

  it('fills in the srcset of an uploaded banner and keeps the one a banner already has', () => {
    const banner = { src: upload, srcset: '', width: 1000, height: 1000, alt: '' };
    expect(withRenditions(banner).srcset).toContain('-800.webp 800w');
    const demo = { src: '/demo/hero-1-960.webp', srcset: '/demo/hero-1-480.webp 480w, /demo/hero-1-960.webp 960w', width: 960, height: 960, alt: '' };
    expect(withRenditions(demo)).toBe(demo);
  });

  it('picks for a fixed place the narrowest copy at least that wide, or the widest there is', () => {
    const banner = { src: upload, srcset: '', width: 2000, height: 2000, alt: '' };
    expect(fittingRendition(banner, 480)).toBe('/uploads/AbCdEfGhIjKlMnOpQrSt_--480.webp');
    expect(fittingRendition(banner, 500)).toBe('/uploads/AbCdEfGhIjKlMnOpQrSt_--800.webp');
    expect(fittingRendition({ ...banner, width: 300 }, 480)).toBe(upload);
    const demo = { src: '/demo/hero-1-960.webp', srcset: '/demo/hero-1-480.webp 480w, /demo/hero-1-960.webp 960w', width: 960, height: 960, alt: '' };
    expect(fittingRendition(demo, 480)).toBe('/demo/hero-1-480.webp');
    expect(fittingRendition({ ...demo, srcset: '' }, 480)).toBe('/demo/hero-1-960.webp');
  });
});
