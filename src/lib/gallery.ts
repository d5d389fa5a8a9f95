// The loading screen's floating gallery: at most 6 tiles, at most 2 copies of one picture.
export const GALLERY_MAX_TILES = 6;
export const GALLERY_MAX_COPIES = 2;

/** Distinct pictures first, in the given (server-shuffled) order, then second copies to fill the tiles. */
export function pickGalleryTiles(
  images: readonly string[],
  maxTiles = GALLERY_MAX_TILES,
  maxCopies = GALLERY_MAX_COPIES,
): string[] {
  const distinct = [...new Set(images.filter((url) => typeof url === 'string' && url.trim()))];
  const tiles: string[] = [];
  for (let copy = 0; copy < maxCopies; copy += 1) {
    for (const url of distinct) {
      if (tiles.length >= maxTiles) return tiles;
      tiles.push(url);
    }
  }
  return tiles;
}
