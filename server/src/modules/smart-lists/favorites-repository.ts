import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favorites, products } from '../../db/schema';

export interface FavoriteRow {
  barcode: string;
  description: string;
  /** The uploaded photos' hashes (issue 31), for the favourite's picture. */
  photos: string[];
}

/** The customer's favourites, the newest first. */
export async function listFavorites(db: DbOrTx, userId: number): Promise<FavoriteRow[]> {
  return db
    .select({
      barcode: products.barcode,
      description: products.description,
      photos: products.photos,
    })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId));
}

/** Adding a favourite twice keeps the first one (and its place in the list). */
export async function addFavorite(db: DbOrTx, userId: number, productId: number): Promise<void> {
  await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFavorite(db: DbOrTx, userId: number, barcode: string): Promise<void> {
  const product = db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.barcode, barcode));
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, product)));
}
