import Fastify from 'fastify';
import nodemailer from 'nodemailer';
import { app } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open';
import { startBackgroundJobs } from './jobs/background-jobs';
import { seedDemoIfEmpty } from './seed/seed-if-empty';
import { serverOptions } from './server-options';
import { armFault } from './fault-injection';
import { startReplicas } from './db/replicas/start-replicas';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const fastify = Fastify(serverOptions(config));
  const log = fastify.log;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (line) => log.debug({ pg: line }),
    directUrl: config.database.directUrl,
    poolMode: config.database.poolMode,
  });
  log.info(database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'external PostgreSQL');
  if (config.demoData) await seedDemoIfEmpty(database.db, (m) => log.info(m));

  const replicas = startReplicas(config, database.db, (line) => log.warn(line));
  await fastify.register(app, { db: database.db, config, replicas });

  armFault(config.fault);
  // Without SMTP_URL mails stay in the outbox table, for the demo page at /outbox.
  const transport = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : null;
  // Mail, the hold reconciler (holds a crashed checkout left on a card) and the accounts'
  // housekeeping, as jobs on the PostgreSQL queue (jobs/).
  const jobs = await startBackgroundJobs({
    db: database.db,
    log,
    fast: config.fastJobs,
    mail: transport ? { transport, from: config.mail.from } : undefined,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await fastify.close();
      // Waits (8 s at most) for the jobs running; one cut short is failed and retried later,
      // by this or another process. Mails not sent stay in the outbox with their jobs.
      await jobs.stop();
      transport?.close();
      await replicas?.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await fastify.listen({ port: config.port, host: config.host });
  if (transport) log.info('mail: sending through SMTP_URL');
  else log.info('mail: no SMTP_URL, mails stay in the outbox');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
