import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { imageKind, PHOTO_MAX_BYTES, type ImageKind } from '../../../domain/photo';
import { RENDITION_NAME, RENDITION_WIDTHS } from '../../../domain/renditions';

/**
 * Uploaded images (product photos, review photos, return photos), and the narrower copies of each
 * that phones are sent (src/domain/renditions.ts): the reliability-and-security reference,
 * section "Uploads". What a browser sends is never stored or served as it came: the real type is
 * read from the bytes (the name and the declared mimetype are not even taken), size and pixel
 * count are capped before any decoding, and what is kept is a fresh WebP re-encoded from the
 * pixels, with no metadata at all (no EXIF, GPS, XMP, IPTC or ICC profile), stored under a random
 * name and served as `image/webp` with `nosniff` (src/server/features/uploads/uploads.routes.ts).
 */

export interface ImageLimits {
  /** Largest upload accepted, in bytes, checked before anything is decoded. */
  maxBytes: number;
  /** Largest width × height accepted, read from the file's header before a full decode. */
  maxPixels: number;
  /** Longest side of the stored image: larger images are scaled down to it. */
  maxSide: number;
}

export const REVIEW_IMAGE_LIMITS: ImageLimits = { maxBytes: PHOTO_MAX_BYTES, maxPixels: 40_000_000, maxSide: 1600 };

export type ImageProblem = 'tooLarge' | 'notAnImage' | 'tooManyPixels';

export type ProcessedImage =
  | { ok: true; data: Buffer; width: number; height: number; contentType: 'image/webp' }
  | { ok: false; problem: ImageProblem };

/** The formats accepted, as named by the signature sniffed here and by sharp's decoder. */
type Kind = ImageKind;

/**
 * The container the bytes really are (the domain's imageKind, which the browser also runs when a
 * photo is picked). This runs before sharp sees the bytes, so libvips' other loaders (SVG through
 * librsvg, PDF, TIFF, raw formats) are never reached with untrusted input.
 */
const sniff = (bytes: Buffer): Kind | undefined => imageKind(bytes);

/** sharp's words for an image over `limitInputPixels` (the header is trusted for the count). */
const PIXEL_LIMIT_ERROR = /exceeds pixel limit/i;

/** Longest time one image may take to decode and re-encode before it is given up on. */
const TIMEOUT_SECONDS = 20;

/**
 * Decodes what the bytes really are (JPEG, PNG, WebP, GIF first frame, AVIF; HEIC only where the
 * installed libvips can decode HEVC, which sharp's prebuilt binaries cannot), refuses anything
 * else, applies the EXIF orientation, scales down to `maxSide`, and re-encodes to WebP with no
 * metadata at all (colours are converted to sRGB and no ICC profile is attached).
 */
export async function processImage(input: Buffer, limits: ImageLimits = REVIEW_IMAGE_LIMITS): Promise<ProcessedImage> {
  if (input.length > limits.maxBytes) return { ok: false, problem: 'tooLarge' };
  const kind = sniff(input);
  if (kind === undefined) return { ok: false, problem: 'notAnImage' };

  // The header only: sharp reads the dimensions without decoding any pixels, so a small file
  // that claims 100 000 × 100 000 pixels (a decompression bomb) is refused here at no cost.
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    return { ok: false, problem: 'notAnImage' };
  }
  if (header.format !== kind) return { ok: false, problem: 'notAnImage' };
  const width = header.width;
  const height = header.pageHeight ?? header.height;
  if (!(width > 0 && height > 0)) return { ok: false, problem: 'notAnImage' };
  if (width * height > limits.maxPixels) return { ok: false, problem: 'tooManyPixels' };

  try {
    const { data, info } = await sharp(input, {
      // The same limit, enforced again by sharp when it opens the image for the real decode.
      limitInputPixels: limits.maxPixels,
      // Refuse truncated or corrupt pixel data rather than guess (sharp's advice for untrusted input).
      failOn: 'warning',
      // The first frame of an animated GIF or WebP only.
      pages: 1,
      autoOrient: true,
    })
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
      // No keepMetadata/withMetadata/keepExif/keepIccProfile: sharp's default strips EXIF, XMP,
      // IPTC and the ICC profile, converting the pixels to sRGB first.
      .webp({ quality: 82, effort: 4 })
      .timeout({ seconds: TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data, width: info.width, height: info.height, contentType: 'image/webp' };
  } catch (error) {
    if (error instanceof Error && PIXEL_LIMIT_ERROR.test(error.message)) return { ok: false, problem: 'tooManyPixels' };
    return { ok: false, problem: 'notAnImage' };
  }
}

