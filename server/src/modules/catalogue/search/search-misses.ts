import { sql } from 'drizzle-orm';
import type { SearchMiss } from '@spesa/contracts';
import type { Db } from '../../../db/client';
import { shopToday } from '../../../shared/shop-time';
import { tokenDigest } from '../../accounts';
import { foldText } from './search-terms';

/** Counts wait this long, so a busy hour costs a few upserts, never one per search. */
const FLUSH_AFTER_MS = 2000;

/** Days a miss is kept: the report looks back 90 days at most. */
export const MISS_RETENTION_DAYS = 90;

/** The report shows a text only once this many clients searched it: one client is no trend. */
export const MISS_MIN_CLIENTS = 2;

const MAX_TERM_LENGTH = 40;
const MAX_TERM_WORDS = 5;

interface Pending {
  storeId: number;
  day: string;
  query: string;
  client: string;
}

/** The text as it is counted: 'Olio  EXTRAVERGINE ' and 'olio extravergine' are one line. */
export function normaliseMiss(q: string): string {
  return foldText(q).replace(/\s+/g, ' ').trim().slice(0, 100);
}

/**
 * Whether a search reads like words for a product ('zucchine trombetta', "pecorino d'abruzzo",
 * 'acqua 1,5 l'): letters, digits, spaces, apostrophes and hyphens, a point or comma only
 * inside a number, 2 to 40 characters, at most 5 words. Links, addresses, markup and prose
 * never reach the staff's report, whoever types them.
 */
export function isCatalogueLikeTerm(q: string): boolean {
  if (!/^[\p{L}\p{N}\s'’.,-]+$/u.test(q)) return false;
  if (/[.,](?!\d)|(?<!\d)[.,]/.test(q)) return false;
  const term = normaliseMiss(q);
  if (term.length < 2 || term.length > MAX_TERM_LENGTH) return false;
  return term.split(' ').length <= MAX_TERM_WORDS;
}

/** Who searched, as the report counts them: a digest of the client address, not the address. */
const clientOf = (address: string) => tokenDigest(`search-miss ${address}`);

/**
 * Searches that found nothing, gathered in memory off the reply path and written every two
 * seconds, one row per (store, day, text, client): a client counts once a day however often it
 * searches. A reply served from the guest cache counts too (`guestCacheReplay`), for the
 * client it is served to. The address, not the session cookie, names the client: the cookie
 * is not checked on these reads, so anyone could make up a new one each time. Each write also
 * drops the days past the retention. A process that dies loses at most two seconds of counts:
 * a report, not a ledger.
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
      rows.map(
        (r) => sql`(${r.storeId}::int, ${r.day}::date, ${r.query}::text, ${r.client}::text)`,
      ),
      sql`, `,
    );
    await db.execute(sql`insert into search_misses (store_id, day, query, client)
      select v.* from (values ${values}) as v(store_id, day, query, client)
      where exists (select 1 from stores s where s.id = v.store_id)
      on conflict (store_id, day, query, client) do update set last_at = now()`);
    const oldest = shopToday(new Date(clock().getTime() - MISS_RETENTION_DAYS * 86_400_000));
    await db.execute(sql`delete from search_misses where day < ${oldest}::date`);
  }

  return {
    /** Counts a search of `q` in the store that found nothing, by the client at `address`. */
    record(storeId: number, q: string, address: string): void {
      if (!isCatalogueLikeTerm(q)) return;
      const query = normaliseMiss(q);
      const day = shopToday(clock());
      const client = clientOf(address);
      pending.set(`${storeId} ${day} ${query} ${client}`, { storeId, day, query, client });
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

/**
 * The searches that found nothing for the most clients over the last `days` days, all stores
 * or one. `count` is client-days (a client counts once a day); a text searched by fewer than
 * MISS_MIN_CLIENTS clients is left out.
 */
export async function topMisses(
  db: Db,
  days: number,
  storeIds: number[] | null,
  limit = 50,
): Promise<SearchMiss[]> {
  const since = shopToday(new Date(Date.now() - (days - 1) * 86_400_000));
  const result = await db.execute<SearchMiss>(sql`
    select query, count(*)::int as count, count(distinct store_id)::int as stores,
           to_char(max(day), 'YYYY-MM-DD') as "lastDay"
    from search_misses
    where day >= ${since}::date
      ${storeIds ? sql`and store_id = any(${sql.param(storeIds)}::int[])` : sql``}
    group by query
    having count(distinct client) >= ${MISS_MIN_CLIENTS}
    order by count(distinct client) desc, count(*) desc, max(day) desc, query
    limit ${limit}`);
  return result.rows;
}
