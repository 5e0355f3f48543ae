import { useState } from 'react';
import { useUserStore } from '@/shared/state/user-store';

export type StoreOrder = 'name' | 'distance';
/** 'denied' covers a refusal, a missing API and a failed fix alike: all keep name order. */
export type PositionStatus = 'idle' | 'locating' | 'denied';

export interface StoreSort {
  order: StoreOrder;
  status: PositionStatus;
  /** Where to measure distances from, only while sorting by distance. */
  position: { lat: number; lon: number } | null;
  sortByName: () => void;
  sortByDistance: () => void;
}

const POSITION_OPTIONS: PositionOptions = { maximumAge: 10 * 60_000, timeout: 15_000 };

/** Name order by default; distance order once the browser hands over a position. */
export function useStoreSort(): StoreSort {
  const latitude = useUserStore((state) => state.latitude);
  const longitude = useUserStore((state) => state.longitude);
  const setPosition = useUserStore((state) => state.setPosition);
  const [order, setOrder] = useState<StoreOrder>('name');
  const [status, setStatus] = useState<PositionStatus>('idle');

  function sortByName() {
    setOrder('name');
    setStatus('idle');
  }

  function sortByDistance() {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setStatus('denied');
      return;
    }
    // The radio follows the choice at once; the list keeps its order until the position comes.
    setOrder('distance');
    setStatus('locating');
    geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition(coords.latitude, coords.longitude);
        setStatus('idle');
      },
      () => {
        setOrder('name');
        setStatus('denied');
      },
      POSITION_OPTIONS,
    );
  }

  const position =
    order === 'distance' && status === 'idle' && latitude !== null && longitude !== null
      ? { lat: latitude, lon: longitude }
      : null;
  return { order, status, position, sortByName, sortByDistance };
}
