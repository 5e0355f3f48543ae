import pg from 'pg';

/**
 * How the app's connections reach PostgreSQL (DATABASE_POOL_MODE): straight or through a
 * pooler in session mode ('session'), or through PgBouncer in transaction mode
 * ('transaction'), where consecutive statements of one client may run on different server
 * connections.
 */
export type PoolMode = 'session' | 'transaction';

const named = (config: unknown): config is { name?: string; submit?: unknown } =>
  typeof config === 'object' &&
  config !== null &&
  'name' in config &&
  typeof (config as { submit?: unknown }).submit !== 'function';

const baseQuery = pg.Client.prototype.query;

/**
 * A client that sends every statement unnamed. A named statement (Drizzle's `.prepare(name)`,
 * node-postgres's `{ name, text }`) is parsed once per server connection and then referred to
 * by name; behind PgBouncer in transaction mode (1.18, Debian's) the next use may land on a
 * server connection that never saw it ('prepared statement "x" does not exist'). Unnamed, the
 * Parse, Bind and Execute of a statement travel together in one round trip and one
 * transaction, which any pooler keeps on one server connection: each statement is planned
 * again, the price of pooling.
 */
export class UnnamedStatementsClient extends pg.Client {}
UnnamedStatementsClient.prototype.query = function (
  this: pg.Client,
  config: unknown,
  ...rest: unknown[]
) {
  const sent = named(config) ? { ...config, name: undefined } : config;
  return (baseQuery as (...args: unknown[]) => unknown).call(this, sent, ...rest);
} as pg.Client['query'];

/** The client class for a pool or a lone connection in `mode`. */
export const clientClass = (mode: PoolMode): typeof pg.Client =>
  mode === 'transaction' ? UnnamedStatementsClient : pg.Client;
