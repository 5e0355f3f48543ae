/**
 * Whether a PNG is an animated PNG (APNG). libvips reads only an APNG's first frame, so sharp's
 * `pages` says 1 and the check for animated WebP misses it: the APNG spec puts its `acTL`
 * chunk before the first `IDAT`, so the chunk headers up to there answer without decoding.
 * Expects bytes already sniffed as PNG; a chunk that runs past the end stops the walk (the
 * full decode refuses a truncated file anyway).
 */
export function isAnimatedPng(png: Buffer): boolean {
  for (let at = 8; at + 8 <= png.length;) {
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    // length + type + data + CRC
    at += 12 + png.readUInt32BE(at);
  }
  return false;
}
