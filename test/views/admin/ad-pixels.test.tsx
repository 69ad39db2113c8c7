import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AdPixelsPanel, type PixelCalls } from '../../../src/admin/app/pages/AdPixelsPanel';
import { AdminApiError } from '../../../src/admin/app/api';
import { NO_PIXELS, type ProductPixels } from '../../../src/domain/tracking';
import { renderAdmin } from '../../helpers/admin-intl';

afterEach(cleanup);

// The catalogs are compiled when imported (vite.config.ts), so the tests name what the owner reads.
const en = {
  'pixels.tiktok': 'TikTok pixel ids',
  'pixels.facebook': 'Meta (Facebook) pixel ids',
  'pixels.save': 'Save ad pixels',
  'pixels.saved': 'Ad pixels saved. The product page loads them at once.',
  'pixels.refused': "Some ids are not in their network's form: see the fields marked.",
  'pixels.problem': "An id here is not in this network's form.",
  'pixels.retry': 'Load the ad pixels again',
};
const zhTW = { 'pixels.facebook': 'Meta（Facebook）像素編號', 'pixels.title': '廣告像素' };

const STORED: ProductPixels = { ...NO_PIXELS, tiktokPixelIds: ['C4ABCDEFGHIJ12345678'] };

function calls(save: PixelCalls['savePixels']): PixelCalls {
  return { pixels: vi.fn(async () => STORED), savePixels: vi.fn(save) };
}

describe('the ad pixels panel of a listed product', () => {
  it('shows the pixels stored, and saves the ids typed, split at commas', async () => {
    const fake = calls(async (_id, pixels) => pixels);
    renderAdmin(<AdPixelsPanel productId="aqualite-tw" calls={fake} />);
    expect(await screen.findByLabelText(en['pixels.tiktok'])).toHaveProperty('value', 'C4ABCDEFGHIJ12345678');
    fireEvent.change(screen.getByLabelText(en['pixels.facebook']), { target: { value: '123456789012345, 1234567890123456' } });
    fireEvent.click(screen.getByRole('button', { name: en['pixels.save'] }));
    expect(await screen.findByText(en['pixels.saved'])).toBeTruthy();
    expect(fake.savePixels).toHaveBeenCalledWith('aqualite-tw', { ...STORED, facebookPixelIds: ['123456789012345', '1234567890123456'] });
  });

  it('marks the network the server refused, keeps what was typed and moves focus to it', async () => {
    const fake = calls(async () => {
      throw new AdminApiError(400, 'The request is not right.', { issues: [{ field: 'body.facebookPixelIds.0', problem: 'invalid_format' }] });
    });
    renderAdmin(<AdPixelsPanel productId="aqualite-tw" calls={fake} />);
    const facebook = await screen.findByLabelText(en['pixels.facebook']);
    fireEvent.change(facebook, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: en['pixels.save'] }));
    await waitFor(() => expect(facebook.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en['pixels.refused'])).toBeTruthy();
    expect(screen.getByText(en['pixels.problem'])).toBeTruthy();
    expect(facebook).toHaveProperty('value', '12345');
    expect(document.activeElement).toBe(facebook);
    expect(screen.getByLabelText(en['pixels.tiktok']).getAttribute('aria-invalid')).toBeNull();
  });

  it('says when the pixels could not be loaded, and loads them again', async () => {
    const fake: PixelCalls = { pixels: vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(STORED), savePixels: vi.fn() };
    renderAdmin(<AdPixelsPanel productId="aqualite-tw" calls={fake} />);
    fireEvent.click(await screen.findByRole('button', { name: en['pixels.retry'] }));
    expect(await screen.findByLabelText(en['pixels.tiktok'])).toBeTruthy();
    expect(fake.pixels).toHaveBeenCalledTimes(2);
  });

  it('reads in Traditional Chinese', async () => {
    renderAdmin(<AdPixelsPanel productId="aqualite-tw" calls={calls(async (_id, pixels) => pixels)} />, 'zh-TW');
    expect(await screen.findByLabelText(zhTW['pixels.facebook'])).toBeTruthy();
    expect(screen.getByRole('heading', { name: zhTW['pixels.title'] })).toBeTruthy();
  });
});
