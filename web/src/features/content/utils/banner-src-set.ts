/**
 * The banner picture at the widths the shop serves it at (`w`, see the API's picture routes):
 * a phone's screen, about 400 CSS pixels at twice the density, takes the 800 px picture (two
 * thirds of the bytes and of the decoding), a wide screen the full 1200 px one.
 */
const WIDTHS = [800, 1200] as const;

export function bannerSrcSet(imageUrl: string): string {
  return WIDTHS.map((width) => `${withWidth(imageUrl, width)} ${width}w`).join(', ');
}

/** The banner is as wide as the page's content: the screen, up to 1280 px less its margins. */
export const BANNER_SIZES = '(min-width: 1280px) 1232px, 100vw';

function withWidth(imageUrl: string, width: number): string {
  const url = new URL(imageUrl, 'http://picture.invalid');
  url.searchParams.set('w', String(width));
  const path = `${url.pathname}${url.search}`;
  return imageUrl.startsWith('http') ? `${url.origin}${path}` : path;
}
