import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options';
import { photoMediaRoutes } from './photo-media-routes';
import { photoStaffRoutes } from './photo-staff-routes';

/** Issue 31: product photos, their upload by administrators and their serving to everyone. */
export async function photosRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  await app.register(photoMediaRoutes, opts);
  await app.register(photoStaffRoutes, opts);
}
