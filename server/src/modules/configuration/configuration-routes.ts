import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import type { RouteApp } from '../../http/route-schema';
import { WebConfiguration } from '@spesa/contracts';

/**
 * The web app's runtime settings, read once at start and public (the landing
 * page needs them before login). They come from the environment, so one build
 * of the web app serves every deployment.
 */
export async function configurationRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const web: WebConfiguration = opts.config.web;
  app.get(
    '/configuration/web',
    {
      schema: {
        tag: 'Configuration',
        summary: 'Shop configuration',
        auth: 'public',
        data: WebConfiguration,
      },
    },
    async () => ok(web),
  );
}
