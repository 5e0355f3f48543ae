import { sql } from 'drizzle-orm';
import type { SearchMiss } from '@spesa/contracts';
import type { Db } from '../../db/client';
import { shopToday } from '../catalogue/catalogue-dates';
import { foldText } from '../catalogue/search-terms';

/** Counts wait this long, so a busy hour costs a few upserts, never one per search. */
const FLUSH_AFTER_MS = 2000;

interface Pending {
  storeId: number;
  day: string;
  query: string;
  count: number;
}

/** The text as it is counted: 'Olio  EXTRAVERGINE ' and 'olio extravergine' are one line. */
export function normaliseMiss(q: string): string {
  return foldText(q).replace(/\s+/g, ' ').trim().slice(0, 100);
}

/**
 * Searches that found nothing, counted in memory off the reply path and
 * written in one upsert per (store, day, text) every two seconds. A reply
 * served from the guest cache counts too (`guestCacheReplay`). A process that
 * dies loses at most two seconds of counts: a report, not a ledger.
 */
function createMissRecorder(db: Db, clock: () => Date) {
  let pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | null = null;

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    const values = sql.join(
      rows.map((r) => sql`(${r.storeId}::int, ${r.day}::date, ${r.query}::text, ${r.count}::int)`),
      sql`, `,
    );
    await db.execute(sql`insert into search_misses (store_id, day, query, count)
      select v.* from (values ${values}) as v(store_id, day, query, count)
      where exists (select 1 from stores s where s.id = v.store_id)
      on conflict (store_id, day, query) do update
        set count = search_misses.count + excluded.count, last_at = now()`);
  }

  return {
    record(storeId: number, q: string): void {
      const query = normaliseMiss(q);
      if (!query) return;
      const day = shopToday(clock());
      const key = `${storeId} ${day} ${query}`;
      const row = pending.get(key) ?? { storeId, day, query, count: 0 };
      row.count++;
      pending.set(key, row);
      // Never keeps the process alive; a failed write drops its counts, never the reply.
      timer ??= setTimeout(() => void flush().catch(() => undefined), FLUSH_AFTER_MS).unref();
    },
    flush,
  };
}

export type MissRecorder = ReturnType<typeof createMissRecorder>;

const recorders = new WeakMap<Db, MissRecorder>();

/** One recorder per database, shared by the search routes that count and the report that reads. */
export function missRecorder(db: Db, clock: () => Date = () => new Date()): MissRecorder {
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = createMissRecorder(db, clock);
    recorders.set(db, recorder);
  }
  return recorder;
}

/** The commonest searches that found nothing over the last `days` days, all stores or one. */
export async function topMisses(
  db: Db,
  days: number,
  storeIds: number[] | null,
  limit = 50,
): Promise<SearchMiss[]> {
  const since = shopToday(new Date(Date.now() - (days - 1) * 86_400_000));
  const result = await db.execute<SearchMiss>(sql`
    select query, sum(count)::int as count, count(distinct store_id)::int as stores,
           to_char(max(day), 'YYYY-MM-DD') as "lastDay"
    from search_misses
    where day >= ${since}::date
      ${storeIds ? sql`and store_id = any(${sql.param(storeIds)}::int[])` : sql``}
    group by query
    order by sum(count) desc, max(day) desc, query
    limit ${limit}`);
  return result.rows;
}
