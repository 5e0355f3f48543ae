import type { FastifyInstance } from 'fastify';
import { markPersonal } from '../../http/personal-replies';
import type { ModuleOptions } from '../module-options';
import { passwordRoutes } from './password-routes';
import { profileRoutes } from './profile-routes';
import { sessionRoutes } from './session-routes';
import { priorityRoutes } from './priority-routes';

/** Login, logout, password and profile: every answer is about one person, so none is cached. */
export async function accountsRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  app.addHook('onRequest', async (request) => {
    markPersonal(request);
  });
  await app.register(sessionRoutes, opts);
  await app.register(passwordRoutes, opts);
  await app.register(profileRoutes, opts);
  await app.register(priorityRoutes, opts);
}
