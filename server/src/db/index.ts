export * from './client';
export * from './open';
export { runMigrations } from './migrate';
export * as schema from './schema';
