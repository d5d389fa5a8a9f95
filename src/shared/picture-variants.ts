// Smaller WebP copies of this app's pictures (made when a picture is stored, see worker/platform/media-variants.ts):
// their deterministic URLs, and the `srcset` that lets the browser take the one the size it is shown needs.
export const VARIANT_WIDTHS = [480, 960] as const;

const OWN_PICTURE = /^\/media\/[^?#]+\.(png|jpe?g|webp)$/i;

/** The key of a stored picture's copy at a width. */
export function variantKey(key: string, width: number): string {
  return `${key}.w${width}.webp`;
}

/** `srcset` for one of this app's pictures ('' for anything else: videos, GIFs, other sites, data URLs). */
export function pictureSrcSet(src: string | null | undefined): string {
  if (!src || !OWN_PICTURE.test(src)) return '';
  return VARIANT_WIDTHS.map((width) => `${variantKey(src, width)} ${width}w`).join(', ');
}

/** How wide a panel shows: the phone's width less the page padding, at most the grid's 28rem (server and client agree). */
export const PANEL_SIZES = '(min-width: 40rem) 28rem, calc(100vw - 2rem)';
