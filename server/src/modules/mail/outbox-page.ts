import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../app';

/** Scaffold replaced by the module's owner. */
export async function outboxPage(_app: FastifyInstance, _opts: AppOptions): Promise<void> {}
