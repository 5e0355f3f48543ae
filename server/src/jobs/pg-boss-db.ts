import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/client';

/** pg-boss on the shop's own pool: no second set of connections per process. */
export function poolDb(pool: pg.Pool): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      // No values: the simple protocol, which pg-boss's multi-statement BEGIN ... COMMIT needs.
      const result = await pool.query(text, values?.length ? values : undefined);
      // A multi-statement text answers one result per statement; pg-boss reads the last.
      return Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
    },
  };
}

/** pg-boss's `$1`-numbered text as Drizzle SQL, each placeholder bound to its value. */
function toDrizzle(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, i) =>
    i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
  );
  return sql.join(chunks, sql.raw(''));
}

/**
 * pg-boss statements run in the caller's Drizzle transaction: a job sent through it exists
 * only if that transaction commits.
 */
export function drizzleDb(db: DbOrTx): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.execute(toDrizzle(text, values ?? []));
      return { rows: result.rows };
    },
  };
}
