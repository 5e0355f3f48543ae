import { CartSlotsParams, CartSlotsQuery, FirstSlot, Slot, SlotDay } from '@spesa/contracts';
import { changeCartOwnSlot } from '../../flows/change-order/change-cart-own-slot';
import { ok } from '../../http/reply';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { cartSlotsService } from './cart-slots-service';
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

/** The customer's own slots: their current cart, or a cart of theirs by id (4004 otherwise). */
export async function cartSlotsRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const service = cartSlotsService(db, undefined, changeCartOwnSlot(db));

  app.get(
    '/ecommerce/slots/first/available',
    {
      schema: {
        tag: 'Slots',
        summary: "The current cart's first bookable slot",
        auth: 'customer',
        data: FirstSlot,
      },
    },
    async (request) => {
      return ok(await service.first(await authenticate(request, db)));
    },
  );

  app.get(
    '/ecommerce/slots/:cartId/days',
    {
      schema: {
        tag: 'Slots',
        summary: 'Bookable days for a cart',
        auth: 'customer',
        params: CartSlotsParams,
        data: z.array(SlotDay),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { cartId } = parsed(request, 'params');
      return ok(await service.days(userId, cartId));
    },
  );

  app.get(
    '/ecommerce/slots/:cartId',
    {
      schema: {
        tag: 'Slots',
        summary: "A day's slots for a cart",
        auth: 'customer',
        params: CartSlotsParams,
        querystring: CartSlotsQuery,
        data: z.array(Slot),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { cartId } = parsed(request, 'params');
      const query = parsed(request, 'query');
      return ok(await service.ofDay(userId, cartId, query));
    },
  );
}
