import { useIntl } from 'react-intl';
import { GALLERY_IMAGE_SIZES, type ProductImage } from '../domain/product';
import { FIRST_PAINT_TIMING } from './first-paint';

/**
 * The banner images as a swipeable strip (CSS scroll snap, no script). The first image is the
 * page's largest paint: loaded eagerly with high priority, its paint reported (first-paint.ts); the others lazily.
 */
export function ProductGallery({ images }: { images: readonly ProductImage[] }) {
  const intl = useIntl();
  if (images.length === 0) return null;
  return (
    <section className="gallery" aria-label={intl.formatMessage({ id: 'product.gallery' })}>
      {/* Focusable, so keyboard users can scroll the strip too. */}
      <ol className="gallery__track" tabIndex={0} aria-label={intl.formatMessage({ id: 'product.galleryCount' }, { count: images.length })}>
        {images.map((image, index) => (
          <li className="gallery__slide" key={image.src}>
            <img
              src={image.src}
              srcSet={image.srcset}
              sizes={GALLERY_IMAGE_SIZES}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
              elementtiming={index === 0 ? FIRST_PAINT_TIMING : undefined}
            />
          </li>
        ))}
      </ol>
      {images.length > 1 && (
        <p className="gallery__count" aria-hidden="true">
          {intl.formatMessage({ id: 'product.galleryCount' }, { count: images.length })}
        </p>
      )}
    </section>
  );
}
