import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { poolDb } from './pg-boss-db';
import { fastQueue, JOB_SCHEMA, QUEUES, queueOptions, type QueueName } from './queues';

export type JobHandler = (data: unknown) => Promise<unknown>;

export interface JobWorkerOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  handlers: Partial<Record<QueueName, JobHandler>>;
  /** Test timings (SPESA_FAST_JOBS): see fastQueue. */
  fast?: boolean;
  /** How long stop() waits for running jobs before failing them (they are retried). */
  stopTimeoutMs?: number;
}

export interface JobWorker {
  /** Looks for work on the queue now rather than at its next poll (a job was just committed). */
  notify(name: QueueName): void;
  /** Sends a job now, outside any write (a periodic job's run at start). */
  runNow(name: QueueName): Promise<void>;
  /** Takes no new jobs, waits for the running ones (bounded), and lets go of the pool. */
  stop(): Promise<void>;
}

/**
 * This process's share of the background work: it takes jobs of the queues it has handlers
 * for, and keeps the periodic ones scheduled. Any number of processes may run one: pg-boss
 * hands each job to one of them (SKIP LOCKED), the 'stately' queues run one job at a time
 * across all of them, and one process a minute turns the schedules into jobs.
 */
export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const { db, log, handlers, fast = false, stopTimeoutMs = 8000 } = options;
  const boss = new PgBoss({
    db: poolDb(db.$client),
    schema: JOB_SCHEMA,
    // The install in the migrations already created or upgraded the schema.
    migrate: false,
    // Expired jobs (those of a dead process) are taken back at every maintenance.
    maintenanceIntervalSeconds: fast ? 1 : 30,
    cronMonitorIntervalSeconds: fast ? 1 : 30,
    cronWorkerIntervalSeconds: fast ? 1 : 5,
  });
  boss.on('error', (err) => log.warn({ err }, 'job queue error'));
  await boss.start();
  const workerIds = new Map<QueueName, string>();
  for (const queue of QUEUES) {
    const handler = handlers[queue.name];
    if (!handler) continue;
    if (fast) await boss.updateQueue(queue.name, queueOptions(fastQueue(queue)));
    const id = await boss.work(
      queue.name,
      { pollingIntervalSeconds: fast ? 0.5 : 2, batchSize: 1 },
      async ([job]) => {
        try {
          return await handler(job!.data);
        } catch (err) {
          log.warn({ err, job: queue.name, jobId: job!.id }, 'job failed, retried later');
          throw err;
        }
      },
    );
    workerIds.set(queue.name, id);
    if (queue.cron) await boss.schedule(queue.name, queue.cron, {}, { tz: 'UTC' });
  }
  return {
    notify(name) {
      const id = workerIds.get(name);
      if (id) boss.notifyWorker(id);
    },
    async runNow(name) {
      await boss.send(name, {});
    },
    stop: () => boss.stop({ graceful: true, timeout: stopTimeoutMs, close: false }),
  };
}
