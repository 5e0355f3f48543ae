import type { FastifyInstance } from 'fastify';
import { StoresByDeliveryQuery, StoresQuery } from '@spesa/contracts';
import { ok, okPage } from '../../http/reply';
import { parse } from '../../http/validate';
import type { ModuleOptions } from '../module-options';
import { storesService } from './stores-service';

/** Store lookups are public: guests choose a store before they log in. */
export async function storesRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const service = storesService(opts.db);
  const cached = { config: { guestCache: true } };

  app.get('/stores/ecommerce', cached, async (request) => {
    const query = parse(StoresQuery, request.query);
    return okPage(await service.search(query));
  });

  app.get('/stores/ecommerce/delivery', cached, async (request) => {
    const { delivery, zipCode } = parse(StoresByDeliveryQuery, request.query);
    return ok(await service.serving(delivery, zipCode));
  });

  app.get('/stores/states', cached, async () => ok(await service.states()));
}
