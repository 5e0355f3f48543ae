import type { FastifyInstance } from 'fastify';
import { FavoriteRequest } from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { favoritesService as favorites } from './favorites-service';

/** Spec 7: the session customer's favourite products; every answer is the whole list. */
export async function favoritesRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get('/slists/products/favorite/all', async (request) => {
    const userId = await authenticate(request, db);
    return ok(await favorites.all(db, userId));
  });

  app.post('/slists/products/favorite/add', async (request) => {
    const userId = await authenticate(request, db);
    const { barcode } = parse(FavoriteRequest, request.body);
    return ok(await db.transaction((tx) => favorites.add(tx, userId, barcode)));
  });

  app.post('/slists/products/favorite/delete', async (request) => {
    const userId = await authenticate(request, db);
    const { barcode } = parse(FavoriteRequest, request.body);
    return ok(await db.transaction((tx) => favorites.remove(tx, userId, barcode)));
  });
}
