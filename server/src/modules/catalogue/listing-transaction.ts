import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';

/** Low enough that 'mozarela' (0.55 against mozzarella) matches; the default 0.6 misses it. */
const WORD_SIMILARITY_THRESHOLD = '0.5';

/**
 * Listing reads run in one read-only transaction so planner settings stay local:
 * random_page_cost suits a cached or SSD database (at the default 4 the planner
 * hashes all 90,000 store rows to price a 24-product page); a search also sets
 * the trigram threshold and forbids sequential scans, because the planner prices
 * each word_similarity recheck as a cheap operator and would otherwise read every
 * product (260 ms instead of 40 ms at 100,000 products).
 */
export async function inListingTransaction<T>(
  db: Db,
  search: boolean,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(
        search
          ? sql`select set_config('random_page_cost', '1.1', true),
                       set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true),
                       set_config('enable_seqscan', 'off', true)`
          : sql`select set_config('random_page_cost', '1.1', true)`,
      );
      return work(tx);
    },
    { accessMode: 'read only' },
  );
}
