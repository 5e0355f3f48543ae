import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

interface Route {
  /** The replica connection reads go to while the request is under way; null once it is over. */
  client: pg.PoolClient | null;
}

const routes = new AsyncLocalStorage<Route>();

const poolQuery = pg.Pool.prototype.query;

/**
 * The primary's pool, seen through the request that uses it: inside `onReplica` every query
 * sent to the pool (Drizzle's reads, their prepared statements, raw `$client.query` calls)
 * goes to the replica snapshot's connection instead. Services keep the handle they were
 * built with, so none of them needs to know about replicas; only the guest catalogue reads
 * (read-routing.ts) ever run inside `onReplica`. Transactions (`connect()`) always take a
 * primary connection: writes never go anywhere else.
 */
export class RoutedPool extends pg.Pool {}
RoutedPool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const client = routes.getStore()?.client;
  const target = client ?? this;
  const query = client ? client.query : poolQuery;
  return (query as (...a: unknown[]) => unknown).apply(target, args);
} as pg.Pool['query'];

/** Whether this code runs on a replica snapshot: one connection, queries go one at a time. */
export const onSnapshot = (): boolean => Boolean(routes.getStore()?.client);

/**
 * Runs `work` with its pool reads on `client`. The route is closed when `work` settles: a
 * timer it left behind (the search-miss flush) writes to the primary, never to a finished
 * snapshot.
 */
export async function onReplica<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  const route: Route = { client };
  try {
    return await routes.run(route, work);
  } finally {
    route.client = null;
  }
}
