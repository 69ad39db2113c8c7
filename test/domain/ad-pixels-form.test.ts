import { describe, expect, it } from 'vitest';
import { AD_PIXEL_FIELDS, adPixelFieldOf, formFromPixels, pixelsFromForm } from '../../src/domain/ad-pixels-form';
import { NO_PIXELS, type ProductPixels } from '../../src/domain/tracking';

const pixels: ProductPixels = {
  googlePixelType: 'GoogleADS',
  googlePixelIds: ['AW-1', 'AW-2'],
  googleEventList: [{ conversionId: 'conv-1' }, { conversionId: 'conv-2' }],
  tiktokPixelIds: ['TT1', 'TT2'],
  linePixelIds: ['line-1', 'line-2'],
  facebookPixelIds: ['111', '222'],
  snapchatPixelIds: ['snap-1', 'snap-2'],
};

describe('the ad pixels form of the back office', () => {
  it('shows each network’s ids as one text, separated by commas', () => {
    expect(formFromPixels(pixels)).toEqual({
      googleType: 'GoogleADS',
      facebook: '111, 222',
      google: 'AW-1, AW-2',
      conversion: 'conv-1, conv-2',
      tiktok: 'TT1, TT2',
      line: 'line-1, line-2',
      snapchat: 'snap-1, snap-2',
    });
  });

  it('shows an empty form and no Google tag type for a product without pixels', () => {
    expect(formFromPixels(NO_PIXELS)).toEqual({ googleType: '', facebook: '', google: '', conversion: '', tiktok: '', line: '', snapchat: '' });
  });

  it('saves what the owner typed as the same pixels it showed', () => {
    expect(pixelsFromForm(formFromPixels(pixels))).toEqual(pixels);
  });

  it('accepts ids separated by commas, spaces or new lines, and ignores empty ones', () => {
    const saved = pixelsFromForm({ googleType: 'other', facebook: ' 111,,222\n333  ', google: '', conversion: 'c1 c2', tiktok: ',', line: 'L', snapchat: '\tS1 ,S2' });
    expect(saved).toEqual({
      googlePixelType: 'other',
      googlePixelIds: [],
      googleEventList: [{ conversionId: 'c1' }, { conversionId: 'c2' }],
      tiktokPixelIds: [],
      linePixelIds: ['L'],
      facebookPixelIds: ['111', '222', '333'],
      snapchatPixelIds: ['S1', 'S2'],
    });
  });

  it('saves no Google tag type when none is chosen', () => {
    expect(pixelsFromForm({ ...formFromPixels(pixels), googleType: '' }).googlePixelType).toBeNull();
  });

  it('marks the field the server refused', () => {
    expect(adPixelFieldOf('body.facebookPixelIds.0')).toBe('facebook');
    expect(adPixelFieldOf('body.googlePixelIds')).toBe('google');
    expect(adPixelFieldOf('body.tiktokPixelIds.2')).toBe('tiktok');
    expect(adPixelFieldOf('body.linePixelIds.0')).toBe('line');
    expect(adPixelFieldOf('body.snapchatPixelIds.0')).toBe('snapchat');
    expect(adPixelFieldOf('body.googleEventList.1.conversionId')).toBe('conversion');
    expect(adPixelFieldOf('body.googlePixelType')).toBe('googleType');
  });

  it('marks no field for an issue about anything else', () => {
    expect(adPixelFieldOf('body.price')).toBeNull();
    expect(adPixelFieldOf('facebookPixelIds')).toBeNull();
  });

  it('has one field a network, the conversions beside Google', () => {
    expect(AD_PIXEL_FIELDS).toEqual(['facebook', 'google', 'conversion', 'tiktok', 'line', 'snapchat']);
  });
});
