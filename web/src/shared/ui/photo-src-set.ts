import { PICTURE_WIDTHS } from '@spesa/contracts';

/** An uploaded photo's address (issue 31): `…/{sha256}-{width}.webp`. */
const PHOTO = /^(.*\/[0-9a-f]{64})-\d+\.webp$/;

/**
 * Every width the shop serves an uploaded photo at, for `srcset`: the browser takes the
 * smallest that fills the picture's box at the screen's density. Drawn pictures get none:
 * each width of one is a new drawing on the server, so they keep their single 400 px URL.
 */
export function photoSrcSet(src: string): string | undefined {
  const base = PHOTO.exec(src)?.[1];
  if (!base) return undefined;
  return PICTURE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
}

/** A product card's picture: half a phone's screen, a third of a tablet's, 15rem at most. */
export const CARD_SIZES = '(min-width: 1200px) 15rem, (min-width: 640px) 30vw, 50vw';
