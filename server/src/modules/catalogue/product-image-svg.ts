import { escapeXml, stableHash, textLines, wrapText } from '../content';
import { categoryArt } from './category-art';
import type { ImageSubject } from './product-repository';

export const PRODUCT_IMAGE_SIZE = 400;
const SIZE = PRODUCT_IMAGE_SIZE;
/** Extra views turn the pictogram and shift the backdrop, like a second photo would. */
const VIEWS = [
  { angle: 0, glow: 0.55 },
  { angle: -14, glow: 0.35 },
  { angle: 12, glow: 0.75 },
] as const;

export function productImageSvg(subject: ImageSubject, view: number): string {
  const art = categoryArt(subject.mainCategoryName);
  const look = VIEWS[(view - 1) % VIEWS.length] ?? VIEWS[0];
  // The same product always sits a little off-centre in the same way, so a grid does not look stamped.
  const drift = (stableHash(subject.description) % 40) - 20;
  const lines = wrapText(subject.description, 24, 3);
  const textTop = 292 - (lines.length - 1) * 13;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">`,
    `<title>${escapeXml(subject.description)}</title>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="28" fill="${art.background}"/>`,
    `<circle cx="${200 + drift}" cy="138" r="112" fill="#ffffff" opacity="${look.glow}"/>`,
    `<g transform="translate(${115 + drift} 53) scale(1.7) rotate(${look.angle} 50 50)">${art.pictogram}</g>`,
    textLines(
      lines,
      200,
      textTop,
      26,
      'text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="#2b2b2b"',
    ),
    `<text x="200" y="${textTop + lines.length * 26 + 8}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="15" letter-spacing="1.5" fill="${art.accent}">${escapeXml(subject.brand.toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}
