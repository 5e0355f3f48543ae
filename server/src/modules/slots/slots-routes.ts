import { FirstSlot, FirstSlotQuery, StoreDeliveryParams } from '@spesa/contracts';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { cartSlotsRoutes } from './cart-slots-routes';
import { slotHoldRoutes } from './slot-hold-routes';
import { slotsService } from './slots-service';
import { parsed, type RouteApp } from '../../http/route-schema';

/**
 * A store's first slot is public like the store lookups: the landing page shows it before
 * login. The slots of a cart are the customer's (cartSlotsRoutes).
 */
export async function slotsRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const service = slotsService(opts.db);
  await app.register(cartSlotsRoutes, opts);
  await app.register(slotHoldRoutes, opts);

  app.get(
    '/ecommerce/stores/:storeId/delivery/:mode/slots/first/available',
    {
      schema: {
        tag: 'Slots',
        summary: "A store's first bookable slot",
        auth: 'public',
        params: StoreDeliveryParams,
        querystring: FirstSlotQuery,
        data: FirstSlot,
      },
    },
    async (request) => {
      const { storeId, mode } = parsed(request, 'params');
      parsed(request, 'query');
      return ok(await service.firstAvailable(storeId, mode));
    },
  );
}
