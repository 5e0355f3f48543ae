import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../routes';

/** Scaffold replaced by the module's owner. */
export async function signupRoutes(_app: FastifyInstance, _opts: ModuleOptions): Promise<void> {}
