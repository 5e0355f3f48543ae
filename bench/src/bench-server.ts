import Fastify from 'fastify';
import { app } from '@spesa/server/app';
import { loadConfig } from '@spesa/server/config';
import { openDatabase } from '@spesa/server/db';
import { prepareCatalogue } from './prepare-catalogue';

/**
 * The real app on a large catalogue, plus a constant JSON route on the same
 * server: the ratio between them is the figure that survives machine changes.
 */
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const config = loadConfig({
  // Production settings; no mail leaves a bench, but production must name its origin.
  PUBLIC_ORIGIN: 'http://127.0.0.1',
  ...process.env,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
});
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: config.dataDir,
  poolSize: 20,
});
const sample = await prepareCatalogue(database.db, database.url, products);

const fastify = Fastify({ logger: false });
fastify.get('/bench/constant', async () => ({ responseCode: 0, data: { ok: true } }));
// The server's memory, now and at its peak (maxRSS is in kilobytes); the JavaScript heap in
// use and the memory outside it (Buffers: the guest cache keeps its replies as bytes).
fastify.get('/bench/rss', async () => {
  const memory = process.memoryUsage();
  return {
    rssMb: Math.round(memory.rss / 2 ** 20),
    peakRssMb: Math.round((process.resourceUsage().maxRSS * 1024) / 2 ** 20),
    heapUsedMb: Math.round(memory.heapUsed / 2 ** 20),
    externalMb: Math.round(memory.external / 2 ** 20),
  };
});
await fastify.register(app, { db: database.db, config });
await fastify.listen({ port: 0, host: '127.0.0.1' });
const address = fastify.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, ...sample })}\n`);

const stop = async () => {
  await fastify.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
