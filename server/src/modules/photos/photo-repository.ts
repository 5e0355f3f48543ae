import { productPhotoUrl, type StaffProductPhoto } from '@spesa/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productPhotos, products } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PhotoFacts } from './photo-intake';

/** The product's id by EAN, locked for the photo change (two uploads at once keep their order). */
export async function lockProduct(db: DbOrTx, barcode: string): Promise<number> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.barcode, barcode))
    .for('update');
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  return row.id;
}

export async function photoCount(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId));
  return row?.n ?? 0;
}

/** Adds the photo last; the same bytes twice on one product stay one photo. */
export async function insertPhoto(
  db: DbOrTx,
  productId: number,
  staffId: number,
  facts: PhotoFacts,
  bytes: Buffer,
): Promise<boolean> {
  const position = await photoCount(db, productId);
  const inserted = await db
    .insert(productPhotos)
    .values({ productId, ...facts, bytes, position, createdBy: staffId })
    .onConflictDoNothing()
    .returning({ id: productPhotos.id });
  return inserted.length > 0;
}

export async function deletePhoto(db: DbOrTx, productId: number, sha256: string): Promise<boolean> {
  const gone = await db
    .delete(productPhotos)
    .where(and(eq(productPhotos.productId, productId), eq(productPhotos.sha256, sha256)))
    .returning({ id: productPhotos.id });
  return gone.length > 0;
}

/** Positions 0..n-1 in the given order of hashes. */
export async function reorderPhotos(db: DbOrTx, productId: number, order: string[]): Promise<void> {
  await db.execute(sql`
    update ${productPhotos} p set position = o.ord - 1
    from unnest(${sql.param(order)}::text[]) with ordinality as o(sha, ord)
    where p.product_id = ${productId} and p.sha256 = o.sha`);
}

/**
 * Copies the photos' order onto the product row (products.photos), which listings read; the
 * update also moves the catalogue version (its trigger), in the caller's transaction.
 */
export async function syncProductPhotos(db: DbOrTx, productId: number): Promise<void> {
  await db.execute(sql`
    with ordered as (
      select position, sha256, row_number() over (order by position, id) - 1 as pos
      from ${productPhotos} where product_id = ${productId})
    update ${productPhotos} p set position = o.pos
    from ordered o where p.product_id = ${productId} and p.sha256 = o.sha256
      and p.position <> o.pos`);
  await db.execute(sql`
    update ${products} set photos = coalesce((
      select array_agg(sha256 order by position) from ${productPhotos}
      where product_id = ${productId}), '{}')
    where id = ${productId}`);
}

export async function listPhotos(db: DbOrTx, productId: number): Promise<StaffProductPhoto[]> {
  const rows = await db
    .select({
      sha256: productPhotos.sha256,
      mime: productPhotos.mime,
      width: productPhotos.width,
      height: productPhotos.height,
      byteSize: productPhotos.byteSize,
      position: productPhotos.position,
      createdAt: productPhotos.createdAt,
    })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id));
  return rows.map((r) => ({
    ...r,
    url: productPhotoUrl(r.sha256, 400),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function productIdOf(db: DbOrTx, barcode: string): Promise<number> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.barcode, barcode));
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  return row.id;
}

/** The original bytes of a photo some product has, or null. */
export async function photoOriginal(db: DbOrTx, sha256: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: productPhotos.bytes })
    .from(productPhotos)
    .where(eq(productPhotos.sha256, sha256))
    .limit(1);
  return row?.bytes ?? null;
}

export async function photoExists(db: DbOrTx, sha256: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(productPhotos)
    .where(eq(productPhotos.sha256, sha256))
    .limit(1);
  return rows.length > 0;
}
