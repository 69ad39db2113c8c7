/**
 * The `elementtiming` name of a page's first image (its largest paint: the gallery's first, the
 * top cards of a list). Chromium reports when such an image has been painted (the Element Timing
 * API), and the page's starter (server/features/pages/app-start.ts) asks for the app's code then.
 */
export const FIRST_PAINT_TIMING = 'first-paint';

declare module 'react' {
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when this image has been painted. */
    elementtiming?: string;
  }
}
