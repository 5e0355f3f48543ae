import type { FastifyInstance } from 'fastify';
import {
  SmartListCopyRequest,
  SmartListCreateRequest,
  SmartListDeleteRequest,
  SmartListIdParam,
  SmartListItemCreateRequest,
  SmartListItemDeleteRequest,
  SmartListItemUpdateRequest,
  SmartListRenameRequest,
  SmartListToCartRequest,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { favoritesRoutes } from './favorites-routes';
import { smartListCartService } from './smart-list-cart-service';
import { smartListItemsService as items } from './smart-list-items-service';
import { smartListsService as lists } from './smart-lists-service';

/**
 * Spec 7, smart lists and favourites, under /cli/slists: always the session's customer, whose
 * own lists only are reachable. Served whatever FEATURE_SMART_LISTS says: the flag hides the
 * screens, and a customer's lists stay theirs when it is switched off and on again.
 */
export async function smartListsRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const toCart = smartListCartService();
  await app.register(favoritesRoutes, opts);

  app.get('/slists', async (request) => {
    const userId = await authenticate(request, db);
    return ok(await lists.all(db, userId));
  });

  app.get('/slists/:id', async (request) => {
    const userId = await authenticate(request, db);
    const { id } = parse(SmartListIdParam, request.params);
    return ok(await lists.one(db, userId, id));
  });

  app.post('/slists/create', async (request) => {
    const userId = await authenticate(request, db);
    const { title } = parse(SmartListCreateRequest, request.body);
    return ok(await db.transaction((tx) => lists.create(tx, userId, title)));
  });

  app.post('/slists/rename', async (request) => {
    const userId = await authenticate(request, db);
    const { id, title } = parse(SmartListRenameRequest, request.body);
    return ok(await db.transaction((tx) => lists.rename(tx, userId, id, title)));
  });

  app.post('/slists/copy', async (request) => {
    const userId = await authenticate(request, db);
    const body = parse(SmartListCopyRequest, request.body);
    return ok(await db.transaction((tx) => lists.copy(tx, userId, body)));
  });

  app.post('/slists/delete', async (request) => {
    const userId = await authenticate(request, db);
    const { id } = parse(SmartListDeleteRequest, request.body);
    return ok(await db.transaction((tx) => lists.remove(tx, userId, id)));
  });

  app.post('/slists/items/create', async (request) => {
    const userId = await authenticate(request, db);
    const body = parse(SmartListItemCreateRequest, request.body);
    return ok(await db.transaction((tx) => items.create(tx, userId, body)));
  });

  app.post('/slists/items/update', async (request) => {
    const userId = await authenticate(request, db);
    const body = parse(SmartListItemUpdateRequest, request.body);
    return ok(await db.transaction((tx) => items.update(tx, userId, body)));
  });

  app.post('/slists/items/delete', async (request) => {
    const userId = await authenticate(request, db);
    const body = parse(SmartListItemDeleteRequest, request.body);
    return ok(await db.transaction((tx) => items.remove(tx, userId, body)));
  });

  app.post('/slists/cart', async (request) => {
    const userId = await authenticate(request, db);
    const body = parse(SmartListToCartRequest, request.body);
    return ok(await db.transaction((tx) => toCart.toCart(tx, userId, body)));
  });
}
