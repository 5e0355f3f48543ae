import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { replyId, type StoreBanner, type StoreBannerInput } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { bannerImageUrl } from '../content';
import { audit } from '../staff';

type BannerRow = typeof banners.$inferSelect;

/** Only store banners come here; `storeId` is the store they were read or written for. */
function toStoreBanner(row: BannerRow, storeId: number): StoreBanner {
  return {
    id: replyId(row.id),
    imageUrl: bannerImageUrl(row.imageKey),
    title: row.title,
    link: row.link,
    storeId: replyId(storeId),
    category: row.category,
    sortOrder: row.sortOrder,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
  };
}

/** The store's own banners, ended ones too (the chain-wide ones are not the store's to change). */
export async function storeBanners(db: DbOrTx, storeId: number): Promise<StoreBanner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.storeId, storeId))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map((row) => toStoreBanner(row, storeId));
}

/** A new banner of the store; its picture is drawn from the title under a fresh key. */
export async function createStoreBanner(
  db: DbOrTx,
  staffId: number,
  storeId: number,
  input: StoreBannerInput,
): Promise<StoreBanner> {
  const [row] = await db
    .insert(banners)
    .values({
      storeId,
      category: input.category,
      title: input.title,
      imageKey: `store-${storeId}-${randomBytes(6).toString('hex')}`,
      link: input.link,
      sortOrder: input.sortOrder,
      validFrom: input.validFrom ? new Date(input.validFrom) : null,
      validTo: input.validTo ? new Date(input.validTo) : null,
    })
    .returning();
  const created = toStoreBanner(row!, storeId);
  await audit(db, {
    staffId,
    action: 'BANNER_CREATE',
    entity: 'banner',
    entityId: String(created.id),
    before: null,
    after: created,
  });
  return created;
}

/** Deletes one of the store's banners; another store's or a chain-wide one is not found here. */
export async function deleteStoreBanner(
  db: DbOrTx,
  staffId: number,
  storeId: number,
  id: number,
): Promise<void> {
  const [row] = await db
    .delete(banners)
    .where(and(eq(banners.id, id), eq(banners.storeId, storeId)))
    .returning();
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  await audit(db, {
    staffId,
    action: 'BANNER_DELETE',
    entity: 'banner',
    entityId: String(id),
    before: toStoreBanner(row, storeId),
    after: null,
  });
}
