import type { DeliveryModeId, StoreChoice, User } from '@spesa/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { stringIds } from './string-ids';

/** The store the shopper last picked: enough to label it without refetching. */
export interface DefaultStore {
  id: string;
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
  /** The logged-in customer as the server last answered it; null for a guest. */
  user: User | null;
  defaultStore: DefaultStore | null;
  defaultDelivery: DeliveryModeId | null;
  defaultZipCode: string | null;
  defaultCityName: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Not persisted: the loading overlay and the login popup are per visit. */
  showOverlay: boolean;
  showLogin: boolean;
  setUser: (user: User | null) => void;
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
      user: null,
      defaultStore: null,
      defaultDelivery: null,
      defaultZipCode: null,
      defaultCityName: null,
      latitude: null,
      longitude: null,
      showOverlay: false,
      showLogin: false,
      setUser: (user) => set({ user }),
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
      version: 4,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        user: s.user,
        defaultStore: s.defaultStore,
        defaultDelivery: s.defaultDelivery,
        defaultZipCode: s.defaultZipCode,
        defaultCityName: s.defaultCityName,
        latitude: s.latitude,
        longitude: s.longitude,
      }),
      // Version 4: ids are strings (issue 26); older versions saved numbers.
      migrate: (persisted) => stringIds({ user: null, ...(persisted as object) }) as UserState,
    },
  ),
);

/** Spec 2: "home" is /home once a default store exists, else the landing page. */
export function homePath(): string {
  return useUserStore.getState().defaultStore ? '/home' : '/';
}

/**
 * Keeps the store cookie (store-choice-cookie.ts) in step with the persisted choice, from the
 * app's start (a choice saved before the cookie existed) and on every change. Browser only.
 */
export function mirrorStoreChoice(write: (choice: StoreChoice | null) => void): void {
  let last = '';
  const sync = ({ defaultStore, defaultDelivery }: UserState) => {
    const choice = defaultStore
      ? { id: defaultStore.id, name: defaultStore.name, delivery: defaultDelivery }
      : null;
    const key = JSON.stringify(choice);
    if (key === last) return;
    last = key;
    write(choice);
  };
  sync(useUserStore.getState());
  useUserStore.subscribe(sync);
}
