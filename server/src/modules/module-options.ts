import type { Config } from '../config';
import type { Db } from '../db/client';

/**
 * What every module's routes receive. In a file of its own so a route file can name it without
 * importing the registry (routes.ts) that imports every route file.
 */
export interface ModuleOptions {
  db: Db;
  config: Config;
}
