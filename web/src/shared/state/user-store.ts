import type { DeliveryModeId } from '@spesa/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The store the shopper last picked: enough to label it without refetching. */
export interface DefaultStore {
  id: number;
  name: string;
}

/** What the landing page saves before going to /home (spec 2, landing). */
export interface ShoppingDefaults {
  store: DefaultStore;
  delivery: DeliveryModeId;
  zipCode: string;
  cityName: string;
}

interface UserState {
  defaultStore: DefaultStore | null;
  defaultDelivery: DeliveryModeId | null;
  defaultZipCode: string | null;
  defaultCityName: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Not persisted: the loading overlay and the login popup are per visit. */
  showOverlay: boolean;
  showLogin: boolean;
  setDefaultStore: (store: DefaultStore) => void;
  setDefaults: (defaults: ShoppingDefaults) => void;
  setPosition: (latitude: number, longitude: number) => void;
  setShowOverlay: (show: boolean) => void;
  setShowLogin: (show: boolean) => void;
}

/** Persisted under 'user', one of the two state groups that survive a reload (spec 9). */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      defaultStore: null,
      defaultDelivery: null,
      defaultZipCode: null,
      defaultCityName: null,
      latitude: null,
      longitude: null,
      showOverlay: false,
      showLogin: false,
      setDefaultStore: (store) => set({ defaultStore: store }),
      setDefaults: ({ store, delivery, zipCode, cityName }) =>
        set({
          defaultStore: store,
          defaultDelivery: delivery,
          defaultZipCode: zipCode,
          defaultCityName: cityName,
        }),
      setPosition: (latitude, longitude) => set({ latitude, longitude }),
      setShowOverlay: (show) => set({ showOverlay: show }),
      setShowLogin: (show) => set({ showLogin: show }),
    }),
    {
      name: 'user',
      version: 2,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        defaultStore: s.defaultStore,
        defaultDelivery: s.defaultDelivery,
        defaultZipCode: s.defaultZipCode,
        defaultCityName: s.defaultCityName,
        latitude: s.latitude,
        longitude: s.longitude,
      }),
      migrate: (persisted) => ({ ...(persisted as object) }) as UserState,
    },
  ),
);
