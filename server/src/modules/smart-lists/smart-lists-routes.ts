import {
  SmartList,
  SmartListCopyRequest,
  SmartListCreateRequest,
  SmartListDeleteRequest,
  SmartListIdParam,
  SmartListItemCreateRequest,
  SmartListItemDeleteRequest,
  SmartListItemUpdateRequest,
  SmartListRenameRequest,
  SmartListSummary,
  SmartListToCartRequest,
  SmartListToCartResult,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import { smartListToCart } from '../../flows/smart-list-to-cart';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { favoritesRoutes } from './favorites-routes';
import { smartListItemsService as items } from './smart-list-items-service';
import { smartListsService as lists } from './smart-lists-service';
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

/**
 * Spec 7, smart lists and favourites, under /cli/slists: always the session's customer, whose
 * own lists only are reachable. Served whatever FEATURE_SMART_LISTS says: the flag hides the
 * screens, and a customer's lists stay theirs when it is switched off and on again.
 */
export async function smartListsRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  await app.register(favoritesRoutes, opts);

  app.get(
    '/slists',
    {
      schema: {
        tag: 'Lists',
        summary: 'Shopping lists',
        auth: 'customer',
        data: z.array(SmartListSummary),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      return ok(await lists.all(db, userId));
    },
  );

  app.get(
    '/slists/:id',
    {
      schema: {
        tag: 'Lists',
        summary: 'One shopping list',
        auth: 'customer',
        params: SmartListIdParam,
        data: SmartList,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { id } = parsed(request, 'params');
      return ok(await lists.one(db, userId, id));
    },
  );

  app.post(
    '/slists/create',
    {
      schema: {
        tag: 'Lists',
        summary: 'Create a list',
        auth: 'customer',
        body: SmartListCreateRequest,
        data: SmartList,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { title } = parsed(request, 'body');
      return ok(await db.transaction((tx) => lists.create(tx, userId, title)));
    },
  );

  app.post(
    '/slists/rename',
    {
      schema: {
        tag: 'Lists',
        summary: 'Rename a list',
        auth: 'customer',
        body: SmartListRenameRequest,
        data: SmartList,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { id, title } = parsed(request, 'body');
      return ok(await db.transaction((tx) => lists.rename(tx, userId, id, title)));
    },
  );

  app.post(
    '/slists/copy',
    {
      schema: {
        tag: 'Lists',
        summary: 'Copy a list',
        auth: 'customer',
        body: SmartListCopyRequest,
        data: SmartList,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      return ok(await db.transaction((tx) => lists.copy(tx, userId, body)));
    },
  );

  app.post(
    '/slists/delete',
    {
      schema: {
        tag: 'Lists',
        summary: 'Delete a list',
        auth: 'customer',
        body: SmartListDeleteRequest,
        data: z.array(SmartListSummary),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { id } = parsed(request, 'body');
      return ok(await db.transaction((tx) => lists.remove(tx, userId, id)));
    },
  );

  app.post(
    '/slists/items/create',
    {
      schema: {
        tag: 'Lists',
        summary: 'Add an item to a list',
        auth: 'customer',
        body: SmartListItemCreateRequest,
        data: SmartList,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      return ok(await db.transaction((tx) => items.create(tx, userId, body)));
    },
  );

  app.post(
    '/slists/items/update',
    {
      schema: {
        tag: 'Lists',
        summary: 'Change a list item',
        auth: 'customer',
        body: SmartListItemUpdateRequest,
        data: SmartList,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      return ok(await db.transaction((tx) => items.update(tx, userId, body)));
    },
  );

  app.post(
    '/slists/items/delete',
    {
      schema: {
        tag: 'Lists',
        summary: 'Remove a list item',
        auth: 'customer',
        body: SmartListItemDeleteRequest,
        data: SmartList,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      return ok(await db.transaction((tx) => items.remove(tx, userId, body)));
    },
  );

  app.post(
    '/slists/cart',
    {
      schema: {
        tag: 'Lists',
        summary: 'Put a whole list into a cart',
        auth: 'customer',
        body: SmartListToCartRequest,
        data: SmartListToCartResult,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      return ok(await db.transaction((tx) => smartListToCart(tx, userId, body)));
    },
  );
}
