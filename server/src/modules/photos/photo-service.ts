import { MAX_PHOTOS_PER_PRODUCT, type StaffProductPhoto } from '@spesa/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { audit } from '../staff';
import { PREVIEW_WIDTH, readPhoto, type PhotoLimits } from './photo-intake';
import {
  deletePhoto,
  insertPhoto,
  listPhotos,
  lockProduct,
  photoCount,
  reorderPhotos,
  syncProductPhotos,
} from './photo-repository';
import { keepVariant } from './photo-variants';

/** Who changes a product's photos, and where from (the picture queue is per client). */
export interface PhotoActor {
  staffId: number;
  client: string;
}

/**
 * Issue 31: checks an upload (outside the transaction: decoding takes a while), then adds it
 * last among the product's photos with an audit row; the product row's copy of the photos
 * moves the catalogue version in the same transaction, so caches and listings show it at once.
 */
export async function uploadPhoto(
  db: Db,
  actor: PhotoActor,
  barcode: string,
  bytes: Buffer,
  limits: PhotoLimits,
): Promise<StaffProductPhoto[]> {
  const { preview, ...facts } = await readPhoto(bytes, limits, actor.client);
  const photos = await db.transaction(async (tx) => {
    const productId = await lockProduct(tx, barcode);
    if ((await photoCount(tx, productId)) >= MAX_PHOTOS_PER_PRODUCT)
      throw new AppError('PHOTO_LIMIT', { data: { max: MAX_PHOTOS_PER_PRODUCT } });
    if (await insertPhoto(tx, productId, actor.staffId, facts, bytes)) {
      await syncProductPhotos(tx, productId);
      await audit(tx, {
        staffId: actor.staffId,
        action: 'PHOTO_ADD',
        entity: 'product',
        entityId: barcode,
        before: null,
        after: facts,
      });
    }
    return listPhotos(tx, productId);
  });
  keepVariant(facts.sha256, PREVIEW_WIDTH, preview);
  return photos;
}

export async function removePhoto(
  db: Db,
  staffId: number,
  barcode: string,
  sha256: string,
): Promise<StaffProductPhoto[]> {
  return db.transaction(async (tx) => {
    const productId = await lockProduct(tx, barcode);
    const before = (await listPhotos(tx, productId)).find((p) => p.sha256 === sha256);
    if (!before || !(await deletePhoto(tx, productId, sha256)))
      throw new AppError('RECORD_NOT_FOUND', { message: 'Foto non trovata' });
    await syncProductPhotos(tx, productId);
    await audit(tx, {
      staffId,
      action: 'PHOTO_DELETE',
      entity: 'product',
      entityId: barcode,
      before: { sha256, mime: before.mime, width: before.width, height: before.height },
      after: null,
    });
    return listPhotos(tx, productId);
  });
}

/** The photos in a new order (the first is the cards' photo): every photo named once. */
export async function orderPhotos(
  db: Db,
  staffId: number,
  barcode: string,
  order: string[],
): Promise<StaffProductPhoto[]> {
  return db.transaction(async (tx) => {
    const productId = await lockProduct(tx, barcode);
    const current = await listPhotos(tx, productId);
    const same =
      new Set(order).size === order.length &&
      order.length === current.length &&
      current.every((p) => order.includes(p.sha256));
    if (!same)
      throw new AppError('BAD_REQUEST', {
        errors: [{ field: 'order', message: 'indica ogni foto del prodotto, una volta sola' }],
      });
    await reorderPhotos(tx, productId, order);
    await syncProductPhotos(tx, productId);
    await audit(tx, {
      staffId,
      action: 'PHOTO_ORDER',
      entity: 'product',
      entityId: barcode,
      before: { order: current.map((p) => p.sha256) },
      after: { order },
    });
    return listPhotos(tx, productId);
  });
}
