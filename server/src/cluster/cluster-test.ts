import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDb } from '../db/client';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { insertTestStaff, staffCookieFor } from '../testing/staff';
import { insertTestUser, sessionCookieFor } from '../testing/test-users';
import { clusterClient } from './cluster-client';
import { hasPgBouncer, startPgBouncer } from './pgbouncer';
import { startPostgresPair } from './postgres-pair';
import { orderFaults } from './order-faults';
import { replicaFaults } from './replica-faults';

/**
 * The cluster test (issue 33, `npm run test:cluster`, docs/deployment.md): a primary and a
 * streaming replica from the embedded binaries, PgBouncer in transaction mode, three app
 * processes; faults injected: kill -9 during order placement (cash and online card) and slot
 * booking, the replica stopped, replication paused under a price import.
 */
// CLUSTER_TEST_PORT_BASE moves them all (e.g. 4800: 4810-4812 and 4850-4852), for a second
// checkout of the repository testing on the same machine.
const BASE = Number(process.env.CLUSTER_TEST_PORT_BASE ?? 4700);
const PORTS = {
  primary: BASE + 50,
  replica: BASE + 51,
  bouncer: BASE + 52,
  apps: [BASE + 10, BASE + 11, BASE + 12],
};
const MAX_LAG_MS = 1000;

async function main(): Promise<void> {
  const started = Date.now();
  const step = (what: string) =>
    console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);
  if (!(await hasPgBouncer())) {
    if (process.env.CI) throw new Error('pgbouncer is not installed (.ci/run installs it)');
    console.log('cluster test SKIPPED: pgbouncer is not installed (apt-get install pgbouncer)');
    return;
  }
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'spesa-cluster-'));
  await fs.chmod(root, 0o755);
  const cleanup: (() => Promise<unknown> | unknown)[] = [];
  try {
    const { primary, replica } = await startPostgresPair(path.join(root, 'pg'), [
      PORTS.primary,
      PORTS.replica,
    ]);
    cleanup.push(() => replica.stop('immediate').catch(() => undefined));
    cleanup.push(() => primary.stop('immediate').catch(() => undefined));
    step('primary and streaming replica up');
    const bouncer = await startPgBouncer(path.join(root, 'pgbouncer'), PORTS.bouncer, primary.port);
    cleanup.push(() => bouncer.stop());
    const env = (port: number, demo: boolean) => ({
      PORT: String(port),
      DATABASE_DIRECT_URL: primary.url(),
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_REPLICA_URLS: replica.url(),
      DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      DEMO_DATA: String(demo),
      LOG_LEVEL: 'warn',
      SPESA_FAST_JOBS: 'true',
      // Shoppers link the sandbox card and pay by it (order-faults.ts).
      FEATURE_SAVED_PAYMENTS: 'true',
      PAYMENT_PROVIDER: 'sandbox',
    });
    const [p0, p1, p2] = PORTS.apps as [number, number, number];
    // The first migrates and loads the demo shop; the others start on it.
    const first = await startServerProcess(bouncer.url, env(p0, true));
    const apps: ServerProcess[] = [first];
    cleanup.push(() => Promise.all(apps.map((a) => a.stop())));
    apps.push(
      ...(await Promise.all([p1, p2].map((p) => startServerProcess(bouncer.url, env(p, false))))),
    );
    step('three app processes up behind PgBouncer');

    const db = createDb(primary.url(), 4);
    cleanup.push(() => db.close());
    const client = clusterClient(apps);
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const user = await insertTestUser(db.db);
        return { id: user.id, cookie: await sessionCookieFor(db.db, user.id) };
      }),
    );
    await orderFaults({ db: db.db, client, apps, shoppers, step });
    const staff = await insertTestStaff(db.db, { role: 'ADMIN' });
    await replicaFaults({
      db: db.db,
      replica,
      client,
      apps,
      staffCookie: await staffCookieFor(db.db, staff.id),
      maxLagMs: MAX_LAG_MS,
      step,
    });
    const outbox = await db.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (select recipient, subject from mail_outbox
      group by recipient, subject having count(*) > 1) d`);
    assert.equal(outbox.rows[0]!.n, 0, 'a mail was queued twice for one event');
    step('one mail per event in the outbox');
    console.log(`cluster test PASSED in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    for (const undo of cleanup.reverse()) await undo();
    await fs.rm(root, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error('cluster test FAILED:', err);
  process.exit(1);
});
