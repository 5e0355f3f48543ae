import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server draws a first screen (app/entry-server.tsx), true in the browser from
 * the first render: for parts that only the running app can show, such as lazily loaded ones
 * (a server render cannot wait for them) or notices.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
