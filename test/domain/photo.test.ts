import { describe, expect, it } from 'vitest';
import { imageKind, PHOTO_HEAD_BYTES, PHOTO_MAX_BYTES, photoProblem } from '../../src/domain/photo';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : part)));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const heif = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand);

describe('a photo a shopper picks', () => {
  it('is known by its first bytes: JPEG, PNG, GIF, WebP, HEIC and AVIF', () => {
    expect(imageKind(JPEG)).toBe('jpeg');
    expect(imageKind(bytes([0xff, 0xd8, 0xff]))).toBe('jpeg');
    expect(imageKind(PNG)).toBe('png');
    expect(imageKind(bytes('GIF87a'))).toBe('gif');
    expect(imageKind(bytes('GIF89a'))).toBe('gif');
    expect(imageKind(bytes('RIFF', [0x24, 0, 0, 0], 'WEBP'))).toBe('webp');
    for (const brand of ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']) expect(imageKind(heif(brand))).toBe('heif');
    expect(PHOTO_HEAD_BYTES).toBe(12);
  });

  it('is not taken when its bytes are another kind of file, or too few to tell', () => {
    expect(imageKind(bytes('<svg xmlns='))).toBeUndefined();
    expect(imageKind(bytes('%PDF-1.7'))).toBeUndefined();
    expect(imageKind(bytes('RIFF', [0x24, 0, 0, 0], 'WAVE'))).toBeUndefined();
    expect(imageKind(bytes('RIFX', [0x24, 0, 0, 0], 'WEBP'))).toBeUndefined();
    expect(imageKind(heif('mp42'))).toBeUndefined();
    expect(imageKind(bytes([0, 0, 0, 0x18], 'moov', 'heic'))).toBeUndefined();
    expect(imageKind(bytes('GIF90a'))).toBeUndefined();
    expect(imageKind(bytes([0xff, 0xd8, 0xfe]))).toBeUndefined();
    expect(imageKind(bytes([0xff, 0xd9, 0xff]))).toBeUndefined();
    expect(imageKind(bytes([0xfe, 0xd8, 0xff]))).toBeUndefined();
    expect(imageKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]))).toBeUndefined();
    expect(imageKind(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(imageKind(PNG.subarray(0, 7))).toBeUndefined();
    expect(imageKind(bytes('GIF89'))).toBeUndefined();
    expect(imageKind(bytes('RIFF', [0x24, 0, 0, 0], 'WEB'))).toBeUndefined();
    expect(imageKind(heif('hei'))).toBeUndefined();
    expect(imageKind(new Uint8Array())).toBeUndefined();
  });

  it('is refused over 8 MB, or when it is no image', () => {
    expect(photoProblem(JPEG, PHOTO_MAX_BYTES)).toBeNull();
    expect(photoProblem(JPEG, PHOTO_MAX_BYTES + 1)).toBe('tooLarge');
    expect(PHOTO_MAX_BYTES).toBe(8 * 1024 * 1024);
    expect(photoProblem(bytes('%PDF-1.7'), 1000)).toBe('notAnImage');
  });
});
