import type { Db } from '../db/client';
import {
  disableAllStores,
  ensureDeliveryModes,
  ensureRegions,
  insertStore,
  type FixtureStore,
} from './store-fixtures';

/**
 * Real coordinates, invented service areas. Casalecchio keeps an AT_HOME area
 * for 40121 although it no longer offers AT_HOME; Chiusa is disabled. Neither
 * may ever be offered for 40121 at home. Region T3 has only the disabled store.
 */
export const FIXTURE_STORES: FixtureStore[] = [
  {
    name: 'Spesa Bologna Centro',
    address: 'Via Ugo Bassi 1',
    city: 'Bologna',
    zip: '40121',
    county: 'BO',
    regionId: 'T1',
    latitude: 44.4945,
    longitude: 11.34,
    modes: ['IN_STORE', 'AT_HOME'],
    areas: { AT_HOME: ['40121', '40122'], IN_STORE: ['40121', '40122', '40133'] },
  },
  {
    name: 'Spesa Modena Duomo',
    address: 'Via Emilia Centro 100',
    city: 'Modena',
    zip: '41121',
    county: 'MO',
    regionId: 'T1',
    latitude: 44.6471,
    longitude: 10.9252,
    modes: ['AT_HOME', 'DRIVE'],
    areas: { AT_HOME: ['41121'], DRIVE: ['41121', '40121'] },
  },
  {
    name: 'Spesa Forlì Saffi',
    address: 'Piazza Aurelio Saffi 8',
    city: 'Forlì',
    zip: '47121',
    county: 'FC',
    regionId: 'T1',
    latitude: 44.2227,
    longitude: 12.0407,
    modes: ['IN_STORE'],
    areas: { IN_STORE: ['47121'] },
  },
  {
    name: 'Spesa Parma Garibaldi',
    address: 'Strada Garibaldi 2',
    city: 'Parma',
    zip: '43121',
    county: 'PR',
    regionId: 'T1',
    latitude: 44.8015,
    longitude: 10.3279,
    modes: ['AT_HOME'],
    areas: { AT_HOME: ['43121'] },
  },
  {
    name: 'Spesa Firenze Calzaiuoli',
    address: 'Via dei Calzaiuoli 5',
    city: 'Firenze',
    zip: '50122',
    county: 'FI',
    regionId: 'T2',
    latitude: 43.7711,
    longitude: 11.254,
    modes: ['AT_HOME'],
    areas: { AT_HOME: ['50122'] },
  },
  {
    name: 'Spesa Casalecchio',
    address: 'Via Porrettana 300',
    city: 'Casalecchio di Reno',
    zip: '40033',
    county: 'BO',
    regionId: 'T1',
    latitude: 44.4758,
    longitude: 11.2746,
    modes: ['IN_STORE'],
    areas: { AT_HOME: ['40121'], IN_STORE: ['40033'] },
  },
  {
    name: 'Spesa Chiusa',
    address: 'Via Indipendenza 2',
    city: 'Bologna',
    zip: '40121',
    county: 'BO',
    regionId: 'T3',
    latitude: 44.497,
    longitude: 11.344,
    enabled: false,
    modes: ['AT_HOME'],
    areas: { AT_HOME: ['40121'] },
  },
];

/** Names of the enabled fixtures, in the order the API sorts by name. */
export const ENABLED_BY_NAME = FIXTURE_STORES.filter((s) => s.enabled !== false)
  .map((s) => s.name)
  .sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' }));

/** Replaces whatever the demo seed loaded with the fixture stores only. */
export async function loadFixtureStores(db: Db): Promise<void> {
  await ensureDeliveryModes(db);
  await ensureRegions(db, [
    { id: 'T1', name: 'Test Emilia' },
    { id: 'T2', name: 'Test Toscana' },
    { id: 'T3', name: 'Test Vuota' },
  ]);
  await disableAllStores(db);
  for (const store of FIXTURE_STORES) await insertStore(db, store);
}

/** Haversine in JavaScript, to check the SQL one against. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}
