import { describe, expect, it } from 'vitest';
import { bannerSrcSet } from './banner-src-set';

describe('bannerSrcSet', () => {
  it('offers the picture at 800 and 1200 px', () => {
    expect(bannerSrcSet('/cli/images/banners/offerte.webp')).toBe(
      '/cli/images/banners/offerte.webp?w=800 800w, /cli/images/banners/offerte.webp?w=1200 1200w',
    );
  });

  it('keeps what the address already asks and replaces a width', () => {
    expect(bannerSrcSet('/cli/images/banners/a.webp?v=2&w=400')).toBe(
      '/cli/images/banners/a.webp?v=2&w=800 800w, /cli/images/banners/a.webp?v=2&w=1200 1200w',
    );
  });

  it('keeps an absolute address absolute', () => {
    expect(bannerSrcSet('https://cdn.example/b.webp')).toBe(
      'https://cdn.example/b.webp?w=800 800w, https://cdn.example/b.webp?w=1200 1200w',
    );
  });
});
