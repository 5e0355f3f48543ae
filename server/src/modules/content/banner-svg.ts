import { escapeXml, stableHash, textLines, wrapText } from './svg-text';

export const BANNER_WIDTH = 1200;
const WIDTH = BANNER_WIDTH;
const HEIGHT = 400;

/** Warm pairs in the shop's palette; the key picks one, so a banner keeps its colours. */
const PALETTES = [
  ['#e4572e', '#f3a712'],
  ['#2a9d8f', '#8ac926'],
  ['#3a86ff', '#4cc9f0'],
  ['#c1121f', '#ff6b6b'],
  ['#6a4c93', '#c77dff'],
  ['#e76f51', '#f4a261'],
] as const;

export function bannerSvg(title: string, imageKey: string): string {
  const hash = stableHash(imageKey);
  const [from, to] = PALETTES[hash % PALETTES.length] ?? PALETTES[0];
  const lines = wrapText(title, 30, 2);
  const top = lines.length === 1 ? 226 : 192;
  const gradient = `g${hash.toString(36)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${gradient})"/>`,
    `<circle cx="1040" cy="90" r="190" fill="#ffffff" opacity="0.14"/>`,
    `<circle cx="1130" cy="340" r="120" fill="#ffffff" opacity="0.12"/>`,
    `<circle cx="80" cy="380" r="90" fill="#ffffff" opacity="0.1"/>`,
    `<text x="80" y="110" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" letter-spacing="6" fill="#ffffff" opacity="0.9">SPESA</text>`,
    textLines(
      lines,
      80,
      top,
      70,
      'font-family="Helvetica, Arial, sans-serif" font-size="60" font-weight="800" fill="#ffffff"',
    ),
    `<rect x="80" y="${top + lines.length * 70 - 20}" width="200" height="52" rx="26" fill="#ffffff"/>`,
    `<text x="180" y="${top + lines.length * 70 + 13}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="${from}">Scopri ora</text>`,
    '</svg>',
  ].join('');
}
