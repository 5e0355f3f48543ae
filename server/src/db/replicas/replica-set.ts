import type pg from 'pg';
import { createDb, type Db } from '../client';
import type { PoolMode } from '../pool-mode';
import { catalogueVersion, type CatalogueVersion } from '../../http/guest-cache/catalogue-version';
import { createLagWatch } from './lag-watch';

export interface Replica {
  /** host:port/database, for log lines (never the password). */
  name: string;
  db: Db;
  versions: CatalogueVersion;
  /** The newest catalogue version read on it; null before the first read. */
  known: number | null;
  down: boolean;
}

/** One consistent read of a replica: its connection in a REPEATABLE READ, read-only transaction. */
export interface Snapshot {
  client: pg.PoolClient;
  /** The catalogue version this snapshot sees: the key its replies are cached under. */
  version: number;
  end(): Promise<void>;
}

export interface ReplicaSetOptions {
  urls: string[];
  mode: PoolMode;
  /** Longest a replica may miss a catalogue version the primary has before it is left out. */
  maxLagMs: number;
  primaryVersion: () => Promise<number>;
  log: (line: string) => void;
  pollMs?: number;
  poolSize?: number;
}

const nameOf = (url: string): string => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
};

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The read replicas (DATABASE_REPLICA_URLS) and which of them may serve a guest catalogue
 * read now: up, and not missing a catalogue version the primary has had for longer than
 * `maxLagMs` (a poll reads every version each `pollMs`). Each change of state is one log line.
 */
export function createReplicaSet(opts: ReplicaSetOptions) {
  const lag = createLagWatch(opts.maxLagMs);
  const replicas: Replica[] = opts.urls.map((url) => {
    const handle = createDb(url, opts.poolSize ?? 10, opts.mode);
    return {
      name: nameOf(url),
      db: handle.db,
      versions: catalogueVersion(handle.pool.options),
      known: null,
      down: false,
    };
  });
  const behind = new Set<Replica>();
  let turn = 0;

  const usable = (r: Replica, atLeast: number): boolean =>
    !r.down && r.known !== null && r.known >= atLeast && !behind.has(r);

  const set = {
    replicas,
    /** A replica with catalogue version `atLeast` or newer, in turn; null: read the primary. */
    pick(atLeast: number): Replica | null {
      for (let i = 0; i < replicas.length; i++) {
        const r = replicas[(turn + i) % replicas.length]!;
        if (usable(r, atLeast)) {
          turn = (turn + i + 1) % replicas.length;
          return r;
        }
      }
      return null;
    },
    /** A version read on `r`: it answers again if it was down. */
    succeeded(r: Replica, version: number): void {
      r.known = Math.max(r.known ?? 0, version);
      if (r.down) {
        r.down = false;
        opts.log(`replica ${r.name} answers again: guest catalogue reads use it`);
      }
      const late = lag.tooLate(r.known);
      if (late && !behind.has(r)) {
        behind.add(r);
        opts.log(
          `replica ${r.name} lags more than ${opts.maxLagMs} ms (at catalogue version ${r.known}): reads go to the primary`,
        );
      } else if (!late && behind.delete(r)) {
        opts.log(`replica ${r.name} caught up (catalogue version ${r.known}): reads use it again`);
      }
    },
    /** `r` failed a read: left out until a poll reaches it again. */
    failed(r: Replica, err: unknown): void {
      if (r.down) return;
      r.down = true;
      opts.log(`replica ${r.name} unavailable (${message(err)}): reads go to the primary`);
    },
    async snapshot(r: Replica): Promise<Snapshot> {
      const client = await r.db.$client.connect();
      try {
        await client.query('begin isolation level repeatable read read only');
        const read = await client.query<{ version: string }>(
          'select version from catalogue_version',
        );
        return {
          client,
          version: Number(read.rows[0]?.version ?? 0),
          end: async () => {
            try {
              await client.query('commit');
              client.release();
            } catch (err) {
              client.release(err instanceof Error ? err : new Error(String(err)));
            }
          },
        };
      } catch (err) {
        client.release(err instanceof Error ? err : new Error(String(err)));
        throw err;
      }
    },
    /** One round of version reads: the primary's first, then each replica's. */
    async poll(): Promise<void> {
      try {
        lag.primaryAt(await opts.primaryVersion());
      } catch {
        // The primary's own troubles show elsewhere; the replicas are judged on the last read.
      }
      await Promise.all(
        replicas.map((r) =>
          r.versions.current().then(
            (v) => set.succeeded(r, v),
            (err: unknown) => set.failed(r, err),
          ),
        ),
      );
      lag.forget(Math.min(...replicas.map((r) => r.known ?? 0)));
    },
    start(): void {
      let running = false;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        void set.poll().finally(() => (running = false));
      }, opts.pollMs ?? 250);
      timer.unref();
    },
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      await Promise.all(replicas.map((r) => Promise.all([r.versions.close(), r.db.$client.end()])));
    },
  };
  let timer: NodeJS.Timeout | null = null;
  return set;
}

export type ReplicaSet = ReturnType<typeof createReplicaSet>;
