import { replyId, type Store } from '@spesa/contracts';
import type { StoreRow } from './stores-repository';

export function toStore(row: StoreRow): Store {
  return {
    id: replyId(row.id),
    name: row.name,
    address: {
      address: row.address,
      city: row.city,
      zip: row.zip,
      county: row.county,
      stateId: row.regionId,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    phone: row.phone,
    email: row.email,
    webUrl: row.webUrl,
    logoImageUrl: row.logoImageUrl,
    distance: row.distance === null ? null : Number(row.distance),
    contacts: row.contacts,
    timetables: row.timetables,
    openings: row.openings,
    services: row.services,
    departments: row.departments,
    deliveryModes: row.deliveryModes,
  };
}
