import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  slotClosures,
  slotInstances,
  slotSpecialOpenings,
  slotTemplates,
  stores,
} from '../../db/schema';
import { createTestDb, rowId, type TestDb } from '../../testing';
import { insertStore } from '../../testing/store-fixtures';
import { slotsService } from './slots-service';

/** The rules as stored in PostgreSQL, read back at a fixed instant far from the seeded dates. */
let t: TestDb;
let storeId: number;

// Monday 7 January 2030, 08:00 in Rome
const MONDAY_8AM = new Date('2030-01-07T07:00:00Z');
const at = (iso: string) => slotsService(t.db, () => new Date(iso));

beforeAll(async () => {
  t = await createTestDb();
  storeId = await insertStore(t.db, {
    name: 'Spesa Prova Calendario',
    address: 'Via Prova 1',
    city: 'Bologna',
    zip: '40121',
    county: 'BO',
    regionId: '08',
    latitude: 44.49,
    longitude: 11.34,
    modes: ['IN_STORE', 'DRIVE'],
    areas: {},
  });
  const rule = { storeId, capacity: 2, cutoffMinutes: 60, validFrom: '2029-01-01' } as const;
  await t.db.insert(slotTemplates).values([
    { ...rule, mode: 'IN_STORE', weekDay: 2, startsAt: '10:00', endsAt: '11:00' },
    { ...rule, mode: 'IN_STORE', weekDay: 3, startsAt: '10:00', endsAt: '11:00' },
    {
      ...rule,
      mode: 'IN_STORE',
      weekDay: 4,
      startsAt: '10:00',
      endsAt: '11:00',
      validTo: '2029-12-31',
    },
    { ...rule, mode: 'DRIVE', weekDay: 2, startsAt: '18:00', endsAt: '19:00' },
  ]);
});
afterAll(() => t?.close());

describe('slotsService.firstAvailable', () => {
  it('takes the first template slot still before its cut-off', async () => {
    expect(await at('2030-01-07T07:00:00Z').firstAvailable(storeId, 'IN_STORE')).toMatchObject({
      description: 'Lunedì 7 gennaio',
      date: '2030-01-07',
      validFrom: '10:00',
      validTo: '11:00',
    });
    // 09:00 in Rome is exactly the cut-off of the 10:00 slot
    const late = await at('2030-01-07T08:00:00Z').firstAvailable(storeId, 'IN_STORE');
    expect(late?.date).toBe('2030-01-08');
    // Tuesday 10:30: Wednesday's template has expired and Thursday has none
    const after = await at('2030-01-08T09:30:00Z').firstAvailable(storeId, 'IN_STORE');
    expect(after?.date).toBe('2030-01-14');
  });

  it('applies a closure of every mode and a special opening of that day', async () => {
    await t.db.insert(slotClosures).values({ storeId, date: '2030-01-07', reason: 'Prova' });
    await t.db.insert(slotSpecialOpenings).values({
      storeId,
      mode: 'IN_STORE',
      date: '2030-01-07',
      startsAt: '12:00',
      endsAt: '13:00',
      capacity: 1,
      cutoffMinutes: 0,
    });
    const slot = await slotsService(t.db, () => MONDAY_8AM).firstAvailable(storeId, 'IN_STORE');
    expect(slot).toMatchObject({ date: '2030-01-07', validFrom: '12:00', validTo: '13:00' });
    const drive = await slotsService(t.db, () => MONDAY_8AM).firstAvailable(storeId, 'DRIVE');
    expect(drive?.date).toBe('2030-01-14');
  });

  it('moves on once the special opening is fully booked', async () => {
    const first = await slotsService(t.db, () => MONDAY_8AM).firstAvailable(storeId, 'IN_STORE');
    await t.db
      .update(slotInstances)
      .set({ booked: 1 })
      .where(eq(slotInstances.id, rowId(first?.id ?? -1)));
    const next = await slotsService(t.db, () => MONDAY_8AM).firstAvailable(storeId, 'IN_STORE');
    expect(next).toMatchObject({ date: '2030-01-08', validFrom: '10:00' });
  });

  it('answers null for a mode the store lacks and for a disabled store', async () => {
    expect(await at('2030-01-07T07:00:00Z').firstAvailable(storeId, 'SHIPPED')).toBeNull();
    await t.db.update(stores).set({ enabled: false }).where(eq(stores.id, storeId));
    expect(
      await slotsService(t.db, () => MONDAY_8AM).firstAvailable(storeId, 'IN_STORE'),
    ).toBeNull();
  });

  it('refuses an unknown store', async () => {
    await expect(slotsService(t.db).firstAvailable(999_999, 'IN_STORE')).rejects.toMatchObject({
      key: 'STORE_NOT_FOUND',
    });
  });
});
