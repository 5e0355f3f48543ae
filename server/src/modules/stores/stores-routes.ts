import { State, Store, StoresByDeliveryQuery, StoresQuery } from '@spesa/contracts';
import { ok, okPage } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { storesService } from './stores-service';
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

/** Store lookups are public: guests choose a store before they log in. */
export async function storesRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const service = storesService(opts.db);
  const cached = { config: { guestCache: true } };

  app.get(
    '/stores/ecommerce',
    {
      ...cached,
      schema: {
        tag: 'Stores',
        summary: 'Stores, nearest first',
        auth: 'public',
        querystring: StoresQuery,
        data: Store,
        paged: true,
      },
    },
    async (request) => {
      const query = parsed(request, 'query');
      return okPage(await service.search(query));
    },
  );

  app.get(
    '/stores/ecommerce/delivery',
    {
      ...cached,
      schema: {
        tag: 'Stores',
        summary: 'Stores serving a postcode in a mode',
        auth: 'public',
        querystring: StoresByDeliveryQuery,
        data: z.array(Store),
      },
    },
    async (request) => {
      const { delivery, zipCode } = parsed(request, 'query');
      return ok(await service.serving(delivery, zipCode));
    },
  );

  app.get(
    '/stores/states',
    {
      ...cached,
      schema: {
        tag: 'Stores',
        summary: 'Regions with stores',
        auth: 'public',
        data: z.array(State),
      },
    },
    async () => ok(await service.states()),
  );
}
