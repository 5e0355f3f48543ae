import sharp from 'sharp';

/**
 * The photo as WebP `width` pixels wide: turned upright by its orientation tag, never enlarged
 * past its own width, and without its metadata (a phone photo's EXIF may hold where it was
 * taken; only the original in the database keeps it).
 */
export function renderWebp(original: Buffer, width: number, maxPixels: number): Promise<Buffer> {
  return sharp(original, { limitInputPixels: maxPixels, failOn: 'error' })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
