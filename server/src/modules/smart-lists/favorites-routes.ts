import { Favorite, FavoriteRequest } from '@spesa/contracts';
import { ok } from '../../http/reply';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { favoritesService as favorites } from './favorites-service';
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

/** Spec 7: the session customer's favourite products; every answer is the whole list. */
export async function favoritesRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get(
    '/slists/products/favorite/all',
    {
      schema: {
        tag: 'Lists',
        summary: 'Favourite products',
        auth: 'customer',
        data: z.array(Favorite),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      return ok(await favorites.all(db, userId));
    },
  );

  app.post(
    '/slists/products/favorite/add',
    {
      schema: {
        tag: 'Lists',
        summary: 'Add a favourite',
        auth: 'customer',
        body: FavoriteRequest,
        data: z.array(Favorite),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { barcode } = parsed(request, 'body');
      return ok(await db.transaction((tx) => favorites.add(tx, userId, barcode)));
    },
  );

  app.post(
    '/slists/products/favorite/delete',
    {
      schema: {
        tag: 'Lists',
        summary: 'Remove a favourite',
        auth: 'customer',
        body: FavoriteRequest,
        data: z.array(Favorite),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { barcode } = parsed(request, 'body');
      return ok(await db.transaction((tx) => favorites.remove(tx, userId, barcode)));
    },
  );
}
