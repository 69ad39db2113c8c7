/**
 * What a photo upload must be, checked the same way in the browser (when the shopper picks the
 * file) and on the server (before anything is decoded): its real type read from its first bytes
 * (the name and the declared type are not taken), and its size.
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

/** Largest photo accepted, in bytes. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** How many leading bytes `imageKind` needs. */
export const PHOTO_HEAD_BYTES = 12;

export type PhotoProblem = 'notAnImage' | 'tooLarge';

/** ISO-BMFF major brands of HEIF still images (HEIC, AVIF and the generic MIAF/HEIF brands). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

const latin1 = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The container the bytes really are, from their signature, or undefined for anything else (SVG,
 * HTML, PDF, TIFF, text...).
 */
export function imageKind(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(latin1(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && latin1(bytes, 0, 4) === 'RIFF' && latin1(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && latin1(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(latin1(bytes, 8, 12))) return 'heif';
  return undefined;
}

/** Why a picked file cannot be a photo of the form (null: it may be). `head`: its first bytes. */
export function photoProblem(head: Uint8Array, size: number): PhotoProblem | null {
  if (size > PHOTO_MAX_BYTES) return 'tooLarge';
  return imageKind(head) ? null : 'notAnImage';
}
