import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';

export interface ModuleOptions {
  db: Db;
  config: Config;
}

/** Every domain's routes, mounted under /cli as the spec names them. */
export async function moduleRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  void app;
  void opts;
}
