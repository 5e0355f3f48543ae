import { z } from 'zod';
import { ReplyId } from './ids';
import { DeliveryModeId } from './enums';
import { emptyAsAbsent, pageIndex, pageSize, searchText } from './query';

export const DeliveryMode = z.object({ id: DeliveryModeId, name: z.string() });
export type DeliveryMode = z.infer<typeof DeliveryMode>;

export const Timetable = z.object({
  weekDay: z.number().int().min(1).max(7),
  description: z.string(),
  hours: z.string(),
});
export const Opening = z.object({
  date: z.string(),
  description: z.string(),
  hours: z.string(),
});
export const Contact = z.object({ type: z.string(), value: z.string() });

export const Store = z.object({
  id: ReplyId,
  name: z.string(),
  address: z.object({
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    county: z.string(),
    /** The region (a `State` id), for the optional state dropdown of the change-cart screen. */
    stateId: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  phone: z.string(),
  email: z.string(),
  webUrl: z.string().nullable(),
  logoImageUrl: z.string().nullable(),
  /** Kilometres from the given lat/lon, when asked for. */
  distance: z.number().nullable(),
  contacts: z.array(Contact),
  timetables: z.array(Timetable),
  openings: z.array(Opening),
  services: z.array(z.string()),
  departments: z.array(z.string()),
  deliveryModes: z.array(DeliveryModeId),
});
export type Store = z.infer<typeof Store>;

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);
const zipCode = z.string().regex(/^\d{5}$/, 'CAP non valido (5 cifre)');

export const StoresQuery = z
  .object({
    s: pageSize(10, 100),
    p: pageIndex,
    q: searchText,
    lat: emptyAsAbsent(latitude.optional()),
    lon: emptyAsAbsent(longitude.optional()),
    zipcode: zipCode.optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lon === undefined), {
    message: 'lat e lon vanno indicati insieme',
    path: ['lat'],
  });
export type StoresQuery = z.infer<typeof StoresQuery>;

export const StoresByDeliveryQuery = z.object({
  delivery: DeliveryModeId,
  zipCode,
});

export const State = z.object({ id: z.string(), name: z.string() });
export type State = z.infer<typeof State>;

export const ZipCity = z.object({ id: z.string(), cityName: z.string(), zipCode: z.string() });
export type ZipCity = z.infer<typeof ZipCity>;

export const ZipCitiesQuery = z
  .object({
    q: searchText,
    zipCode: z
      .string()
      .regex(/^\d{1,5}$/, 'CAP non valido')
      .optional(),
  })
  .refine((v) => v.q !== undefined || v.zipCode !== undefined, {
    message: 'indicare q o zipCode',
    path: ['q'],
  });
export type ZipCitiesQuery = z.infer<typeof ZipCitiesQuery>;
