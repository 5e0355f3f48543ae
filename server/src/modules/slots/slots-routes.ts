import type { FastifyInstance } from 'fastify';
import { FirstSlotQuery, StoreDeliveryParams } from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import type { ModuleOptions } from '../routes';
import { slotsService } from './slots-service';

/** Public like the store lookups: the landing page shows the first slot before login. */
export async function slotsRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const service = slotsService(opts.db);

  app.get('/ecommerce/stores/:storeId/delivery/:mode/slots/first/available', async (request) => {
    const { storeId, mode } = parse(StoreDeliveryParams, request.params);
    parse(FirstSlotQuery, request.query);
    return ok(await service.firstAvailable(storeId, mode));
  });
}
