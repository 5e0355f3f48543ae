import { useEffect, useState } from 'react';

/** Address, city and store searches wait this long after the last keystroke (spec 9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/** The value as it was once it stopped changing for `delay` milliseconds. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
