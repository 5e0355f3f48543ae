import { Barcode } from '@spesa/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parse } from '../../http/validate';
import { SVG_HEADERS } from '../content/svg-text';
import type { ModuleOptions } from '../routes';
import { productImageSvg } from './product-image-svg';
import { findImageSubject } from './product-repository';

const ImageFile = z.object({ file: z.string().regex(/^\d+\.svg$/) });
const ImageQuery = z.object({ v: z.coerce.number().int().min(1).max(9).default(1) });

/** Pictures are drawn from the product's own data: the shop never fetches images from elsewhere. */
export async function productImageRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  app.get('/images/products/:file', async (request, reply) => {
    const file = ImageFile.safeParse(request.params);
    const barcode = file.success ? file.data.file.slice(0, -'.svg'.length) : '';
    // A malformed name is just a picture that does not exist.
    if (!Barcode.safeParse(barcode).success) throw new AppError('NOT_FOUND');
    const { v } = parse(ImageQuery, request.query);
    const subject = await findImageSubject(opts.db, barcode);
    if (!subject) throw new AppError('NOT_FOUND');
    return reply.headers(SVG_HEADERS).send(productImageSvg(subject, v));
  });
}
