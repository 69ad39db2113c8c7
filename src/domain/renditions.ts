import type { ProductImage } from './product';

/**
 * The narrower copies the shop keeps of every uploaded image, besides the image itself (up to
 * 2000 px): a phone is sent the one that fits the place the image is shown in, not an owner's
 * 2000 px photo.
 * - 160: the 64 to 72 px thumbnails (a sku's choice, a cart line, a review's photo) at up to 2.5x;
 * - 480: the catalog's 240 px cards at 2x, the gallery on a small phone at 1x;
 * - 800: the gallery on most phones (412 px at 1.75x is 721 px);
 * - 1200: the gallery on 3x phones and on wider screens.
 */
export const RENDITION_WIDTHS = [160, 480, 800, 1200] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/** Where an uploaded image is served: `/uploads/`, its 22-character random name, `.webp`. */
const UPLOADED = /^\/uploads\/([A-Za-z0-9_-]{22})\.webp$/;

/** A rendition's file name: the image's name, `-`, the width (`…-480.webp`). */
export const RENDITION_NAME = new RegExp(`^([A-Za-z0-9_-]{22})-(${RENDITION_WIDTHS.join('|')})\\.webp$`);

/** The image's rendition at `width` if the shop makes them for it (uploads); the image itself otherwise. */
export function rendition(src: string, width: RenditionWidth): string {
  const name = UPLOADED.exec(src)?.[1];
  return name ? `/uploads/${name}-${width}.webp` : src;
}

/**
 * The `srcset` of an uploaded image `width` px wide: each rendition narrower than it, then the
 * image itself. Empty for any other image (the demo's pictures carry their own).
 */
export function renditionSrcset(src: string, width: number): string {
  if (!UPLOADED.test(src)) return '';
  const narrower = RENDITION_WIDTHS.filter((candidate) => candidate < width).map((candidate) => `${rendition(src, candidate)} ${candidate}w`);
  return [...narrower, `${src} ${width}w`].join(', ');
}

/** A product image with its `srcset` filled in where the shop makes renditions of it. */
export function withRenditions(image: ProductImage): ProductImage {
  return image.srcset ? image : { ...image, srcset: renditionSrcset(image.src, image.width) };
}

/**
 * The narrowest of an image's renditions at least `width` px wide (the widest, if none is): what
 * a place of a fixed size shows, such as a catalog card.
 */
export function fittingRendition(image: ProductImage, width: number): string {
  const candidates = withRenditions(image)
    .srcset.split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^\d+w$/.test(parts[1]!))
    .map(([url, descriptor]) => ({ url, width: Number.parseInt(descriptor, 10) }));
  candidates.push({ url: image.src, width: image.width });
  const wide = candidates.filter((candidate) => candidate.width >= width).sort((a, b) => a.width - b.width);
  return (wide[0] ?? candidates.sort((a, b) => b.width - a.width)[0]!).url;
}
