import { z } from 'zod';
import { ReplyId } from './ids';

/** Runtime configuration the web app reads at start (feature flags are off by default). */
export const WebConfiguration = z.object({
  features: z.object({
    smartLists: z.boolean(),
    savedPayments: z.boolean(),
    stateDropdown: z.boolean(),
    cartLists: z.boolean(),
  }),
  /** Leaflet tile URL template; null shows the map without tiles (tests, offline). */
  mapTileUrl: z.string().nullable(),
  mapAttribution: z.string(),
  /** Page size of the store locator (the spec's maxSize). */
  storesPageSize: z.number().int().positive(),
  defaultStateId: z.string().nullable(),
  ecommerce: z.boolean(),
});
export type WebConfiguration = z.infer<typeof WebConfiguration>;

export const FirstSlot = z.object({
  id: ReplyId,
  /** e.g. 'Martedì 24 novembre' */
  description: z.string(),
  date: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
});
export type FirstSlot = z.infer<typeof FirstSlot>;
