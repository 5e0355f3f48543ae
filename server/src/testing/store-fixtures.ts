import type { DeliveryModeId } from '@spesa/contracts';
import type { Db } from '../db/client';
import {
  deliveryModes,
  regions,
  storeDeliveryModes,
  storeServiceAreas,
  stores,
} from '../db/schema';

/** Test-only stores, so assertions do not depend on what the demo seed happens to contain. */
export interface FixtureStore {
  name: string;
  address: string;
  city: string;
  zip: string;
  county: string;
  regionId: string;
  latitude: number;
  longitude: number;
  enabled?: boolean;
  modes: DeliveryModeId[];
  areas: Partial<Record<DeliveryModeId, string[]>>;
}

const MODES = [
  { id: 'AT_HOME', name: 'Consegna a domicilio', sortOrder: 1 },
  { id: 'IN_STORE', name: 'Ritiro in negozio', sortOrder: 2 },
  { id: 'DRIVE', name: 'Ritiro Drive', sortOrder: 3 },
  { id: 'SHIPPED', name: 'Spedizione', sortOrder: 4 },
] as const;

/** The store-mode foreign key needs the modes; the seed normally provides them. */
export async function ensureDeliveryModes(db: Db): Promise<void> {
  await db
    .insert(deliveryModes)
    .values([...MODES])
    .onConflictDoNothing();
}

export async function ensureRegions(db: Db, rows: { id: string; name: string }[]): Promise<void> {
  await db.insert(regions).values(rows).onConflictDoNothing();
}

/** Leaves the test database with only the stores a test inserts itself. */
export async function disableAllStores(db: Db): Promise<void> {
  await db.update(stores).set({ enabled: false });
}

export async function insertStore(db: Db, f: FixtureStore): Promise<number> {
  const [row] = await db
    .insert(stores)
    .values({
      name: f.name,
      address: f.address,
      city: f.city,
      zip: f.zip,
      county: f.county,
      regionId: f.regionId,
      latitude: f.latitude,
      longitude: f.longitude,
      phone: '051 1234567',
      email: 'negozio@example.it',
      webUrl: null,
      logoImageUrl: null,
      contacts: [{ type: 'phone', value: '051 1234567' }],
      timetables: [{ weekDay: 2, description: 'Lunedì', hours: '08:00-20:00' }],
      openings: [],
      services: ['wifi'],
      departments: ['pane'],
      enabled: f.enabled ?? true,
    })
    .returning({ id: stores.id });
  const id = row!.id;
  if (f.modes.length) {
    await db.insert(storeDeliveryModes).values(f.modes.map((mode) => ({ storeId: id, mode })));
  }
  const areas = Object.entries(f.areas).flatMap(([mode, zips]) =>
    zips.map((zip) => ({ storeId: id, mode: mode as DeliveryModeId, zip })),
  );
  if (areas.length) await db.insert(storeServiceAreas).values(areas);
  return id;
}
