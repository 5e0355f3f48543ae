import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { clientClass, type PoolMode } from './pool-mode';
import { RoutedPool } from './replicas/routed-pool';

/** `$client` is the pool: its connection settings open the catalogue LISTEN connection. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: services take either, routes decide which. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// int8 (counts) fits a JS number for every figure this shop handles.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function createDb(url: string, max = 20, mode: PoolMode = 'session'): DbHandle {
  // Routed: inside a guest catalogue read on a replica its queries go there (replicas/).
  const pool = new RoutedPool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    Client: clientClass(mode),
  });
  // An idle client losing its server must not take the process down.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
