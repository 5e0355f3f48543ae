import Fastify from 'fastify';
import nodemailer from 'nodemailer';
import { app } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open';
import { startAccountsHousekeeping } from './modules/accounts/accounts-housekeeping';
import { createMailDispatcher } from './modules/mail/mail-dispatcher';
import { startPaymentReconciler } from './modules/payments/hold-reconciler';
import { seedDemoIfEmpty } from './seed/seed-if-empty';
import { serverOptions } from './server-options';
import { armFault } from './fault-injection';

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
  });
  log.info(database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'external PostgreSQL');
  if (config.demoData) await seedDemoIfEmpty(database.db, (m) => log.info(m));

  await fastify.register(app, { db: database.db, config });

  // Without SMTP_URL mails stay in the outbox table, for the demo page at /outbox.
  const dispatcher = config.mail.smtpUrl
    ? createMailDispatcher({
        db: database.db,
        transport: nodemailer.createTransport(config.mail.smtpUrl),
        from: config.mail.from,
        log,
      })
    : undefined;
  const stopHousekeeping = startAccountsHousekeeping(database.db, log);
  // Holds a crashed checkout left on a card are let go at start and then every minute.
  const stopReconciler = startPaymentReconciler(database.db, log);
  armFault(config.fault);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await fastify.close();
      stopHousekeeping();
      stopReconciler();
      // Waits for the mails being sent; the rest stay in the outbox for the next start.
      await dispatcher?.stop();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await fastify.listen({ port: config.port, host: config.host });
  if (dispatcher) {
    dispatcher.start();
    log.info('mail: sending through SMTP_URL');
  } else log.info('mail: no SMTP_URL, mails stay in the outbox');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
