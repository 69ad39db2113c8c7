import type { ProductPixels } from './tracking';

/** The ad pixels form of the back office: one text per network, ids separated by commas. */
export const AD_PIXEL_FIELDS = ['facebook', 'google', 'conversion', 'tiktok', 'line', 'snapchat'] as const;
export type AdPixelField = (typeof AD_PIXEL_FIELDS)[number];

export interface AdPixelsForm extends Record<AdPixelField, string> {
  /** Google's tag type: '' (none), 'GoogleADS' or 'other'. */
  googleType: '' | 'GoogleADS' | 'other';
}

const KEYS: Record<Exclude<AdPixelField, 'conversion'>, 'facebookPixelIds' | 'googlePixelIds' | 'tiktokPixelIds' | 'linePixelIds' | 'snapchatPixelIds'> = {
  facebook: 'facebookPixelIds',
  google: 'googlePixelIds',
  tiktok: 'tiktokPixelIds',
  line: 'linePixelIds',
  snapchat: 'snapchatPixelIds',
};

const list = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((item) => item.trim())
    .filter(Boolean);

export function formFromPixels(pixels: ProductPixels): AdPixelsForm {
  return {
    googleType: pixels.googlePixelType ?? '',
    facebook: pixels.facebookPixelIds.join(', '),
    google: pixels.googlePixelIds.join(', '),
    conversion: pixels.googleEventList.map((event) => event.conversionId).join(', '),
    tiktok: pixels.tiktokPixelIds.join(', '),
    line: pixels.linePixelIds.join(', '),
    snapchat: pixels.snapchatPixelIds.join(', '),
  };
}

export function pixelsFromForm(form: AdPixelsForm): ProductPixels {
  return {
    googlePixelType: form.googleType === '' ? null : form.googleType,
    googlePixelIds: list(form.google),
    googleEventList: list(form.conversion).map((conversionId) => ({ conversionId })),
    tiktokPixelIds: list(form.tiktok),
    linePixelIds: list(form.line),
    facebookPixelIds: list(form.facebook),
    snapchatPixelIds: list(form.snapchat),
  };
}

/** The form field a server issue names (`body.facebookPixelIds.0` is `facebook`), or null. */
export function adPixelFieldOf(issueField: string): AdPixelField | 'googleType' | null {
  const key = issueField.split('.')[1];
  if (key === 'googleEventList') return 'conversion';
  if (key === 'googlePixelType') return 'googleType';
  return (Object.entries(KEYS).find(([, value]) => value === key)?.[0] as AdPixelField | undefined) ?? null;
}
