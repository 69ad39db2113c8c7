import { beforeAll, vi } from 'vitest';

/** The first bytes of a JPEG, as a shopper's phone holds one: the page reads them before taking a file. */
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

/** happy-dom makes no object URLs: the photo previews get numbered stand-ins. */
export function stubObjectUrls() {
  let previews = 0;
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => `blob:preview-${++previews}`);
    URL.revokeObjectURL = vi.fn();
  });
}
