import type { FastifyInstance } from 'fastify';
import type { WebConfiguration } from '@spesa/contracts';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';

/**
 * The web app's runtime settings, read once at start and public (the landing
 * page needs them before login). They come from the environment, so one build
 * of the web app serves every deployment.
 */
export async function configurationRoutes(
  app: FastifyInstance,
  opts: ModuleOptions,
): Promise<void> {
  const web: WebConfiguration = opts.config.web;
  app.get('/configuration/web', async () => ok(web));
}
