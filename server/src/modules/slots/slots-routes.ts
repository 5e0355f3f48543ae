import type { FastifyInstance } from 'fastify';
import { FirstSlotQuery, StoreDeliveryParams } from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import type { ModuleOptions } from '../module-options';
import { cartSlotsRoutes } from './cart-slots-routes';
import { slotsService } from './slots-service';

/**
 * A store's first slot is public like the store lookups: the landing page shows it before
 * login. The slots of a cart are the customer's (cartSlotsRoutes).
 */
export async function slotsRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const service = slotsService(opts.db);
  await app.register(cartSlotsRoutes, opts);

  app.get('/ecommerce/stores/:storeId/delivery/:mode/slots/first/available', async (request) => {
    const { storeId, mode } = parse(StoreDeliveryParams, request.params);
    parse(FirstSlotQuery, request.query);
    return ok(await service.firstAvailable(storeId, mode));
  });
}
