import { CartSlotsParams, SlotHold, SlotHoldRequest } from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { slotHoldService } from './slot-hold-service';

const HOLD = '/ecommerce/slots/:cartId/hold';

/** Issue 29: a slot held for a cart while the customer shops; the checkout books it. */
export async function slotHoldRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const service = slotHoldService(db);

  app.get(
    HOLD,
    {
      schema: {
        tag: 'Slots',
        summary: "The cart's slot hold (live or lapsed), null without one",
        auth: 'customer',
        params: CartSlotsParams,
        data: SlotHold.nullable(),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { cartId } = parsed(request, 'params');
      return ok(await service.read(userId, cartId));
    },
  );

  app.post(
    HOLD,
    {
      schema: {
        tag: 'Slots',
        summary: 'Hold a slot for the cart before checkout',
        description:
          'Counted against the capacity at once, for the store’s hold time. One hold per customer and cart: holding another slot moves it (keeping its end). 4028 full, 4083 only reserved places left, 4029 past the cut-off.',
        auth: 'customer',
        params: CartSlotsParams,
        body: SlotHoldRequest,
        data: SlotHold,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { cartId } = parsed(request, 'params');
      const { timeSlotId } = parsed(request, 'body');
      return ok(await service.hold(userId, cartId, timeSlotId));
    },
  );

  app.post(
    `${HOLD}/extend`,
    {
      schema: {
        tag: 'Slots',
        summary: 'Extend the cart’s live hold, once',
        description: '4081 when already extended, 4082 when the hold has lapsed.',
        auth: 'customer',
        params: CartSlotsParams,
        data: SlotHold,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { cartId } = parsed(request, 'params');
      return ok(await service.extend(userId, cartId));
    },
  );

  app.delete(
    HOLD,
    {
      schema: {
        tag: 'Slots',
        summary: 'Give the held place back',
        auth: 'customer',
        params: CartSlotsParams,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { cartId } = parsed(request, 'params');
      return ok(await service.release(userId, cartId));
    },
  );
}
