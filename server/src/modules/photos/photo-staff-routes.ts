import {
  BarcodeParam,
  ProductPhotoOrder,
  ProductPhotoParams,
  StaffProductPhoto,
} from '@spesa/contracts';
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import type { ModuleOptions } from '../module-options';
import { authenticateStaff, requireAdmin } from '../staff';
import { photoTooLarge } from './photo-intake';
import { listPhotos, productIdOf } from './photo-repository';
import { orderPhotos, removePhoto, uploadPhoto } from './photo-service';

/**
 * Issue 31: an administrator's photos of a product, under /cli/staff/products/{barcode}/photos.
 * Encapsulated: only the upload reads a body as bytes, of any image type or none declared: the
 * type is sniffed from the bytes, so a declared type is never trusted nor needed.
 */
export async function photoStaffRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;
  const limits = config.photos;
  for (const type of [/^image\//, 'application/octet-stream'])
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: limits.maxBytes },
      (_request, body, done) => done(null, body),
    );
  // A file past the limit is the catalogue's refusal with the limit, not a bare 413.
  app.setErrorHandler((error: FastifyError, _request, _reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw photoTooLarge(limits.maxBytes);
    throw error;
  });

  app.get(
    '/staff/products/:barcode/photos',
    {
      schema: {
        tag: 'Product master',
        summary: "A product's photos in their order (administrator)",
        auth: 'staff',
        params: BarcodeParam,
        data: z.array(StaffProductPhoto),
      },
    },
    async (request) => {
      requireAdmin(await authenticateStaff(request, db));
      const { barcode } = parsed(request, 'params');
      return ok(await listPhotos(db, await productIdOf(db, barcode)));
    },
  );

  app.post(
    '/staff/products/:barcode/photos',
    {
      schema: {
        tag: 'Product master',
        summary: 'Add a photo, JPEG, PNG or WebP as the body (administrator)',
        description:
          'The type is read from the bytes. Refused: another type, an animated image (4090), a file past the size limit (4091), more pixels than the limit (4092), a tenth photo (4093).',
        auth: 'staff',
        params: BarcodeParam,
        data: z.array(StaffProductPhoto),
        media: 'image-upload',
      },
      bodyLimit: limits.maxBytes,
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      requireAdmin(principal);
      const { barcode } = parsed(request, 'params');
      if (!Buffer.isBuffer(request.body))
        throw new AppError('PHOTO_TYPE_REFUSED', { data: { found: 'empty' } });
      const actor = { staffId: principal.staffId, client: request.ip };
      return ok(await uploadPhoto(db, actor, barcode, request.body, limits));
    },
  );

  app.delete(
    '/staff/products/:barcode/photos/:sha256',
    {
      schema: {
        tag: 'Product master',
        summary: 'Remove a photo from a product (administrator)',
        auth: 'staff',
        params: ProductPhotoParams,
        data: z.array(StaffProductPhoto),
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      requireAdmin(principal);
      const { barcode, sha256 } = parsed(request, 'params');
      return ok(await removePhoto(db, principal.staffId, barcode, sha256));
    },
  );

  app.put(
    '/staff/products/:barcode/photos/order',
    {
      schema: {
        tag: 'Product master',
        summary: "Put a product's photos in a new order; the first is the cards' (administrator)",
        auth: 'staff',
        params: BarcodeParam,
        body: ProductPhotoOrder,
        data: z.array(StaffProductPhoto),
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      requireAdmin(principal);
      const { barcode } = parsed(request, 'params');
      const { order } = parsed(request, 'body');
      return ok(await orderPhotos(db, principal.staffId, barcode, order));
    },
  );
}
