import type { DeliveryModeId, Page, State, Store, StoresQuery } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { toPage } from '../../http/reply';
import { searchWords } from '../geography';
import { toStore } from './store-mapper';
import { countStores, findStoreRegions, findStores, type StoreFilter } from './stores-repository';

export interface StoresService {
  /** The store locator: text, postcode and distance filters, paged. */
  search(query: StoresQuery): Promise<Page<Store>>;
  /** The stores able to serve a postcode in a mode, for the landing page's store select. */
  serving(mode: DeliveryModeId, zip: string): Promise<Store[]>;
  /** Regions that have a store, for the change-cart screen's optional state dropdown. */
  states(): Promise<State[]>;
}

export function storesService(db: DbOrTx): StoresService {
  return {
    async search(query) {
      const filter: StoreFilter = {
        words: searchWords(query.q),
        zip: query.zipcode,
        origin:
          query.lat !== undefined && query.lon !== undefined
            ? { lat: query.lat, lon: query.lon }
            : undefined,
      };
      const slice = { offset: query.p * query.s, limit: query.s };
      const [rows, total] = await Promise.all([
        findStores(db, filter, slice),
        countStores(db, filter),
      ]);
      return toPage(rows.map(toStore), total, query.p, query.s);
    },

    async serving(mode, zip) {
      const rows = await findStores(db, { mode, zip });
      return rows.map(toStore);
    },

    states: () => findStoreRegions(db),
  };
}
