import type { DbOrTx } from '../db/client';
import { storeDeliveryModes, stores, storeServiceAreas } from '../db/schema';
import { inChunks } from './chunked-insert';
import type { DeliveryModeId } from './delivery-modes';
import { findComune, loadComuni, zipsOfProvince } from './geography';
import { specialOpenings, weeklyTimetable } from './store-calendar';
import { STORE_LIST, type StoreSpec } from './store-list';

export const MIN_NET_TOTAL_CENTS: Record<DeliveryModeId, number> = {
  AT_HOME: 3000,
  IN_STORE: 0,
  DRIVE: 1500,
  SHIPPED: 4900,
};

const slug = (name: string): string =>
  name
    .replace(/^Spesa /, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

export function storeRow(spec: StoreSpec, index: number, today: Date): typeof stores.$inferInsert {
  const comune = findComune(spec.comune);
  if (!comune.cap.includes(spec.zip))
    throw new Error(`${spec.name}: ${spec.zip} is not a CAP of ${spec.comune}`);
  const email = `${slug(spec.name).replaceAll('-', '.')}@spesa.it`;
  return {
    name: spec.name,
    address: spec.address,
    city: comune.nome,
    zip: spec.zip,
    county: comune.sigla,
    regionId: comune.regione.codice,
    latitude: spec.latitude,
    longitude: spec.longitude,
    phone: spec.phone,
    email,
    webUrl: `https://www.spesa.it/negozi/${slug(spec.name)}`,
    logoImageUrl: null,
    contacts: [
      { type: 'phone', value: spec.phone },
      { type: 'email', value: email },
      ...(index % 3 === 2
        ? []
        : [{ type: 'whatsapp', value: `+39 349 ${String(5_210_300 + index * 7_919)}` }]),
    ],
    timetables: weeklyTimetable(spec.sundayHours, index % 2 === 0),
    openings: specialOpenings(today, index),
    services: [...spec.services],
    departments: [...spec.departments],
    enabled: true,
  };
}

/**
 * Postcodes served per mode: home delivery reaches the store's comune and a few
 * neighbours; pickup draws from the whole province; shipping covers the region.
 */
export function serviceZips(spec: StoreSpec, mode: DeliveryModeId): string[] {
  const comune = findComune(spec.comune);
  switch (mode) {
    case 'AT_HOME':
      return [
        ...new Set(
          [spec.comune, ...spec.deliversTo].flatMap((name) =>
            sameProvince(comune.provincia.codice, name),
          ),
        ),
      ].sort();
    case 'IN_STORE':
    case 'DRIVE':
      return zipsOfProvince(comune.provincia.codice);
    case 'SHIPPED':
      return [
        ...new Set(
          loadComuni()
            .filter((c) => c.regione.codice === comune.regione.codice)
            .flatMap((c) => c.cap),
        ),
      ].sort();
  }
}

function sameProvince(provinceId: string, name: string): string[] {
  const comune = findComune(name);
  if (comune.provincia.codice !== provinceId)
    throw new Error(`${name} is not in province ${provinceId}`);
  return comune.cap;
}

export interface SeededStore {
  id: number;
  spec: StoreSpec;
}

export async function seedStores(
  db: DbOrTx,
  today: Date,
): Promise<{ stores: SeededStore[]; serviceAreas: number }> {
  const inserted = await db
    .insert(stores)
    .values(STORE_LIST.map((spec, i) => storeRow(spec, i, today)))
    .returning({ id: stores.id, name: stores.name });
  const idByName = new Map(inserted.map((row) => [row.name, row.id]));
  const seeded = STORE_LIST.map((spec) => {
    const id = idByName.get(spec.name);
    if (id === undefined) throw new Error(`store ${spec.name} came back without an id`);
    return { id, spec };
  });
  await db.insert(storeDeliveryModes).values(
    seeded.flatMap(({ id, spec }) =>
      spec.modes.map((mode) => ({
        storeId: id,
        mode,
        minNetTotalCents: MIN_NET_TOTAL_CENTS[mode],
      })),
    ),
  );
  const areas = seeded.flatMap(({ id, spec }) =>
    spec.modes.flatMap((mode) =>
      serviceZips(spec, mode).map((zip) => ({ storeId: id, mode, zip })),
    ),
  );
  await inChunks(areas, 2000, (chunk) => db.insert(storeServiceAreas).values(chunk));
  return { stores: seeded, serviceAreas: areas.length };
}
