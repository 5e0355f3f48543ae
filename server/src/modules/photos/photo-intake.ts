import { createHash } from 'node:crypto';
import { errorCatalogue, type PhotoType } from '@spesa/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../http/app-error';
import { pictureWork } from '../content';
import { renderWebp } from './photo-render';
import { isAnimatedPng } from './png-animation';

export interface PhotoLimits {
  maxBytes: number;
  maxPixels: number;
}

/** What the shop keeps of an accepted photo besides its bytes. */
export interface PhotoFacts {
  sha256: string;
  mime: PhotoType;
  /** As shown, after the camera's orientation tag is applied. */
  width: number;
  height: number;
  byteSize: number;
}

/** The facts, and the variant the cards show (400 px), made while checking the file. */
export type ReadPhoto = PhotoFacts & { preview: Buffer };

/** The width of the product cards' picture: the one made at upload. */
export const PREVIEW_WIDTH = 400;

/**
 * The type from the file's first bytes (its "magic number"), never from its name or declared
 * type: a PNG named .jpg is a PNG, an HTML page named .jpg is refused before an image decoder
 * sees it (SVG, GIF, HEIC, TIFF... never reach libvips here).
 */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** sharp's name of each accepted format: the header's own reading must agree with the sniff. */
const SHARP_FORMAT: Record<PhotoType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The refusal of a file past the limit, the limit in its words (any language reads 'MB'). */
export function photoTooLarge(maxBytes: number): AppError {
  const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  return new AppError('PHOTO_TOO_LARGE', {
    message: `${errorCatalogue.PHOTO_TOO_LARGE.message} (max ${mb} MB)`,
    data: { maxBytes },
  });
}

const refused = (found: string) => new AppError('PHOTO_TYPE_REFUSED', { data: { found } });

/**
 * Checks an upload and returns its facts, or throws the catalogue's refusal: too large, not a
 * JPEG/PNG/WebP, animated, or declaring more pixels than allowed (a decompression bomb: a few
 * KB that would decode to gigabytes). The size is read from the header, so a bomb is refused
 * without decoding it; a full decode under sharp's own pixel limit then proves the file whole.
 */
export async function readPhoto(
  bytes: Buffer,
  limits: PhotoLimits,
  client = 'local',
): Promise<ReadPhoto> {
  if (bytes.length > limits.maxBytes) throw photoTooLarge(limits.maxBytes);
  const mime = sniffPhotoType(bytes);
  if (!mime) throw refused(bytes.length === 0 ? 'empty' : 'unknown');
  if (mime === 'image/png' && isAnimatedPng(bytes)) throw refused(`${mime} animated`);
  let meta: Metadata;
  try {
    // The header only, no pixel decoded: the size it declares is compared below, so a bomb
    // gets its own refusal (sharp's limit here would make it an unreadable file).
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(mime);
  }
  if (meta.format !== SHARP_FORMAT[mime] || !meta.width || !meta.height) throw refused(mime);
  if ((meta.pages ?? 1) > 1) throw refused(`${mime} animated`);
  if (meta.width * meta.height > limits.maxPixels)
    throw new AppError('PHOTO_TOO_MANY_PIXELS', {
      message: `${errorCatalogue.PHOTO_TOO_MANY_PIXELS.message} (max ${Math.floor(limits.maxPixels / 1e6)} MP)`,
      data: { width: meta.width, height: meta.height, maxPixels: limits.maxPixels },
    });
  let preview: Buffer;
  try {
    // Decodes every pixel: a truncated or corrupt file fails here, not when first served; the
    // cards' variant made on the way is kept (the first shopper waits for nothing).
    preview = await pictureWork(client, () => renderWebp(bytes, PREVIEW_WIDTH, limits.maxPixels));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused(`${mime} damaged`);
  }
  const shown = meta.autoOrient;
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    mime,
    width: shown.width,
    height: shown.height,
    byteSize: bytes.length,
    preview,
  };
}
