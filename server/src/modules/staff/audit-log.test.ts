import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { buildTestApp, insertTestStaff, type TestApp } from '../../testing';
import { audit } from './audit-log';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const rowsOf = (entityId: string) =>
  t.db.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

describe('audit', () => {
  it('writes who, what, when, before and after as JSON', async () => {
    const member = await insertTestStaff(t.db.db, { role: 'ADMIN' });
    const started = Date.now();
    await audit(t.db.db, {
      staffId: member.id,
      action: 'BANNER_UPDATE',
      entity: 'banner',
      entityId: 'b-1',
      before: { title: 'Vecchio', prices: [1, 2] },
      after: undefined,
    });
    const [row] = await rowsOf('b-1');
    expect(row).toMatchObject({
      staffId: member.id,
      action: 'BANNER_UPDATE',
      entity: 'banner',
      before: { title: 'Vecchio', prices: [1, 2] },
      after: null,
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(started - 5000);
  });

  it('belongs to the caller’s transaction: rolled back with the change it records', async () => {
    const member = await insertTestStaff(t.db.db, { role: 'ADMIN' });
    const failed = t.db.db.transaction(async (tx) => {
      await audit(tx, {
        staffId: member.id,
        action: 'X',
        entity: 'e',
        entityId: 'rolled',
        before: 1,
        after: 2,
      });
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await rowsOf('rolled')).toEqual([]);
  });
});
