import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { onSnapshot } from './replicas/routed-pool';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads of a function that takes a pool or a transaction: at once on the pool
 * (each query borrows its own connection), one after another in a transaction. A transaction
 * is a single pg client, and a query sent to it before the previous one answered is
 * deprecated by pg (a DeprecationWarning now, refused in pg 9); it gains nothing anyway, the
 * server runs one connection's queries in turn.
 */
export async function readAll<T extends readonly unknown[]>(
  db: DbOrTx,
  reads: readonly [...Reads<T>],
): Promise<T> {
  const results: unknown[] = [];
  // A replica's snapshot (replicas/) is one connection too, marked as such.
  const oneConnection = db instanceof PgTransaction || onSnapshot();
  if (oneConnection) for (const read of reads) results.push(await read());
  else results.push(...(await Promise.all(reads.map((read) => read()))));
  return results as unknown as T;
}
