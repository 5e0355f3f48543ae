import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { webpPicture } from './picture';

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><rect width="100" height="50" fill="${fill}"/></svg>`;

describe('webpPicture', () => {
  it('draws the SVG as WebP at the asked width, keeping its proportions', async () => {
    const webp = await webpPicture(svg('#d6001c'), 100, 400);
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 400, height: 200 });
  });

  it('draws a picture asked for many times at once only once', async () => {
    const drawings = await Promise.all(
      Array.from({ length: 6 }, () => webpPicture(svg('#123456'), 100, 200)),
    );
    for (const webp of drawings) expect(webp).toBe(drawings[0]);
    expect(await webpPicture(svg('#123456'), 100, 200)).toBe(drawings[0]);
  });

  it('draws many different pictures at once, two at a time, without losing one', async () => {
    const colours = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666', '#777777'];
    const drawings = await Promise.all(colours.map((c) => webpPicture(svg(c), 100, 200)));
    expect(new Set(drawings).size).toBe(colours.length);
    for (const webp of drawings) expect((await sharp(webp).metadata()).width).toBe(200);
  });
});
