import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { deliveriesService } from './deliveries-service';
import type { RouteApp } from '../../http/route-schema';
import { z } from 'zod';
import { DeliveryMode } from '@spesa/contracts';

export async function deliveriesRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const service = deliveriesService(opts.db);

  // Asked before login on the landing page, so it needs no session.
  app.get(
    '/ecommerce/deliveries',
    {
      schema: {
        tag: 'Configuration',
        summary: 'Delivery modes',
        auth: 'public',
        data: z.array(DeliveryMode),
      },
    },
    async () => ok(await service.list()),
  );
}
