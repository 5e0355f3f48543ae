import { startEmbeddedPostgres } from './embedded';

// Started by embedded.test.ts and killed with SIGKILL, leaving its postmaster behind.
const db = await startEmbeddedPostgres({ dataDir: process.argv[2] ?? '' });
process.stdout.write(`ready ${db.url}\n`);
setInterval(() => undefined, 1000);
