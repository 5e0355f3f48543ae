import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema';

export interface BannerRecord {
  id: number;
  title: string;
  imageKey: string;
  link: string | null;
}

const columns = {
  id: banners.id,
  title: banners.title,
  imageKey: banners.imageKey,
  link: banners.link,
};

/** Banners shown now: those for every store, plus the given store's own. */
export async function currentBanners(
  db: DbOrTx,
  category: string,
  storeId: number | undefined,
  now: Date,
): Promise<BannerRecord[]> {
  return db
    .select(columns)
    .from(banners)
    .where(
      and(
        eq(banners.category, category),
        storeId === undefined
          ? isNull(banners.storeId)
          : or(isNull(banners.storeId), eq(banners.storeId, storeId)),
        or(isNull(banners.validFrom), lte(banners.validFrom, now)),
        or(isNull(banners.validTo), gt(banners.validTo, now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}

/** Any banner drawn with this key: its title goes on the picture. */
export async function bannerByImageKey(
  db: DbOrTx,
  imageKey: string,
): Promise<BannerRecord | undefined> {
  const rows = await db
    .select(columns)
    .from(banners)
    .where(eq(banners.imageKey, imageKey))
    .orderBy(asc(banners.id))
    .limit(1);
  return rows[0];
}
