import Fastify from 'fastify';
import { app } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemoIfEmpty } from './seed/seed-if-empty';

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
  const fastify = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
  });
  const log = fastify.log;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (line) => log.debug({ pg: line }),
  });
  log.info(database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'external PostgreSQL');
  if (config.demoData) await seedDemoIfEmpty(database.db, (m) => log.info(m));

  await fastify.register(app, { db: database.db, config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await fastify.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await fastify.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
