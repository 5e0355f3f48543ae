import { describe, expect, it } from 'vitest';
import { photoSrcSet } from './photo-src-set';

const sha = 'ab'.repeat(32);

describe('photoSrcSet', () => {
  it("lists an uploaded photo at each of the shop's widths", () => {
    expect(photoSrcSet(`/cli/media/products/${sha}-400.webp`)).toBe(
      [200, 400, 800, 1200].map((w) => `/cli/media/products/${sha}-${w}.webp ${w}w`).join(', '),
    );
  });

  it('gives a drawn picture none (each width would be a new drawing)', () => {
    expect(photoSrcSet('/cli/images/products/8001234567890.webp')).toBeUndefined();
    expect(photoSrcSet('/cli/images/products/8001234567890.webp?v=2&w=800')).toBeUndefined();
  });
});
