/** The footer's further pages (spec 1), served at /info/:page. */
export const footerPages = [
  'offerte',
  'punti-vendita',
  'news',
  'blog',
  'cookie-policy',
  'termini',
  // The accessibility statement the European Accessibility Act asks of an online shop.
  'accessibilita',
] as const;

export type FooterPage = (typeof footerPages)[number];

export function isFooterPage(value: string | undefined): value is FooterPage {
  return footerPages.includes(value as FooterPage);
}

export function footerPagePath(page: FooterPage): string {
  return `/info/${page}`;
}
