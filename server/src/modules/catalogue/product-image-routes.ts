import { Barcode, ProductPictureQuery } from '@spesa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { parse } from '../../http/validate';
import { parsePictureFile, sendPicture } from '../content';
import type { ModuleOptions } from '../module-options';
import { PRODUCT_IMAGE_SIZE, productImageSvg } from './product-image-svg';
import { findImageSubject } from './product-repository';

/** Pictures are drawn from the product's own data: the shop never fetches images from elsewhere. */
export async function productImageRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  app.get('/images/products/:file', async (request, reply) => {
    const { name: barcode, format } = parsePictureFile(request.params);
    // A malformed name is just a picture that does not exist.
    if (!Barcode.safeParse(barcode).success) throw new AppError('NOT_FOUND');
    const { v, w } = parse(ProductPictureQuery, request.query);
    const subject = await findImageSubject(opts.db, barcode);
    // Only the views the product has (its `images`): any other `v` would be a new drawing and
    // a new kept picture for nothing the shop links to (issue 25).
    if (!subject || v > subject.imageCount) throw new AppError('NOT_FOUND');
    const svg = productImageSvg(subject, v);
    return sendPicture(reply, { svg, naturalWidth: PRODUCT_IMAGE_SIZE, format, width: w });
  });
}
