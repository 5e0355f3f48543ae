import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { deliveriesService } from './deliveries-service';

export async function deliveriesRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const service = deliveriesService(opts.db);

  // Asked before login on the landing page, so it needs no session.
  app.get('/ecommerce/deliveries', async () => ok(await service.list()));
}
