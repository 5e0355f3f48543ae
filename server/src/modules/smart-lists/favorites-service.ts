import type { Favorite } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { addFavorite, listFavorites, removeFavorite } from './favorites-repository';
import { toFavorite } from './smart-lists-mapper';
import { findProduct } from './smart-lists-repository';

/** Favourites by barcode; add and delete are idempotent and answer the whole list. */
export const favoritesService = {
  async all(db: DbOrTx, userId: number): Promise<Favorite[]> {
    return (await listFavorites(db, userId)).map(toFavorite);
  },

  /** 4030 when the catalogue has no such barcode. */
  async add(db: DbOrTx, userId: number, barcode: string): Promise<Favorite[]> {
    const product = await findProduct(db, barcode);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    await addFavorite(db, userId, product.productId);
    return this.all(db, userId);
  },

  async remove(db: DbOrTx, userId: number, barcode: string): Promise<Favorite[]> {
    await removeFavorite(db, userId, barcode);
    return this.all(db, userId);
  },
};
