import { Barcode, ProductPictureQuery } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { parsePictureFile, PictureFile, sendPicture } from '../content';
import type { ModuleOptions } from '../module-options';
import { PRODUCT_IMAGE_SIZE, productImageSvg } from './product-image-svg';
import { findImageSubject } from './product-repository';
import { parsed, type RouteApp } from '../../http/route-schema';

/** Pictures are drawn from the product's own data: the shop never fetches images from elsewhere. */
export async function productImageRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  app.get(
    '/images/products/:file',
    {
      schema: {
        tag: 'Catalogue',
        summary: 'Product picture (`{barcode}.webp` or `.svg`)',
        description:
          'Drawn from the product data. `v` picks the view (1-9, as in `images`); `w` the WebP width (200, 400, 800 or 1200; 400 by default).',
        auth: 'public',
        params: PictureFile,
        querystring: ProductPictureQuery,
        media: 'picture',
      },
    },
    async (request, reply) => {
      const { name: barcode, format } = parsePictureFile(request.params);
      // A malformed name is just a picture that does not exist.
      if (!Barcode.safeParse(barcode).success) throw new AppError('NOT_FOUND');
      const { v, w } = parsed(request, 'query');
      const subject = await findImageSubject(opts.db, barcode);
      // Only the views the product has (its `images`): any other `v` would be a new drawing and
      // a new kept picture for nothing the shop links to (issue 25).
      if (!subject || v > subject.imageCount) throw new AppError('NOT_FOUND');
      const svg = productImageSvg(subject, v);
      return sendPicture(reply, { svg, naturalWidth: PRODUCT_IMAGE_SIZE, format, width: w });
    },
  );
}
