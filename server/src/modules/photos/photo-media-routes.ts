import { parsePhotoFile, PhotoFileParam } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { parsed, type RouteApp } from '../../http/route-schema';
import type { ModuleOptions } from '../module-options';
import { photoExists, photoOriginal } from './photo-repository';
import { photoVariant } from './photo-variants';

/** The bytes behind a content-addressed URL never change: a year, and never revalidated. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Issue 31: uploaded photos as WebP, `/cli/media/products/{sha256}-{width}.webp`. Any process
 * serves any photo: the original comes from PostgreSQL, its variants are made and kept here.
 * A name that is not a photo some product has, or a width the shop does not use, is 404 and
 * nothing is made for it.
 */
export async function photoMediaRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const source = {
    original: (sha256: string) => photoOriginal(db, sha256),
    maxPixels: opts.config.photos.maxPixels,
  };

  app.get(
    '/media/products/:file',
    {
      schema: {
        tag: 'Catalogue',
        summary: 'Product photo (`{sha256}-{width}.webp`)',
        description:
          'An uploaded photo as WebP 200, 400, 800 or 1200 px wide, under the SHA-256 of its original: cached for a year, immutable.',
        auth: 'public',
        params: PhotoFileParam,
        media: 'picture',
      },
    },
    async (request, reply) => {
      const photo = parsePhotoFile(parsed(request, 'params').file);
      // A deleted photo stops being served at once, even from a process that kept its variant.
      if (!photo || !(await photoExists(db, photo.sha256))) throw new AppError('NOT_FOUND');
      const etag = `"${photo.sha256.slice(0, 32)}-${photo.width}"`;
      const headers = {
        'content-type': 'image/webp',
        'cache-control': PHOTO_CACHE_CONTROL,
        etag,
      };
      if (request.headers['if-none-match'] === etag) return reply.code(304).headers(headers).send();
      const webp = await photoVariant(source, photo.sha256, photo.width, request.ip);
      if (!webp) throw new AppError('NOT_FOUND');
      return reply.headers(headers).send(webp);
    },
  );
}
