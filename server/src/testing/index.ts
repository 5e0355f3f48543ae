export { buildTestApp, type TestApp } from './test-app';
export { createTestDb, type TestDb } from './test-db';
export * from './test-users';
export * from './staff';
export * from './wire-id';