export interface ImageStore {
  /** Stores a processed (WebP) image under a new random name, and gives that name. */
  save(image: { data: Buffer }): Promise<string>;
  /**
   * The file's bytes or undefined. A rendition (`{name}-480.webp`, src/domain/renditions.ts) not
   * made yet is made from its image now and kept: images stored before renditions existed get them
   * on first ask.
   */
  read(name: string): Promise<Buffer | undefined>;
  /** Makes every rendition of a stored image ahead of the first shopper who asks for one. */
  makeRenditions(name: string): Promise<void>;
}

/** A narrower copy of a processed image (never wider than the image itself), re-encoded as WebP. */
async function scaled(image: Buffer, width: number): Promise<Buffer> {
  return sharp(image, { failOn: 'warning' }).resize({ width, withoutEnlargement: true }).webp({ quality: 80, effort: 4 }).timeout({ seconds: TIMEOUT_SECONDS }).toBuffer();
}

/** 16 random bytes: 22 base64url characters, then the one extension ever stored. */
const NAME_BYTES = 16;
const STORED_NAME = /^[A-Za-z0-9_-]{22,64}\.webp$/;

function isWebp(data: Buffer): boolean {
  return data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP';
}

/**
 * Stores processed images under `dir` with generated names (22 random base64url characters and
 * `.webp`); read() accepts only names of that exact form, so no name from a URL can reach outside
 * `dir`. Only WebP bytes (what processImage makes) are accepted, so an upload's original bytes
 * can never be stored by mistake. A file is written under a temporary name and renamed, so a
 * reader never sees half of one.
 */
export function createImageStore(dir: string): ImageStore {
  const write = async (name: string, data: Buffer) => {
    await mkdir(dir, { recursive: true });
    // Unique per call: two first asks for one rendition at once each write their own, then rename.
    const temporary = join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, data, { flag: 'wx', mode: 0o644 });
      await rename(temporary, join(dir, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };
  const readStored = async (name: string) => {
    try {
      return await readFile(join(dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const making = new Map<string, Promise<Buffer | undefined>>();
  const makeRendition = async (name: string, imageName: string, width: number) => {
    const image = await readStored(imageName);
    if (!image) return undefined;
    const data = await scaled(image, width);
    await write(name, data);
    return data;
  };
  const store: ImageStore = {
    async save(image) {
      if (!isWebp(image.data)) throw new Error('ImageStore.save: only processed WebP images are stored');
      const name = `${randomBytes(NAME_BYTES).toString('base64url')}.webp`;
      await write(name, image.data);
      return name;
    },
    async read(name) {
      if (!STORED_NAME.test(name)) return undefined;
      const stored = await readStored(name);
      const wanted = stored ? null : RENDITION_NAME.exec(name);
      if (!wanted) return stored;
      // A burst of first asks for one rendition makes it once (per process), not once per ask.
      let made = making.get(name);
      if (!made) {
        made = makeRendition(name, `${wanted[1]}.webp`, Number(wanted[2])).finally(() => making.delete(name));
        making.set(name, made);
      }
      return made;
    },
    async makeRenditions(name) {
      const base = name.replace(/\.webp$/, '');
      await Promise.all(RENDITION_WIDTHS.map((width) => store.read(`${base}-${width}.webp`)));
    },
  };
  return store;
}
