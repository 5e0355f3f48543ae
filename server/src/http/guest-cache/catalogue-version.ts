import pg from 'pg';

const READ = { name: 'spesa_catalogue_version', text: 'select version from catalogue_version' };

/**
 * The catalogue version as committed right now, read on one connection of its
 * own (never queued behind slow catalogue reads in the pool). Reads are shared:
 * callers arriving while one is under way wait for the next, which starts after
 * them, so whatever a caller's client saw committed is always included; under
 * load one round trip serves every request that arrived meanwhile.
 */
export function catalogueVersion(options: pg.PoolConfig) {
  // The pool's client class: unnamed statements behind a transaction pooler (db/pool-mode.ts).
  const Client = (options.Client as typeof pg.Client | undefined) ?? pg.Client;
  let client: Promise<pg.Client> | null = null;
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;

  const connection = (): Promise<pg.Client> => {
    if (!client) {
      const c = new Client(options);
      // A lost connection is opened again by the next read.
      c.on('error', () => {
        client = null;
      });
      client = c.connect().then(() => c);
      client.catch(() => {
        client = null;
      });
    }
    return client;
  };

  const read = (): Promise<number> => {
    const started = connection()
      .then((c) => c.query<{ version: string }>(READ))
      .then((r) => Number(r.rows[0]?.version ?? 0))
      .finally(() => {
        if (running === started) running = null;
      });
    running = started;
    return started;
  };

  return {
    current(): Promise<number> {
      if (!running) return read();
      // The read under way may have started before this caller's write committed.
      queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return running ?? read();
        });
      return queued;
    },
    async close(): Promise<void> {
      const c = client;
      client = null;
      await c?.then((x) => x.end()).catch(() => undefined);
    },
  };
}

export type CatalogueVersion = ReturnType<typeof catalogueVersion>;
