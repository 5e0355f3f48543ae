import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type Db, type DbHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { queueMail } from '../modules/mail/mail';
import { sendOutboxMail, type OutgoingMail } from '../modules/mail/mail-job';
import { createTestDb, type TestDb } from '../testing';
import { jobsOf } from './job-rows';
import { startJobWorker, type JobHandler, type JobWorker } from './job-worker';
import { ACCOUNTS_HOUSEKEEPING, MAIL_SEND, type QueueName } from './queues';

let t: TestDb;
const pools: DbHandle[] = [];
const workers: JobWorker[] = [];
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await Promise.all(pools.map((p) => p.close()));
  await t?.close();
});

/** A worker with its own pool, as a second server process would have. */
async function worker(
  handlers: (db: Db) => Partial<Record<QueueName, JobHandler>>,
): Promise<JobWorker> {
  const pool = createDb(t.url, 4);
  pools.push(pool);
  const w = await startJobWorker({
    db: pool.db,
    log: silent,
    handlers: handlers(pool.db),
    fast: true,
  });
  workers.push(w);
  return w;
}

async function stopWorkers() {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
}

describe('the job worker', () => {
  it('sends each mail exactly once with two worker instances taking jobs', async () => {
    const sent: string[] = [];
    const transport = {
      async sendMail(m: OutgoingMail) {
        await sleep(30);
        sent.push(m.to);
      },
    };
    const sender = { transport, from: 'Spesa <a@spesa.test>', log: silent };
    for (let i = 0; i < 2; i++)
      await worker((db) => ({
        [MAIL_SEND]: (data) => sendOutboxMail(db, sender, (data as { mailId: number }).mailId),
      }));
    const ids: number[] = [];
    for (let n = 1; n <= 12; n++)
      ids.push(
        await queueMail(t.db, { to: `r${n}@example.it`, subject: 's', text: 't', html: 'h' }),
      );
    await vi.waitFor(
      async () => {
        const jobs = await jobsOf(t.db, MAIL_SEND);
        expect(jobs.filter((j) => j.state === 'completed')).toHaveLength(12);
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(sent.sort()).toEqual(ids.map((_, i) => `r${i + 1}@example.it`).sort());
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);
  }, 60_000);

  it('runs a periodic job in one process at a time, whichever takes it', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const handler: JobHandler = async () => {
      running++;
      most = Math.max(most, running);
      await sleep(700);
      running--;
      runs++;
    };
    await stopWorkers();
    const a = await worker(() => ({ [ACCOUNTS_HOUSEKEEPING]: handler }));
    const b = await worker(() => ({ [ACCOUNTS_HOUSEKEEPING]: handler }));
    await a.runNow(ACCOUNTS_HOUSEKEEPING);
    await vi.waitFor(() => expect(running).toBe(1), { timeout: 10_000 });
    // One waits while one runs; a third adds nothing (the queue is 'stately').
    await b.runNow(ACCOUNTS_HOUSEKEEPING);
    await a.runNow(ACCOUNTS_HOUSEKEEPING);
    await vi.waitFor(() => expect(runs).toBe(2), { timeout: 15_000, interval: 100 });
    await sleep(1500);
    expect(runs).toBe(2);
    expect(most).toBe(1);
  }, 60_000);

  it('retries a failing job with backoff, then keeps it failed', async () => {
    let calls = 0;
    await stopWorkers();
    await t.db.execute(`delete from pgboss.job where name = '${ACCOUNTS_HOUSEKEEPING}'`);
    const w = await worker(() => ({
      [ACCOUNTS_HOUSEKEEPING]: async () => {
        calls++;
        throw new Error('the clean-up broke');
      },
    }));
    await w.runNow(ACCOUNTS_HOUSEKEEPING);
    await vi.waitFor(
      async () => expect((await jobsOf(t.db, ACCOUNTS_HOUSEKEEPING))[0]?.state).toBe('failed'),
      { timeout: 30_000, interval: 250 },
    );
    // Fast timings: 2 retries after the first attempt.
    expect(calls).toBe(3);
    expect((await jobsOf(t.db, ACCOUNTS_HOUSEKEEPING))[0]?.retryCount).toBe(2);
  }, 60_000);

  it('stops gracefully: the running job ends, then no job is taken', async () => {
    await stopWorkers();
    await t.db.execute(`delete from pgboss.job where name = '${ACCOUNTS_HOUSEKEEPING}'`);
    let started = 0;
    let finished = 0;
    const w = await worker(() => ({
      [ACCOUNTS_HOUSEKEEPING]: async () => {
        started++;
        await sleep(800);
        finished++;
      },
    }));
    await w.runNow(ACCOUNTS_HOUSEKEEPING);
    await vi.waitFor(() => expect(started).toBe(1), { timeout: 10_000, interval: 50 });
    await w.stop();
    workers.splice(workers.indexOf(w), 1);
    expect(finished).toBe(1);
    await vi.waitFor(
      async () => expect((await jobsOf(t.db, ACCOUNTS_HOUSEKEEPING))[0]?.state).toBe('completed'),
      { timeout: 5000 },
    );
    await w.runNow(ACCOUNTS_HOUSEKEEPING);
    await sleep(1500);
    expect(started).toBe(1);
  }, 60_000);
});
