import { z } from 'zod';
import { Barcode, PICTURE_WIDTHS } from './catalogue';

/**
 * Issue 31: uploaded product photos. Each is served as WebP at the shop's picture widths under
 * an address made of its content's SHA-256, so the bytes behind a URL never change and the
 * browser keeps them for a year.
 */
export const PHOTO_MEDIA_PATH = '/cli/media/products';

/** The most photos one product keeps (a gallery of nine, as the drawn views). */
export const MAX_PHOTOS_PER_PRODUCT = 9;

/** The content types a photo may have, as sniffed from its bytes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PhotoType = z.enum(PHOTO_TYPES);
export type PhotoType = z.infer<typeof PhotoType>;

export const Sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'impronta SHA-256 non valida');

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The photo `sha256` as WebP `width` pixels wide. */
export function productPhotoUrl(sha256: string, width: PictureWidth): string {
  return `${PHOTO_MEDIA_PATH}/${sha256}-${width}.webp`;
}

const PHOTO_FILE = /^([0-9a-f]{64})-(\d{1,4})\.webp$/;

/** `{sha256}-{width}.webp` read back; null for any other name or a width the shop does not serve. */
export function parsePhotoFile(file: string): { sha256: string; width: PictureWidth } | null {
  const m = PHOTO_FILE.exec(file);
  const width = Number(m?.[2]) as PictureWidth;
  if (!m || !PICTURE_WIDTHS.includes(width)) return null;
  return { sha256: m[1]!, width };
}

export const PhotoFileParam = z.object({ file: z.string().max(100) });

export const ProductPhotoParams = z.object({ barcode: Barcode, sha256: Sha256 });

/** One photo as staff see it in the product editor. */
export const StaffProductPhoto = z.object({
  sha256: Sha256,
  mime: PhotoType,
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  /** 0 is the main photo, the one cards show. */
  position: z.number().int(),
  /** The 400 px WebP, for the editor's thumbnail. */
  url: z.string(),
  createdAt: z.string(),
});
export type StaffProductPhoto = z.infer<typeof StaffProductPhoto>;

/** The photos in their new order: every one of the product's photos, each once. */
export const ProductPhotoOrder = z.object({
  order: z.array(Sha256).min(1).max(MAX_PHOTOS_PER_PRODUCT),
});
export type ProductPhotoOrder = z.infer<typeof ProductPhotoOrder>;
